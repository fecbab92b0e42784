// The review grid: every row of the file, invalid cells marked and explained, a cell fixed
// in place (Enter, F2 or double-click to edit, Enter to apply, Escape to cancel; focus goes
// back to the cell either way) and validated again by main. nextProblem (F8) finds the next
// row with a problem in the whole file without loading it: two binary searches by row
// number over single-row windows, so it stays quick on a million rows.
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { ReviewRow } from '../../../shared/ipc/index.js';
import { VirtualGrid, type GridColumn, type GridHandle } from '../grid/VirtualGrid.js';
import { api } from '../hooks.js';

export interface ReviewGridHandle {
  /** Focuses the first problem cell of the next (1) or previous (-1) row with a problem; false when there is none. */
  nextProblem(direction: 1 | -1): Promise<boolean>;
}

interface Props {
  sessionId: string;
  headers: string[];
  filter: 'all' | 'problems';
  total: number;
  version: number;
  planned: boolean;
  /** `previous`: the cell's value before the edit, for "apply this fix to all rows like it". */
  onEdit(rowNumber: number, column: number, value: string, previous?: string): Promise<void>;
  handle?: Ref<ReviewGridHandle>;
}

function Cell({
  row,
  index,
  header,
  onEdit,
}: {
  row: ReviewRow;
  index: number;
  header: string;
  onEdit: Props['onEdit'];
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);
  const issue = row.issues.find((i) => i.columnIndex === index);
  const text = row.cells[index] ?? '';
  const stop = () => {
    refocus.current = true;
    setEditing(false);
  };
  if (editing) {
    return (
      <input
        autoFocus
        className="cell-input"
        aria-label={`Row ${row.rowNumber}, ${header}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            stop();
          }
          if (e.key === 'Enter') {
            e.preventDefault();
            stop();
            void onEdit(row.rowNumber, index, value, row.cells[index] ?? '');
          }
        }}
      />
    );
  }
  const start = () => {
    setValue(text);
    setEditing(true);
  };
  return (
    <button
      type="button"
      ref={button}
      tabIndex={-1}
      className={`cell-button${issue ? ' invalid' : ''}${row.edited.includes(index) ? ' edited' : ''}`}
      aria-label={`Row ${row.rowNumber}, ${header}: ${text || 'blank'}${issue ? `. Problem: ${issue.message}` : ''}`}
      aria-invalid={issue ? true : undefined}
      title={issue ? `${issue.message}. Fix: ${issue.fix}` : 'Press Enter or F2, or double-click, to edit'}
      onDoubleClick={start}
      onKeyDown={(e) => {
        // Ctrl+Enter and the like are the screen's shortcuts, not an edit.
        if ((e.key === 'Enter' || e.key === 'F2') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
          e.preventDefault();
          start();
        }
      }}
    >
      {text}
    </button>
  );
}

/** First index in [lo, hi) whose row number is above (or at, with inclusive) the given one. */
async function search(
  get: (i: number) => Promise<ReviewRow | undefined>,
  lo: number,
  hi: number,
  rowNumber: number,
  inclusive: boolean,
): Promise<number> {
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const r = await get(mid);
    if (r && (inclusive ? r.rowNumber >= rowNumber : r.rowNumber > rowNumber)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function ReviewGrid({ sessionId, headers, filter, total, version, planned, onEdit, handle }: Props) {
  const grid = useRef<GridHandle<ReviewRow>>(null);
  const fetchPage = useCallback(
    async (offset: number, limit: number) => (await api()['review.rows']({ sessionId, filter, offset, limit })).rows,
    [sessionId, filter],
  );
  const columns = useMemo<GridColumn<ReviewRow>[]>(
    () => [
      { key: 'row', label: 'Row', width: 84, render: (r) => r.rowNumber },
      {
        key: 'status',
        label: 'Status',
        width: 130,
        render: (r) => <span className={`status s-${r.status.split(' ')[0]}`}>{r.status}</span>,
      },
      ...headers.map((h, i) => ({
        key: `c${i}`,
        label: h || `(column ${i + 1})`,
        width: 140,
        render: (r: ReviewRow) => <Cell row={r} index={i} header={h} onEdit={onEdit} />,
      })),
      ...(planned
        ? [
            { key: 'old', label: 'Before', width: 110, render: (r: ReviewRow) => r.old },
            { key: 'new', label: 'After', width: 110, render: (r: ReviewRow) => r.new },
          ]
        : []),
      {
        key: 'msg',
        label: 'Message',
        width: 520,
        render: (r) => (
          <span className="message" title={r.message}>
            {r.issues.length
              ? r.issues.map((i) => `${i.column}: ${i.message.replace(/\.$/, '')}. Fix: ${i.fix}`).join('; ')
              : r.message}
          </span>
        ),
      },
    ],
    [headers, planned, onEdit],
  );

  useImperativeHandle(
    handle,
    () => ({
      async nextProblem(direction) {
        const g = grid.current;
        if (!g || total === 0) return false;
        const one = async (f: 'all' | 'problems', i: number) =>
          (await api()['review.rows']({ sessionId, filter: f, offset: i, limit: 1 })).rows[0];
        const colOf = (r: ReviewRow) => {
          const i = r.issues.find((x) => x.columnIndex >= 0 && x.columnIndex < headers.length)?.columnIndex;
          return i === undefined ? 1 : 2 + i;
        };
        const cur = Math.max(0, g.active().row - 1);
        if (filter === 'problems') {
          const to = (Math.min(cur, total - 1) + direction + total) % total;
          const r = g.rowAt(to) ?? (await one('problems', to));
          if (!r) return false;
          g.focusCell(to, colOf(r));
          return true;
        }
        const here = g.rowAt(cur) ?? (await one('all', cur));
        const problems = (await api()['review.rows']({ sessionId, filter: 'problems', offset: 0, limit: 1 })).total;
        if (!here || problems === 0) return false;
        const cache = new Map<number, Promise<ReviewRow | undefined>>();
        const problemAt = (i: number) => cache.get(i) ?? cache.set(i, one('problems', i)).get(i)!;
        let i: number;
        if (direction === 1) {
          i = await search(problemAt, 0, problems, here.rowNumber, false);
          if (i >= problems) i = 0;
        } else {
          i = (await search(problemAt, 0, problems, here.rowNumber, true)) - 1;
          if (i < 0) i = problems - 1;
        }
        const target = await problemAt(i);
        if (!target) return false;
        // Row numbers grow with the index, never slower: the target lies within this window.
        const all = (k: number) => (g.rowAt(k) ? Promise.resolve(g.rowAt(k)) : one('all', k));
        const at = await search(all, 0, total, target.rowNumber, true);
        g.focusCell(Math.min(at, total - 1), colOf(target));
        return true;
      },
    }),
    [sessionId, filter, total, headers.length],
  );

  return (
    <VirtualGrid
      label="Review rows"
      total={total}
      columns={columns}
      fetchPage={fetchPage}
      version={`${filter}-${version}-${planned}`}
      handle={grid}
      rowClass={(r) => (r.status === 'Invalid' ? 'row-invalid' : r.status === 'Unchanged' ? 'row-unchanged' : '')}
    />
  );
}
