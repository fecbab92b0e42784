// Guards learned from history (issue 28): an unattended run is checked after its review and
// before anything is sent, against the last file this folder imported. A truncated export
// (far fewer rows), one that would zero much of the stock, one with many Invalid rows, or an
// empty or unreadable file is held for a person instead of sent. The first file of a folder
// has no history: only the guards that need none apply to it.
import { UserError } from '../../shared/errors/index.js';
import type { RunFigures } from '../jobs/index.js';

/** Percentages, 0-100. */
export interface GuardThresholds {
  /** Hold a file with fewer rows than this share of the last file's. */
  minRows: number;
  /** Hold a run that would set more than this share of the quantities it touches to 0. */
  maxZeroed: number;
  /** Hold a file with more than this share of its rows Invalid. */
  maxInvalid: number;
}

export const DEFAULT_GUARDS: GuardThresholds = { minRows: 80, maxZeroed: 20, maxInvalid: 10 };

/** Setting one quantity or two to 0 is never a mass zeroing (the engine's guardrails agree: minZeros). */
const MIN_ZEROS = 2;

export type GuardName = 'rows' | 'zeroed' | 'invalid' | 'empty' | 'unreadable' | 'mass change' | 'held before';

/** The last file the folder imported, as the guards compare with it. */
export interface LastFile {
  file: string;
  rows: number;
  at: string;
}

export const RELEASE_HINT =
  'Nothing was sent. If the file is right, move it back into the watched folder and run watch with --release-held (or use Release on the automation in the app) to send it.';

/** A file the guards hold: nothing sent; the message names the guard and its figures. */
export class GuardHeld extends UserError {
  constructor(
    readonly guards: GuardName[],
    message: string,
  ) {
    super(message, RELEASE_HINT);
    this.name = 'GuardHeld';
  }
}

export function guardThresholds(given: Partial<GuardThresholds> = {}): GuardThresholds {
  const out = { ...DEFAULT_GUARDS };
  for (const k of Object.keys(out) as (keyof GuardThresholds)[]) {
    const v = given[k];
    if (v !== undefined) {
      if (!Number.isFinite(v) || v < 0 || v > 100)
        throw new UserError(
          { id: 'errors:watch.guardRange', params: { guard: k, value: v } },
          { id: 'errors:watch.guardRangeHint' },
        );
      out[k] = v;
    }
  }
  return out;
}

const n = (x: number): string => x.toLocaleString('en-US');

/** A share as a percentage; one decimal when rounding would land on the guard's own figure. */
function pct(part: number, whole: number, guard: number): string {
  const exact = (100 * part) / Math.max(whole, 1);
  const whole100 = Math.round(exact);
  return `${whole100 === guard && exact !== guard ? exact.toFixed(1) : whole100}%`;
}

/** One share of zeros over the guard, in words ("it would set 12 of the 40 quantities it touches to 0, 30%"); null under it. */
function zeroedShare(f: { zeros: number; touched: number; feed: number }, there: string, guard: number): string | null {
  if (f.zeros < MIN_ZEROS || f.zeros <= (guard / 100) * f.touched) return null;
  const feed = f.feed ? `, ${n(f.feed)} of them quantities not in the file (full feed)` : '';
  return `it would set ${n(f.zeros)} of the ${n(f.touched)} quantities it touches${there} to 0${feed}, ${pct(f.zeros, f.touched, guard)}`;
}

/** The zeroed-stock guard: per DC when the figures have DCs (each against its own stock, issue 41), else the whole file. */
function zeroedReason(figures: RunFigures, guard: number): string | null {
  const { byDc, zeros, touched, fullFeedZeros } = figures;
  const shares = byDc?.length
    ? byDc.map((d) => {
        const share = zeroedShare({ zeros: d.zeros, touched: d.touched, feed: d.feedZeros }, ' there', guard);
        return share && `at DC ${d.key} ${share}`;
      })
    : [zeroedShare({ zeros, touched, feed: fullFeedZeros }, '', guard)];
  const over = shares.filter((r): r is string => r !== null);
  return over.length ? `the zeroed-stock guard: ${over.join('; ')}; the guard is ${guard}%` : null;
}

/** The guards a planned run trips, in words with its figures; null when it may be sent. */
export function judgeRun(figures: RunFigures, limits: GuardThresholds, last: LastFile | undefined): GuardHeld | null {
  const { rows, invalidRows } = figures;
  if (rows === 0) return new GuardHeld(['empty'], 'Held by the empty-file guard: the file has no rows.');
  const tripped: GuardName[] = [];
  const reasons: string[] = [];
  if (last && rows < (limits.minRows / 100) * last.rows) {
    tripped.push('rows');
    reasons.push(
      `the row-count guard: ${n(rows)} rows, ${pct(rows, last.rows, limits.minRows)} of the ${n(last.rows)} rows of ${last.file}; the guard is ${limits.minRows}%`,
    );
  }
  const zeroed = zeroedReason(figures, limits.maxZeroed);
  if (zeroed) {
    tripped.push('zeroed');
    reasons.push(zeroed);
  }
  if (invalidRows > (limits.maxInvalid / 100) * rows) {
    tripped.push('invalid');
    reasons.push(
      `the invalid-rows guard: ${n(invalidRows)} of its ${n(rows)} rows are Invalid, ${pct(invalidRows, rows, limits.maxInvalid)}; the guard is ${limits.maxInvalid}%`,
    );
  }
  return tripped.length ? new GuardHeld(tripped, `Held by ${reasons.join('; and by ')}.`) : null;
}

/** A file that cannot be read (or is empty before its header): held, not failed, for a person to look at. */
export function unreadable(message: string): GuardHeld {
  const empty = /\bis empty\b/i.test(message);
  return new GuardHeld(
    [empty ? 'empty' : 'unreadable'],
    `Held by the ${empty ? 'empty' : 'unreadable'}-file guard: ${message.replace(/\.?$/, '.')}`,
  );
}
