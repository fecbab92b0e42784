// Find and replace within one column of the review grid: every matching cell is fixed in
// place and checked again, as a hand edit is. After a single fix, "Apply this fix to all rows
// like it" replaces the same old value in the same column everywhere else.
import { useState } from 'react';
import type { ReviewState } from '../../../shared/ipc/index.js';
import { api, fmt } from '../hooks.js';

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
  onReplaced(state: ReviewState, message: string): void;
}

export function FindReplace({ sessionId, headers, busy, lastEdit, run, onReplaced }: Props) {
  const [column, setColumn] = useState(0);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const apply = (col: number, from: string, to: string, match: 'whole' | 'part') =>
    void run(async () => {
      const r = await api()['review.replaceInColumn']({ sessionId, column: col, find: from, replace: to, match });
      const name = headers[col] ?? `column ${col + 1}`;
      onReplaced(
        r.state,
        r.replaced === 0
          ? `No cell in ${name} holds “${from}”.`
          : `Replaced “${from}” with “${to}” in ${fmt(r.replaced)} ${r.replaced === 1 ? 'row' : 'rows'} of ${name}.`,
      );
    });
  return (
    <div className="row-controls find-replace">
      <fieldset className="inline">
        <legend>Find and replace in a column</legend>
        <label>
          Column{' '}
          <select aria-label="Replace in column" value={column} onChange={(e) => setColumn(Number(e.target.value))}>
            {headers.map((h, i) => (
              <option key={i} value={i}>
                {h || `(column ${i + 1})`}
              </option>
            ))}
          </select>
        </label>
        <label>
          Find <input aria-label="Find" value={find} onChange={(e) => setFind(e.target.value)} />
        </label>
        <label>
          Replace with <input aria-label="Replace with" value={replace} onChange={(e) => setReplace(e.target.value)} />
        </label>
        <button type="button" disabled={busy || find === ''} onClick={() => apply(column, find, replace, 'part')}>
          Replace all
        </button>
      </fieldset>
      {lastEdit && lastEdit.from !== '' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => apply(lastEdit.column, lastEdit.from, lastEdit.to, 'whole')}
        >
          Apply this fix to all rows like it (“{lastEdit.from}” → “{lastEdit.to}” in {headers[lastEdit.column]})
        </button>
      )}
    </div>
  );
}
