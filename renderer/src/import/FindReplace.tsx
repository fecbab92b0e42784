// Find and replace within one column of the review grid: every matching cell is fixed in
// place and checked again, as a hand edit is. After a single fix, "Apply this fix to all rows
// like it" replaces the same old value in the same column everywhere else.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/ipc/index.js';
import { api } from '../hooks.js';
import type { LastFix } from './review-notes.js';

export interface LastEdit {
  column: number;
  from: string;
  to: string;
}

interface Props {
  sessionId: string;
  headers: string[];
  busy: boolean;
  lastEdit: LastEdit | null;
  run(work: () => Promise<void>): Promise<void>;
  onReplaced(state: ReviewState, fix: LastFix): void;
}

export function FindReplace({ sessionId, headers, busy, lastEdit, run, onReplaced }: Props) {
  const { t } = useTranslation('import');
  const [column, setColumn] = useState(0);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const apply = (col: number, from: string, to: string, match: 'whole' | 'part') =>
    void run(async () => {
      const r = await api()['review.replaceInColumn']({ sessionId, column: col, find: from, replace: to, match });
      onReplaced(r.state, { kind: 'replaced', column: col, header: headers[col], from, to, rows: r.replaced });
    });
  return (
    <div className="row-controls find-replace">
      <fieldset className="inline">
        <legend>{t('find.legend')}</legend>
        <label>
          {t('find.column')}{' '}
          <select
            aria-label={t('find.columnSelect')}
            value={column}
            onChange={(e) => setColumn(Number(e.target.value))}
          >
            {headers.map((h, i) => (
              <option key={i} value={i}>
                {h || t('column.unnamed', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('find.find')} <input aria-label={t('find.find')} value={find} onChange={(e) => setFind(e.target.value)} />
        </label>
        <label>
          {t('find.replaceWith')}{' '}
          <input aria-label={t('find.replaceWith')} value={replace} onChange={(e) => setReplace(e.target.value)} />
        </label>
        <button type="button" disabled={busy || find === ''} onClick={() => apply(column, find, replace, 'part')}>
          {t('find.replaceAll')}
        </button>
      </fieldset>
      {lastEdit && lastEdit.from !== '' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => apply(lastEdit.column, lastEdit.from, lastEdit.to, 'whole')}
        >
          {t('find.applyToAll', { from: lastEdit.from, to: lastEdit.to, column: headers[lastEdit.column] })}
        </button>
      )}
    </div>
  );
}
