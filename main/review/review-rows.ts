// Windows of review rows for the grid: the cells (as fixed), the row's status from its
// journal lines, and for an invalid row each issue tied to its column so the cell can be
// marked and explained. Issues are recomputed for the rows on screen only (cheap) rather
// than stored, since the journal keeps one message per line.
import { renderShown } from '../../shared/i18n/index.js';
import type { FailReason, ReviewRow } from '../../shared/ipc/index.js';
import { draftsForRow, verdictOf, verdictShown, isBlankRow, validateDraft } from '../jobs/index.js';
import { countInvalidSheetRows, linesOfSheetRows, type CellsRecord, type JournalRow } from '../journal/index.js';
import type { ReviewSession } from './session.js';
import { failReason, quantityFlag } from './row-outlook.js';

function issuesOf(session: ReviewSession, rec: CellsRecord): ReviewRow['issues'] {
  if (isBlankRow(rec.cells)) return [];
  const headers = session.headers;
  const out: ReviewRow['issues'] = [];
  for (const draft of draftsForRow(session.compiled, rec.cells)) {
    const o = validateDraft(session.compiled, rec.rowNumber, draft);
    if (o.kind !== 'invalid') continue;
    for (const i of o.issues) {
      out.push({
        column: i.column,
        columnIndex: headers.findIndex((h) => h === i.column),
        value: i.value,
        message: i.message,
        fix: i.fix,
      });
    }
  }
  return out;
}

export function toReviewRow(session: ReviewSession, rec: CellsRecord, lines: JournalRow[] | undefined): ReviewRow {
  const base = { rowNumber: rec.rowNumber, cells: rec.cells, edited: rec.edited };
  if (!lines?.length) return { ...base, status: 'Reading', message: { text: '' }, issues: [], old: '', new: '' };
  const planned = session.journal.data.status === 'planned';
  const v = verdictOf(lines, true, session.journal.data.operation);
  let status: string = v.result;
  if (v.result === 'Created' || v.result === 'Updated' || v.result === 'Deleted')
    status = planned ? `Will be ${v.result.toLowerCase()}` : 'Ready';
  // The row's message without the dry run's "would be sent" (issue 40: as data, not cut out of English).
  const message = verdictShown(lines, true, session.journal.data.operation, v.result, true);
  const issues = v.result === 'Invalid' ? issuesOf(session, rec) : [];
  const target = session.compiled.target;
  const flag = planned && target.guardsQuantities ? quantityFlag(lines, target.valueField) : undefined;
  return {
    ...base,
    status,
    message,
    issues,
    old: v.old,
    new: planned ? v.new : '',
    ...(v.result === 'Invalid' ? { reason: failReason(renderShown(issues[0]?.message ?? message)) } : {}),
    ...(flag ? { flag } : {}),
  };
}

export function reviewWindow(
  session: ReviewSession,
  filter: 'all' | 'problems',
  offset: number,
  limit: number,
  reason?: FailReason,
): { total: number; rows: ReviewRow[] } {
  let records: CellsRecord[];
  let total: number;
  const group = reason && filter === 'problems' ? session.groups.groups.find((g) => g.reason === reason) : undefined;
  if (reason && filter === 'problems') {
    // One reason's rows: the group's own row numbers (the first 10,000).
    const numbers = group?.rowNumbers ?? [];
    total = numbers.length;
    records = numbers
      .slice(offset, offset + limit)
      .map((n) => session.cells.get(n))
      .filter((r): r is CellsRecord => r !== undefined);
  } else if (filter === 'problems') {
    total = countInvalidSheetRows(session.journal);
    records = session.cells.windowInvalid(offset, limit);
  } else {
    total = session.complete ? session.cells.count() : session.cells.refresh(); // the worker is still adding rows
    records = session.cells.window(offset, limit);
  }
  const lines = linesOfSheetRows(
    session.journal,
    records.map((r) => r.rowNumber),
  );
  return { total, rows: records.map((r) => toReviewRow(session, r, lines.get(r.rowNumber))) };
}

export function reviewRow(session: ReviewSession, rowNumber: number): ReviewRow {
  const rec = session.cells.get(rowNumber);
  if (!rec) throw new Error(`Row ${rowNumber} is not in the file.`);
  return toReviewRow(session, rec, linesOfSheetRows(session.journal, [rowNumber]).get(rowNumber));
}
