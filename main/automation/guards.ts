// Guards learned from history (issue 28): an unattended run is checked after its review and
// before anything is sent, against the last file this folder imported. A truncated export
// (far fewer rows), one that would zero much of the stock, one with many Invalid rows, or an
// empty or unreadable file is held for a person instead of sent. The first file of a folder
// has no history: only the guards that need none apply to it.
import { UserError, type ErrorMessage, type ErrorParam, type ShownError } from '../../shared/errors/index.js';
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

/** What a person does with a held file: the hint of every hold. */
export const RELEASE_HINT: ErrorMessage = { id: 'errors:watch.releaseHint' };

/** A file the guards hold: nothing sent; the message names the guard and its figures (as parameters). */
export class GuardHeld extends UserError {
  constructor(
    readonly guards: GuardName[],
    message: ErrorMessage,
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

// Figures go into the message as the CLI writes them (12,000): the CLI's words stay as they were.
const n = (x: number): string => x.toLocaleString('en-US');

/** A share in percent; one decimal when rounding would land on the guard's own figure. */
function pct(part: number, whole: number, guard: number): string {
  const exact = (100 * part) / Math.max(whole, 1);
  const whole100 = Math.round(exact);
  return `${whole100 === guard && exact !== guard ? exact.toFixed(1) : whole100}`;
}

const guard = (key: string, params?: Record<string, ErrorParam>): ErrorMessage => ({
  id: `errors:watch.guard.${key}`,
  ...(params ? { params } : {}),
});

/** One share of zeros over the guard ("it would set 12 of the 40 quantities it touches to 0, 30%"); null under it. */
function zeroedShare(f: { zeros: number; touched: number; feed: number }, dc: string | null, limit: number) {
  if (f.zeros < MIN_ZEROS || f.zeros <= (limit / 100) * f.touched) return null;
  const params: Record<string, ErrorParam> = {
    zeros: n(f.zeros),
    touched: n(f.touched),
    share: pct(f.zeros, f.touched, limit),
    ...(f.feed ? { feed: guard('feed', { count: n(f.feed) }) } : {}),
  };
  return dc === null ? guard('zeros', params) : guard('zerosAtDc', { dc, ...params });
}

/** The zeroed-stock guard: per DC when the figures have DCs (each against its own stock, issue 41), else the whole file. */
function zeroedReason(figures: RunFigures, limit: number): ErrorMessage | null {
  const { byDc, zeros, touched, fullFeedZeros } = figures;
  const shares = byDc?.length
    ? byDc.map((d) => zeroedShare({ zeros: d.zeros, touched: d.touched, feed: d.feedZeros }, d.key, limit))
    : [zeroedShare({ zeros, touched, feed: fullFeedZeros }, null, limit)];
  const over = shares.filter((r): r is ErrorMessage => r !== null);
  return over.length ? guard('zeroed', { shares: over, guard: limit }) : null;
}

/** "Held by A; and by B.": the guards tripped, at most the three that compare figures. */
const BY = ['by1', 'by2', 'by3'] as const;
const PLACES = ['first', 'second', 'third'] as const;

/** The guards a planned run trips, with its figures; null when it may be sent. */
export function judgeRun(figures: RunFigures, limits: GuardThresholds, last: LastFile | undefined): GuardHeld | null {
  const { rows, invalidRows } = figures;
  if (rows === 0) return new GuardHeld(['empty'], guard('empty'));
  const tripped: GuardName[] = [];
  const reasons: ErrorMessage[] = [];
  if (last && rows < (limits.minRows / 100) * last.rows) {
    tripped.push('rows');
    reasons.push(
      guard('rows', {
        rows: n(rows),
        share: pct(rows, last.rows, limits.minRows),
        lastRows: n(last.rows),
        file: last.file,
        guard: limits.minRows,
      }),
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
      guard('invalid', {
        invalid: n(invalidRows),
        rows: n(rows),
        share: pct(invalidRows, rows, limits.maxInvalid),
        guard: limits.maxInvalid,
      }),
    );
  }
  if (!tripped.length) return null;
  const params = Object.fromEntries(reasons.map((r, i) => [PLACES[i]!, r]));
  return new GuardHeld(tripped, guard(BY[reasons.length - 1]!, params));
}

/** The reader's messages (shared/errors/english-sheets.ts) that say the file or its header is empty. */
const EMPTY_IDS: ReadonlySet<string> = new Set(['errors:sheet.emptyFile', 'errors:sheet.headerEmpty']);

/**
 * Whether the reader's message says the file is empty: decided on its id (a SheetError's
 * `what`), never on its English, which holds the file's name ("stock is empty.csv").
 */
function saysEmpty(shown: ShownError | undefined): boolean {
  if (!shown || 'text' in shown) return false;
  const what = shown.params?.what;
  return EMPTY_IDS.has(shown.id) || (typeof what === 'object' && 'id' in what && EMPTY_IDS.has(what.id));
}

/**
 * A file that cannot be read (or is empty before its header): held, not failed, for a person
 * to look at. `message` is the reader's English; `shown` the same as data, when it has it.
 */
export function unreadable(message: string, shown?: ShownError): GuardHeld {
  const empty = saysEmpty(shown);
  const why = !shown ? message : 'text' in shown ? shown.text : shown;
  return new GuardHeld([empty ? 'empty' : 'unreadable'], guard(empty ? 'emptyFile' : 'unreadable', { why }));
}
