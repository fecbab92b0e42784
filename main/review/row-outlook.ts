// What Review says a row will do, in a word the renderer translates (issue 42): for a row that
// will fail, the kind of reason ("unknown SKU", "not a whole number"), so the Status column
// reads "Will fail: unknown SKU" and rows group by reason; for a quantity the guardrails stop
// on, whether it is negative or sets the quantity to 0. Read from the ids of the engine's
// messages (issue 40) and the planned values, never from the UI's words.
import { messageNodes, type RowText } from '../../shared/i18n/index.js';
import type { FailReason } from '../../shared/ipc/index.js';
import type { JournalRow } from '../journal/index.js';

// The first kind any of a message's ids names wins, in this order.
const KINDS: [FailReason, readonly string[]][] = [
  ['unknownSku', ['plan.unknownSku', 'plan.unknownSkuAnyProfile']],
  ['unknownDc', ['dc.unknownId', 'dc.unknownIdNone']],
  ['missing', ['row.keyMissing', 'doc.noAdjustment', 'check.keyEmpty', 'check.notNullable']],
  ['notWhole', ['check.notWhole', 'cell.notWhole', 'check.outsideInt32', 'cell.outsideInt32', 'row.profileNotWhole']],
  ['notNumber', ['cell.notNumber', 'check.wrongType']],
  ['tooLong', ['check.tooLong', 'cell.tooLongWhole', 'cell.tooLongNumber']],
];

// A text nobody wrote here (the service's words) or an older journal's English: read by its
// wording, the same kinds as KINDS.
const PATTERNS: [RegExp, FailReason][] = [
  [/^Unknown SKU\b/, 'unknownSku'],
  [/no distribution center with ID\b/, 'unknownDc'],
  [/ is missing\b|cannot be empty/, 'missing'],
  [/is not a whole number|outside the int32 range/, 'notWhole'],
  [/is not a number|is not a valid /, 'notNumber'],
  [/characters long(; at most|, too long)/, 'tooLong'],
];

/** The kind of reason an Invalid row's message gives. */
export function failReason(message: RowText | null): FailReason {
  if (message === null) return 'other';
  if (typeof message === 'string') {
    for (const [pattern, reason] of PATTERNS) if (pattern.test(message)) return reason;
    return 'other';
  }
  const ids = new Set(messageNodes(message).map((m) => m.id));
  for (const [reason, of] of KINDS) if (of.some((id) => ids.has(id))) return reason;
  return 'other';
}

/** 'negative' or 'zero' when a planned quantity is one the guardrails ask about. */
export function quantityFlag(lines: JournalRow[], valueField: string | null): 'negative' | 'zero' | undefined {
  if (!valueField) return undefined;
  for (const line of lines) {
    if (line.state !== 'pending' || !line.fields) continue;
    const value = (JSON.parse(line.fields) as Record<string, unknown>)[valueField];
    if (typeof value !== 'number') continue;
    if (value < 0) return 'negative';
    if (value === 0) return 'zero';
  }
  return undefined;
}
