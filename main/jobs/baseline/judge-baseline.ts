// The three-way comparison of one cell of a file that came back with its baseline: what was
// exported, what the file holds now, what the service holds now. The file unchanged since the
// export: nothing to send, whatever the service holds. The file changed and the service not:
// send (the usual pre-flight decides). Both changed, and differently: Skipped with the three
// values named, unless the person chose to overwrite newer values (--overwrite-newer, the
// app's "Send anyway").
import { engineMessage, type Message, type RowText } from '../../../shared/i18n/index.js';
import { baselineValue, cellKey, type Baseline } from './baseline.js';

export type BaselineVerdict = { result: 'Unchanged' | 'Skipped'; message: Message } | null; // no say: the pre-flight goes on as without a baseline

/** A verdict's values part alone, for a row that names several fields in one message. */
export type CellComparison = { result: 'Unchanged' | 'Skipped'; detail: string } | null;

/** How the message of a cell held back begins (the report finds such cells by it). */
export const HELD_BACK = 'Changed on the service since the export';

export function isHeldBack(message: RowText | null | undefined): boolean {
  if (message && typeof message === 'object') return message.id === 'baseline.heldBack';
  return message?.startsWith(HELD_BACK) ?? false; // a row of a journal written before issue 40
}

/** What the person writes to send a Skipped row anyway, in the message itself. */
export const OVERWRITE_HINT = 'to send it anyway: --overwrite-newer (CLI) or "Send anyway" (app)';

/** A JSON value as the message shows it: numbers bare, text quoted, nothing as (blank). */
function shown(json: string): string {
  const v = JSON.parse(json) as unknown;
  return v === null ? '(blank)' : typeof v === 'string' ? JSON.stringify(v) : String(v);
}

export interface BaselineCell {
  baseline: Baseline;
  rowKey: string;
  column: string;
  /** What the file's row sets. */
  wanted: unknown;
  /** The service's current value as JSON text; null when it holds none. */
  current: string | null;
  overwriteNewer: boolean;
  /** Names the field in the message, for a row of several fields (a distribution center). */
  label?: string;
}

/** The message of a row held back: each detail names the exported, current and file values. */
export function heldBackMessage(details: string[]): Message {
  return engineMessage('baseline.heldBack', { details: details.join('; ') });
}

/** The message of a row (or cells) not edited since the export. */
export function notEditedMessage(details: string[]): Message {
  return engineMessage('baseline.notEdited', { details: details.join('; ') });
}

/** The three-way comparison of one cell; null: no say. */
export function compareWithBaseline(c: BaselineCell): CellComparison {
  const exported = c.baseline.values.get(cellKey(c.rowKey, c.column));
  if (exported === undefined) return null; // not in the export: nothing to compare with
  const file = baselineValue(c.wanted);
  const now = c.current ?? 'null';
  if (now === file) return null; // the service holds the file's value: Unchanged as ever
  const label = c.label ? `${c.label}: ` : '';
  if (file === exported) {
    const detail = `${label}exported ${shown(exported)}, now ${shown(now)} on the service`;
    return { result: 'Unchanged', detail };
  }
  if (now === exported || c.overwriteNewer) return null;
  const detail = `${label}exported ${shown(exported)}, now ${shown(now)} on the service, file ${shown(file)}`;
  return { result: 'Skipped', detail };
}

export function judgeAgainstBaseline(c: BaselineCell): BaselineVerdict {
  const compared = compareWithBaseline(c);
  if (!compared) return null;
  const { result, detail } = compared;
  return { result, message: result === 'Skipped' ? heldBackMessage([detail]) : notEditedMessage([detail]) };
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/*$/;

/**
 * The baseline applies to the connection it was taken from (an export of another service says
 * nothing of this one). The built-in sandbox answers on a new local port each time it starts,
 * over the same data folder: an export it made at a local address is its own.
 */
export function baselineApplies(baseline: Baseline, baseUrl: string | undefined, builtInSandbox = false): boolean {
  if (builtInSandbox && LOOPBACK.test(baseline.baseUrl)) return true;
  return !baseline.baseUrl || !baseUrl || baseline.baseUrl.replace(/\/+$/, '') === baseUrl.replace(/\/+$/, '');
}
