// The pieces of the Export view: the list, filter and order controls, the column choice and
// the preview table. Each takes what it shows and says what changed; useExport holds state.
import { useTranslation } from 'react-i18next';
import type { ExportList } from '../../../shared/ipc/index.js';
import { fmt } from '../hooks.js';
import { listLabel } from './export-text.js';
import type { ExportPreview } from './useExport.js';

export function ListPicker(p: { lists: ExportList[]; listId: string; onChoose(id: string): void }) {
  const { t } = useTranslation('export');
  const groups = [
    { kind: 'list', label: t('groups.lists') },
    { kind: 'catalogue', label: t('groups.catalogue') },
    { kind: 'template', label: t('groups.templates') },
  ] as const;
  return (
    <label>
      {t('list.label')}{' '}
      <select aria-label={t('list.aria')} value={p.listId} onChange={(e) => p.onChoose(e.target.value)}>
        {groups.map((g) => (
          <optgroup key={g.kind} label={g.label}>
            {p.lists
              .filter((l) => l.kind === g.kind)
              .map((l) => (
                <option key={l.id} value={l.id}>
                  {listLabel(t, l)}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

export function FilterInput(p: { isList: boolean; filter: string; onChange(filter: string): void }) {
  const { t } = useTranslation('export');
  return (
    <label className="grow">
      {p.isList ? t('filter.labelList') : t('filter.labelProducts')}{' '}
      <input
        aria-label={t('filter.aria')}
        value={p.filter}
        placeholder={p.isList ? t('filter.placeholderList') : t('filter.placeholderProducts')}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </label>
  );
}

export function OrderControls(p: {
  list: ExportList;
  orderBy: string;
  desc: boolean;
  onOrderBy(c: string): void;
  onDesc(d: boolean): void;
}) {
  const { t } = useTranslation('export');
  return (
    <>
      <label>
        {t('order.label')}{' '}
        <select aria-label={t('order.label')} value={p.orderBy} onChange={(e) => p.onOrderBy(e.target.value)}>
          <option value="">{t('order.service')}</option>
          {p.list.orderable.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
      <label className="radio">
        <input type="checkbox" checked={p.desc} onChange={(e) => p.onDesc(e.target.checked)} />
        {t('order.descending')}
      </label>
    </>
  );
}

export function ColumnChoice(p: { list: ExportList; columns: string[]; onChange(columns: string[]): void }) {
  const { t } = useTranslation('export');
  const { list, columns, onChange } = p;
  const toggle = (c: string) => onChange(columns.includes(c) ? columns.filter((x) => x !== c) : [...columns, c]);
  return (
    <fieldset className="columns">
      <legend>{t('columns.legend')}</legend>
      <button type="button" className="link" onClick={() => onChange(list.columns)}>
        {t('columns.all')}
      </button>{' '}
      <button type="button" className="link" onClick={() => onChange([])}>
        {t('columns.none')}
      </button>{' '}
      {list.columns.map((c) => (
        <label key={c} className="column-choice">
          <input type="checkbox" checked={columns.includes(c)} onChange={() => toggle(c)} />
          {c}
        </label>
      ))}
    </fieldset>
  );
}

export function PreviewTable({ preview }: { preview: ExportPreview }) {
  const { t } = useTranslation('export');
  const shown = fmt(preview.rows.length);
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('preview.region')}>
      <p>
        {preview.count !== null
          ? t('preview.totalAndShown', { count: preview.count, total: fmt(preview.count), shown })
          : t('preview.shown', { shown })}
      </p>
      <table aria-label={t('preview.table')}>
        <thead>
          <tr>
            {preview.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r, i) => (
            <tr key={i}>
              {r.map((v, j) => (
                <td key={j}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
