// The review grid: every row of the file, invalid cells marked and explained, a cell fixed
// in place (Enter or double-click to edit, Enter to apply, Escape to cancel) and validated
// again by main.
import { useCallback, useMemo, useState } from 'react';
import type { ReviewRow } from '../../../shared/ipc/index.js';
import { VirtualGrid, type GridColumn } from '../grid/VirtualGrid.js';
import { api } from '../hooks.js';

interface Props {
  sessionId: string;
  headers: string[];
  filter: 'all' | 'problems';
  total: number;
  version: number;
  planned: boolean;
  onEdit(rowNumber: number, column: number, value: string): Promise<void>;
}

function Cell({ row, index, header, onEdit }: { row: ReviewRow; index: number; header: string; onEdit: Props['onEdit'] }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const issue = row.issues.find((i) => i.columnIndex === index);
  const text = row.cells[index] ?? '';
  if (editing) {
    return (
      <input autoFocus className="cell-input" aria-label={`Row ${row.rowNumber}, ${header}`} value={value} onChange={(e) => setValue(e.target.value)}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
          if (e.key === 'Enter') { setEditing(false); void onEdit(row.rowNumber, index, value); }
        }} />
    );
  }
  const start = () => { setValue(text); setEditing(true); };
  return (
    <button type="button" className={`cell-button${issue ? ' invalid' : ''}${row.edited.includes(index) ? ' edited' : ''}`}
      aria-label={`Row ${row.rowNumber}, ${header}: ${text || 'blank'}${issue ? `. Problem: ${issue.message}` : ''}`}
      aria-invalid={issue ? true : undefined} title={issue ? `${issue.message}. Fix: ${issue.fix}` : 'Press Enter or double-click to edit'}
      onDoubleClick={start} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === 'F2') { e.preventDefault(); start(); } }}>
      {text}
    </button>
  );
}

export function ReviewGrid({ sessionId, headers, filter, total, version, planned, onEdit }: Props) {
  const fetchPage = useCallback(async (offset: number, limit: number) => (await api()['review.rows']({ sessionId, filter, offset, limit })).rows,
    [sessionId, filter]);
  const columns = useMemo<GridColumn<ReviewRow>[]>(() => [
    { key: 'row', label: 'Row', width: 64, render: (r) => r.rowNumber },
    { key: 'status', label: 'Status', width: 130, render: (r) => <span className={`status s-${r.status.split(' ')[0]}`}>{r.status}</span> },
    ...headers.map((h, i) => ({ key: `c${i}`, label: h || `(column ${i + 1})`, width: 140,
      render: (r: ReviewRow) => <Cell row={r} index={i} header={h} onEdit={onEdit} /> })),
    ...(planned ? [{ key: 'old', label: 'Before', width: 110, render: (r: ReviewRow) => r.old }, { key: 'new', label: 'After', width: 110, render: (r: ReviewRow) => r.new }] : []),
    { key: 'msg', label: 'Message', width: 520, render: (r) => <span className="message" title={r.message}>{r.issues.length ? r.issues.map((i) => `${i.column}: ${i.message.replace(/\.$/, '')}. Fix: ${i.fix}`).join('; ') : r.message}</span> },
  ], [headers, planned, onEdit]);
  return (
    <VirtualGrid label="Review rows" total={total} columns={columns} fetchPage={fetchPage} version={`${filter}-${version}-${planned}`}
      rowClass={(r) => (r.status === 'Invalid' ? 'row-invalid' : r.status === 'Unchanged' ? 'row-unchanged' : '')} />
  );
}
