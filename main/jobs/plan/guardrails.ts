// Guardrails on live data: before anything is sent, a run that would set many of the
// quantities it touches to 0, send a negative quantity, or delete many rows stops and asks.
// Such runs are nearly always a wrong column or a half-filled export; the person confirms
// (the CLI's --allow-mass-change, the app's confirmation) and the same job goes on.
import { guardedRows, type GuardedKind, type GuardedRow, type Journal } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';

export interface GuardrailLimits {
  /** Share of the quantities a run sets that may be 0 before it asks (0.2: more than 20% asks). */
  zeroShare: number;
  /** ...and only from this many zeros on, so setting one or two quantities to 0 is not a mass change. */
  minZeros: number;
  /** Deletes a run may send before it asks (more than 100 asks). */
  deletes: number;
  /** Whether a negative quantity asks. */
  negatives: boolean;
}

export const DEFAULT_GUARDRAILS: GuardrailLimits = { zeroShare: 0.2, minZeros: 2, deletes: 100, negatives: true };

/** A limit crossed, with the first rows that cross it (issue 42: the person checks those rows). */
export interface MassFinding {
  kind: GuardedKind;
  /** The clause, with its numbers (as in `reasons`). */
  reason: string;
  rows: GuardedRow[];
  /** Rows of this kind beyond those listed. */
  more: number;
}

/** How many rows each finding names; the rest are counted ("and 12 more"). */
export const FINDING_ROWS = 5;

export interface MassChange {
  /** One clause per limit crossed, with its numbers. */
  reasons: string[];
  /** The same clauses, each with its first rows. */
  findings: MassFinding[];
  zeros: number;
  quantities: number;
  negatives: number;
  deletes: number;
}

const pct = (n: number, of: number): string => `${Math.round((100 * n) / Math.max(of, 1))}%`;

/** The limits this run's pending rows cross, or null when none. */
export function checkGuardrails(
  journal: Journal,
  target: ImportTarget,
  operation: ImportOperation,
  limits: GuardrailLimits = DEFAULT_GUARDRAILS,
): MassChange | null {
  const findings: MassFinding[] = [];
  const found = (kind: GuardedKind, reason: string): void => {
    const { rows, total } = guardedRows(journal, kind, target.valueField, FINDING_ROWS);
    findings.push({ kind, reason, rows, more: Math.max(0, total - rows.length) });
  };
  let zeros = 0,
    quantities = 0,
    negatives = 0,
    deletes = 0;
  if (operation === 'delete') {
    deletes = journal.countByState().pending;
    if (deletes > limits.deletes)
      found(
        'deletes',
        `delete ${deletes.toLocaleString('en')} rows (more than ${limits.deletes.toLocaleString('en')})`,
      );
  } else if (target.guardsQuantities && target.valueField) {
    ({ zeros, negatives, rows: quantities } = journal.pendingValues(target.valueField));
    if (zeros >= limits.minZeros && zeros > limits.zeroShare * quantities) {
      found(
        'zeros',
        `set ${zeros.toLocaleString('en')} of the ${quantities.toLocaleString('en')} quantities it changes to 0 (${pct(zeros, quantities)}, more than ${pct(limits.zeroShare, 1)})`,
      );
    }
    if (limits.negatives && negatives > 0)
      found(
        'negatives',
        `send ${negatives.toLocaleString('en')} negative ${negatives === 1 ? 'quantity' : 'quantities'}`,
      );
  }
  const reasons = findings.map((f) => f.reason);
  return reasons.length ? { reasons, findings, zeros, quantities, negatives, deletes } : null;
}

/** "row 7, SKU 1002, DC 3, -4": a finding's row as the CLI and the logs say it. */
export function guardedRowText(r: GuardedRow): string {
  return [
    `row ${r.row}`,
    ...(r.sku !== undefined ? [`SKU ${r.sku}`] : []),
    ...(r.dc !== undefined ? [`DC ${r.dc}`] : []),
    ...(r.value !== undefined ? [String(r.value)] : []),
  ].join(', ');
}

/** A finding in one line: its clause, then its first rows and how many more. */
export function findingText(f: MassFinding): string {
  const rows = f.rows.map(guardedRowText).join('; ');
  return rows ? `${f.reason}: ${rows}${f.more ? `; and ${f.more.toLocaleString('en')} more` : ''}` : f.reason;
}
