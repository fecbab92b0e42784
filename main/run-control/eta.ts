// The time left the Send screen shows (issue 42): the engine's estimate only once it rests on
// enough of the run. Its first batches include the connection's start and the service's warm-up,
// so an estimate from 4 rows said "about 11 min left" for a run of 3,000 rows that took one.
import type { Progress } from '../jobs/index.js';

/** Rows settled before an estimate is trusted, however long they took (or a tenth of a small run). */
export const ETA_MIN_ROWS = 200;
/** Time sending before an estimate is trusted, however few rows settled (a slow service). */
export const ETA_MIN_MS = 3_000;
/** Past this, an estimate is shown even from few rows: saying nothing for longer is worse. */
export const ETA_ANYWAY_MS = 15_000;

/**
 * The engine's estimate of the seconds left, or null while it rests on too little: fewer than
 * ETA_MIN_ROWS rows (or a tenth of the run) or less than ETA_MIN_MS of sending, unless sending
 * has gone on ETA_ANYWAY_MS already.
 */
export function trustedEta(p: Progress | null, sendSince: number | undefined, now: number): number | null {
  if (!p || p.etaSeconds === undefined || p.etaSeconds === null) return null;
  if (p.stage !== 'send' || sendSince === undefined) return p.etaSeconds;
  const elapsed = now - sendSince;
  if (elapsed >= ETA_ANYWAY_MS) return p.etaSeconds;
  const enoughRows = p.done >= Math.min(ETA_MIN_ROWS, Math.ceil((p.total ?? Infinity) / 10));
  return enoughRows && elapsed >= ETA_MIN_MS ? p.etaSeconds : null;
}
