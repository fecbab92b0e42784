// A distribution center's row against the baseline its file came with (issue 26): each field
// is judged by the same three-way comparison as a stock or attribute cell. A field the file did
// not edit is left out of the PATCH, whatever the service holds now; a field edited in the file
// and changed on the service too holds the whole row back (Skipped, naming the three values of
// each such field) unless the person chose to overwrite newer values.
import { type Message } from '../../../../shared/i18n/index.js';
import type { Baseline } from '../../baseline/baseline.js';
import { baselineValue } from '../../baseline/baseline.js';
import { compareWithBaseline, heldBackMessage, notEditedMessage } from '../../baseline/judge-baseline.js';
import { keyText } from '../../validate/key-text.js';

export interface LoadedBaseline {
  baseline: Baseline;
  overwriteNewer: boolean;
}

export interface CenterVerdict {
  /** The fields still to compare and send: those the file did not edit are gone. */
  values: Record<string, unknown>;
  /** The row's message when it is held back, else null. */
  heldBack: Message | null;
  /** What the row says when nothing is left to send because the file's fields were not edited. */
  notEdited: Message | null;
}

/** Judges every field of a row that updates `dc`; without a baseline, the row as it is. */
export function judgeCenter(
  loaded: LoadedBaseline | null,
  dc: Record<string, unknown>,
  values: Record<string, unknown>,
): CenterVerdict {
  if (!loaded) return { values, heldBack: null, notEdited: null };
  const rowKey = keyText(['ID'], dc);
  const kept: Record<string, unknown> = {};
  const held: string[] = [];
  const notEdited: string[] = [];
  for (const [field, wanted] of Object.entries(values)) {
    const verdict = compareWithBaseline({
      baseline: loaded.baseline,
      rowKey,
      column: field,
      wanted,
      current: baselineValue(dc[field]),
      overwriteNewer: loaded.overwriteNewer,
      label: field,
    });
    if (verdict?.result === 'Unchanged') notEdited.push(verdict.detail);
    else kept[field] = wanted;
    if (verdict?.result === 'Skipped') held.push(verdict.detail);
  }
  return {
    values: kept,
    heldBack: held.length ? heldBackMessage(held) : null,
    notEdited: notEdited.length ? notEditedMessage(notEdited) : null,
  };
}
