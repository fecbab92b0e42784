// How a row's validation problems are worded: the issue record (sheet row, column, cell
// address, value, rule, message, fix) and the one-line text a report shows for a row's issues.
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
  message: string;
  fix: string;
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
  if (p.field !== 'DistributionCenterID' || p.rule !== 'type' || !m.knownDcs) return p;
  return {
    ...p,
    message: `'${String(p.value)}' is not a distribution center of this connection`,
    fix: `use the ID, Name, Code or City of one of: ${describeDcs(m.knownDcs) || '(none: create a distribution center first)'}; or add '${String(p.value)}' to the value map of DistributionCenterID`,
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

export function describeIssues(issues: RowIssue[]): string {
  // Catalogue messages end with a full stop already; do not double it.
  return issues
    .map(
      (i) =>
        `${i.column}${i.value !== '' ? ` '${i.value}'` : ''}${i.cell ? ` (cell ${i.cell})` : ''}: ${i.message.replace(/\.$/, '')}. Fix: ${i.fix}`,
    )
    .join('; ');
}
