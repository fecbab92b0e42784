// The chosen columns in the order the export writes them, each with "Move up" and "Move
// down" buttons (keyboard-accessible; the moved column keeps the focus, so pressing again
// keeps moving it). Choosing is done with the checkboxes above; this only orders.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function ColumnOrder({ columns, onChange }: { columns: string[]; onChange(columns: string[]): void }) {
  const { t } = useTranslation('export');
  const list = useRef<HTMLOListElement>(null);
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= columns.length) return;
    const next = [...columns];
    [next[i], next[j]] = [next[j]!, next[i]!];
    onChange(next);
    // Follow the column with the focus; at either end, onto the button that still works.
    const at = j === 0 ? 'down' : j === columns.length - 1 ? 'up' : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`li:nth-child(${j + 1}) button[data-move="${at}"]`)?.focus(),
    );
  };
  if (columns.length === 0) return <p className="muted">{t('columnOrder.none')}</p>;
  return (
    <ol className="column-order" aria-label={t('columnOrder.list')} ref={list}>
      {columns.map((c, i) => (
        <li key={c}>
          <span className="column-name">{c}</span>
          <button
            type="button"
            data-move="up"
            aria-label={t('columnOrder.moveUpLabel', { column: c })}
            disabled={i === 0}
            onClick={() => move(i, -1)}
          >
            {t('columnOrder.moveUp')}
          </button>
          <button
            type="button"
            data-move="down"
            aria-label={t('columnOrder.moveDownLabel', { column: c })}
            disabled={i === columns.length - 1}
            onClick={() => move(i, 1)}
          >
            {t('columnOrder.moveDown')}
          </button>
        </li>
      ))}
    </ol>
  );
}
