// Guardrails on live data: before anything is sent, a run that would set many of the
// quantities it touches to 0, send a negative quantity, or delete many rows stops and asks.
// Such runs are nearly always a wrong column or a half-filled export; the person confirms
// (the CLI's --allow-mass-change, the app's confirmation) and the same job goes on.
import type { Journal } from '../../journal/index.js';
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

export interface MassChange {
  /** One clause per limit crossed, with its numbers. */
  reasons: string[];
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
  const reasons: string[] = [];
  let zeros = 0,
    quantities = 0,
    negatives = 0,
    deletes = 0;
  if (operation === 'delete') {
    deletes = journal.countByState().pending;
    if (deletes > limits.deletes)
      reasons.push(`delete ${deletes.toLocaleString('en')} rows (more than ${limits.deletes.toLocaleString('en')})`);
  } else if (target.guardsQuantities && target.valueField) {
    ({ zeros, negatives, rows: quantities } = journal.pendingValues(target.valueField));
    if (zeros >= limits.minZeros && zeros > limits.zeroShare * quantities) {
      reasons.push(
        `set ${zeros.toLocaleString('en')} of the ${quantities.toLocaleString('en')} quantities it changes to 0 (${pct(zeros, quantities)}, more than ${pct(limits.zeroShare, 1)})`,
      );
    }
    if (limits.negatives && negatives > 0)
      reasons.push(`send ${negatives.toLocaleString('en')} negative ${negatives === 1 ? 'quantity' : 'quantities'}`);
  }
  return reasons.length ? { reasons, zeros, quantities, negatives, deletes } : null;
}
