// How a row's validation problems are worded: the issue record (sheet row, column, cell
// address, value, rule, message, fix) and the one-line text a report shows for a row's issues.
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import type { FieldProblem } from '../../../shared/resources/index.js';
import type { CompiledMapping, DraftCell } from '../mapping/apply.js';
import { describeDcs } from '../mapping/dc-headers.js';

export interface RowIssue {
  rowNumber: number;
  column: string;
  /** The cell's address in the sheet ('C4'), when the value came from a column. */
  cell?: string;
  value: string;
  rule: string;
  message: Message;
  fix: Message;
}

/** 'A', 'B', ..., 'Z', 'AA': a spreadsheet's column letters for a 0-based index. */
export function columnLetter(index: number): string {
  let n = index + 1,
    out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function cellAddress(m: CompiledMapping, rowNumber: number, column: string | null | undefined): { cell?: string } {
  if (!column) return {};
  const index = m.headers.indexOf(column);
  return index < 0 ? {} : { cell: `${columnLetter(index)}${rowNumber}` };
}

/** A DC column's cell that is no DC ID: say which DCs there are, by ID, Name and Code. */
export function dcProblem(m: CompiledMapping, p: FieldProblem): FieldProblem {
  if (p.field !== m.target.dcField || p.rule !== 'type' || !m.knownDcs) return p;
  const dcs = describeDcs(m.knownDcs);
  return {
    ...p,
    message: engineMessage('issue.notDc', { value: String(p.value) }),
    fix: dcs
      ? engineMessage('issue.useDc', { dcs, value: String(p.value) })
      : engineMessage('issue.useDcNone', { value: String(p.value) }),
  };
}

export function issueFrom(
  m: CompiledMapping,
  rowNumber: number,
  cell: DraftCell | undefined,
  p: FieldProblem,
): RowIssue {
  return {
    rowNumber,
    ...cellAddress(m, rowNumber, cell?.column),
    column: cell?.column ?? (cell ? '(constant)' : p.field),
    value: cell ? cell.text : p.value === undefined ? '' : String(p.value),
    rule: p.rule,
    message: p.message,
    fix: p.fix,
  };
}

/** A row's issues as one message: each as the report's Message says it, joined by '; '. */
export function describeIssues(issues: RowIssue[]): Message {
  return engineMessage('issue.list', {
    issues: issues.map((i) => {
      const id = i.value !== '' ? (i.cell ? 'issue.valueCell' : 'issue.value') : i.cell ? 'issue.cell' : 'issue.bare';
      return engineMessage(id, {
        column: i.column,
        value: i.value,
        cell: i.cell ?? '',
        message: i.message,
        fix: i.fix,
      });
    }),
  });
}
