// The review grid: every row of the file, invalid cells marked and explained, a cell fixed
// in place (Enter, F2 or double-click to edit, Enter to apply, Escape to cancel; focus goes
// back to the cell either way) and validated again by main. nextProblem (F8) finds the next
// row with a problem in the whole file without loading it (review-problems.ts).
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FailReason, ReviewRow } from '../../../shared/ipc/index.js';
import { VirtualGrid, type GridColumn, type GridHandle } from '../grid/VirtualGrid.js';
import { api } from '../hooks.js';
import { findNextProblem } from './review-problems.js';
import { useEngineText, type EngineText } from '../i18n/index.js';
import { statusClass, statusText, withoutField } from './review-status.js';

export interface ReviewGridHandle {
  /** Focuses the first problem cell of the next (1) or previous (-1) row with a problem; false when there is none. */
  nextProblem(direction: 1 | -1): Promise<boolean>;
}

interface Props {
  sessionId: string;
  headers: string[];
  filter: 'all' | 'problems';
  /** With 'problems': only the rows that will fail for this reason. */
  reason?: FailReason | null;
  total: number;
  version: number;
  planned: boolean;
  /** `previous`: the cell's value before the edit, for "apply this fix to all rows like it". */
  onEdit(rowNumber: number, column: number, value: string, previous?: string): Promise<void>;
  handle?: Ref<ReviewGridHandle>;
  /** The row whose cell has focus, for the detail pane. */
  onActiveRow?(row: ReviewRow | null): void;
}

/** A cell as a screen reader names it: row, column, value, and its problem if it has one. */
function cellLabel(
  t: TFunction<'import'>,
  row: number,
  column: string,
  text: string,
  issue: { message: string } | undefined,
): string {
  const facts = { row, column, text: text || t('grid.blank') };
  return issue ? t('grid.cellProblem', { ...facts, message: issue.message }) : t('grid.cell', facts);
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
  const { t } = useTranslation('import');
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
  const words = useEngineText();
  const issue = row.issues.find((i) => i.columnIndex === index);
  const said = issue && { message: words.message(issue.message), fix: words.message(issue.fix) };
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
        aria-label={t('grid.cellInput', { row: row.rowNumber, column: header })}
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
      aria-label={cellLabel(t, row.rowNumber, header, text, said)}
      aria-invalid={issue ? true : undefined}
      title={said ? t('grid.issueTitle', { message: said.message, fix: said.fix }) : t('grid.editHint')}
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

/** The grid's columns: row number, status, one per file column (editable cells), before/after when planned, message. */
function reviewColumns(
  t: TFunction<'import'>,
  headers: string[],
  planned: boolean,
  onEdit: Props['onEdit'],
  e: EngineText,
): GridColumn<ReviewRow>[] {
  return [
    { key: 'row', label: t('column.row'), width: 84, render: (r) => r.rowNumber },
    {
      key: 'status',
      label: t('grid.status'),
      // Wide enough for "Will fail: unknown SKU" in every language, never cut.
      width: 290,
      render: (r) => <span className={`status ${statusClass(r)}`}>{statusText(t, e, r)}</span>,
    },
    ...headers.map((h, i) => ({
      key: `c${i}`,
      label: h || t('column.unnamed', { n: i + 1 }),
      width: 140,
      render: (r: ReviewRow) => <Cell row={r} index={i} header={h} onEdit={onEdit} />,
    })),
    ...(planned
      ? [
          { key: 'old', label: t('grid.before'), width: 110, render: (r: ReviewRow) => r.old },
          { key: 'new', label: t('grid.after'), width: 110, render: (r: ReviewRow) => r.new },
        ]
      : []),
    {
      key: 'msg',
      label: t('grid.message'),
      width: 520,
      render: (r) => (
        <span className="message" title={e.message(r.message)}>
          {r.issues.length
            ? r.issues
                .map((i) =>
                  t('grid.issue', {
                    column: i.column,
                    message: withoutField(e.message(i.message)),
                    fix: e.message(i.fix),
                  }),
                )
                .join('; ')
            : e.message(r.message)}
        </span>
      ),
    },
  ];
}

export function ReviewGrid({
  sessionId,
  headers,
  filter,
  reason,
  total,
  version,
  planned,
  onEdit,
  handle,
  onActiveRow,
}: Props) {
  const { t } = useTranslation('import');
  const grid = useRef<GridHandle<ReviewRow>>(null);
  const fetchPage = useCallback(
    async (offset: number, limit: number) =>
      (await api()['review.rows']({ sessionId, filter, ...(reason ? { reason } : {}), offset, limit })).rows,
    [sessionId, filter, reason],
  );
  const engine = useEngineText();
  const columns = useMemo(
    () => reviewColumns(t, headers, planned, onEdit, engine),
    [t, headers, planned, onEdit, engine],
  );

  useImperativeHandle(
    handle,
    () => ({
      nextProblem: (direction) =>
        findNextProblem(grid.current, { sessionId, filter, total, columnCount: headers.length }, direction),
    }),
    [sessionId, filter, total, headers.length],
  );

  // The focused cell's row (aria-rowindex counts the header as 1) for the detail pane.
  const onFocus = (ev: FocusEvent) => {
    const index = Number((ev.target as HTMLElement).closest('[role="row"]')?.getAttribute('aria-rowindex'));
    if (index >= 2) onActiveRow?.(grid.current?.rowAt(index - 2) ?? null);
  };
  return (
    <div onFocus={onFocus}>
      <VirtualGrid
        label={t('grid.label')}
        total={total}
        columns={columns}
        fetchPage={fetchPage}
        version={`${filter}-${reason ?? ''}-${version}-${planned}`}
        handle={grid}
        rowClass={(r) => (r.status === 'Invalid' ? 'row-invalid' : r.status === 'Unchanged' ? 'row-unchanged' : '')}
      />
    </div>
  );
}
