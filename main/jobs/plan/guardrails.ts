// Guardrails on live data: before anything is sent, a run that would set many of the
// quantities it touches to 0, send a negative quantity, or delete many rows stops and asks.
// Such runs are nearly always a wrong column or a half-filled export; the person confirms
// (the CLI's --allow-mass-change, the app's confirmation) and the same job goes on.
import { guardedRows, type GuardedKind, type GuardedRow, type Journal } from '../../journal/index.js';
import type { ErrorMessage, ErrorParam } from '../../../shared/errors/index.js';
import { renderMessage } from '../../../shared/i18n/index.js';
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
  /** The clause, with its numbers (as in `reasons`), in English. */
  reason: string;
  /** The same clause as data, for the app to say in the user's language. */
  clause: ErrorMessage;
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

const pct = (n: number, of: number): string => `${Math.round((100 * n) / Math.max(of, 1))}`;
// Figures go into the clause as the CLI writes them (12,000), so its English is unchanged.
const n = (x: number): string => x.toLocaleString('en');
const finding = (key: string, params: Record<string, ErrorParam>): ErrorMessage => ({
  id: `errors:job.finding.${key}`,
  params,
});

/** The limits this run's pending rows cross, or null when none. */
export function checkGuardrails(
  journal: Journal,
  target: ImportTarget,
  operation: ImportOperation,
  limits: GuardrailLimits = DEFAULT_GUARDRAILS,
): MassChange | null {
  const findings: MassFinding[] = [];
  const found = (kind: GuardedKind, clause: ErrorMessage): void => {
    const { rows, total } = guardedRows(journal, kind, target.valueField, FINDING_ROWS);
    findings.push({ kind, reason: renderMessage(clause), clause, rows, more: Math.max(0, total - rows.length) });
  };
  let zeros = 0,
    quantities = 0,
    negatives = 0,
    deletes = 0;
  if (operation === 'delete') {
    deletes = journal.countByState().pending;
    if (deletes > limits.deletes)
      found('deletes', finding('deletes', { deletes: n(deletes), limit: n(limits.deletes) }));
  } else if (target.guardsQuantities && target.valueField) {
    ({ zeros, negatives, rows: quantities } = journal.pendingValues(target.valueField));
    if (zeros >= limits.minZeros && zeros > limits.zeroShare * quantities) {
      const share = pct(zeros, quantities);
      found(
        'zeros',
        finding('zeros', { zeros: n(zeros), quantities: n(quantities), share, limit: pct(limits.zeroShare, 1) }),
      );
    }
    if (limits.negatives && negatives > 0)
      found('negatives', finding(negatives === 1 ? 'negative' : 'negatives', { count: n(negatives) }));
  }
  const reasons = findings.map((f) => f.reason);
  return reasons.length ? { reasons, findings, zeros, quantities, negatives, deletes } : null;
}

/** "row 7, SKU 1002, DC 3, -4": a finding's row as data. */
function guardedRowMessage(r: GuardedRow): ErrorMessage {
  return finding('row', {
    row: r.row,
    ...(r.sku !== undefined ? { sku: finding('sku', { sku: r.sku }) } : {}),
    ...(r.dc !== undefined ? { dc: finding('dc', { dc: r.dc }) } : {}),
    ...(r.value !== undefined ? { value: finding('value', { value: r.value }) } : {}),
  });
}

/** A finding in one clause: what it would do, then its first rows and how many more. */
export function findingText(f: MassFinding): ErrorMessage {
  if (!f.rows.length) return f.clause;
  const rows = f.rows.map(guardedRowMessage);
  return f.more
    ? finding('rowsMore', { finding: f.clause, rows, more: n(f.more) })
    : finding('rows', { finding: f.clause, rows });
}

/** All a run's findings in one clause ("... , and ..."): what `this run would` do. */
export function findingsText(findings: MassFinding[]): ErrorMessage {
  const [first, second, third] = findings.map(findingText);
  if (!second) return first!;
  return third
    ? { id: 'errors:job.findings.three', params: { first: first!, second, third } }
    : { id: 'errors:job.findings.two', params: { first: first!, second } };
}
