// What the guards add to one watched file's run (issue 28): the check the engine calls once
// the file is planned, before anything is sent (runImport's beforeSend), and which errors hold
// a file for a person rather than fail it. The engine's own zero guardrail is left to the
// zeroed-stock guard here, which judges zeros against every quantity the file touches (not
// only those it changes), so a full feed dropping two products of a thousand is not a mass change.
import { DEFAULT_GUARDRAILS, MassChangeRefused, type GuardrailLimits, type RunOptions } from '../jobs/index.js';
import type { ErrorMessage, ErrorParam, ShownError } from '../../shared/errors/index.js';
import { SheetError } from '../sheets/index.js';
import type { FolderState } from './folder-state.js';
import { GuardHeld, RELEASE_HINT, guardThresholds, judgeRun, unreadable, type GuardThresholds } from './guards.js';

/** Negatives and deletes still ask as on `import`; zeros are the zeroed-stock guard's to judge. */
const WATCH_GUARDRAILS: GuardrailLimits = { ...DEFAULT_GUARDRAILS, zeroShare: 1 };

/** The file in hand: its job once it exists, its rows once planned (the guards have run by then). */
export interface Picked {
  folder: string;
  name: string;
  hash: string;
  jobId: string | null;
  rows?: number;
  /** The jobs folder the watcher's journals are in (default: the data folder's). */
  jobsDir?: string | undefined;
}

/** The run options that guard one file: judged before sending, unless a person released it. */
export function guardOptions(
  state: FolderState,
  p: Picked,
  guards: Partial<GuardThresholds> | undefined,
  released: boolean,
): Pick<RunOptions, 'beforeSend' | 'guardrails' | 'allowMassChange'> {
  const limits = guardThresholds(guards);
  return {
    guardrails: WATCH_GUARDRAILS,
    ...(released ? { allowMassChange: true } : {}),
    beforeSend: (figures) => {
      if (!released) {
        const held = judgeRun(figures, limits, state.lastImport());
        if (held) throw held;
      }
      // Passed: remembered with the job, so a resumed run still knows what the next file is compared with.
      p.rows = figures.rows;
      state.setCurrent({ file: p.name, hash: p.hash, ...(p.jobId ? { job: p.jobId } : {}), rows: figures.rows });
    },
  };
}

/** A shown text as a message's parameter: a text as it is, a message nested. */
export const asParam = (s: ShownError): ErrorParam => ('text' in s ? s.text : s);
const held = (why: ShownError): ErrorMessage => ({
  id: 'errors:watch.held',
  params: { why: asParam(why), hint: RELEASE_HINT },
});

/**
 * Why this error holds the file (nothing was sent), as data: the CLI and the held file's
 * reason say it in English, the app in the user's language; null when it is not a hold.
 */
export function holdReason(err: unknown, p: Picked): ErrorMessage | null {
  if (err instanceof GuardHeld || err instanceof MassChangeRefused) return held(err.shownMessage);
  // A file that cannot be read is held before its rows are judged; later (its report) it is the run's failure.
  if (err instanceof SheetError && p.rows === undefined)
    return held(unreadable(err.message, err.shownMessage).shownMessage);
  return null;
}
