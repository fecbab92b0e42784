// What Review says a row will do, in a word the renderer translates (issue 42): for a row that
// will fail, the kind of reason ("unknown SKU", "not a whole number"), so the Status column
// reads "Will fail: unknown SKU" and rows group by reason; for a quantity the guardrails stop
// on, whether it is negative or sets the quantity to 0. Read from the engine's English
// messages and the planned values, never from the UI's words.
import type { FailReason } from '../../shared/ipc/index.js';
import type { JournalRow } from '../journal/index.js';

const PATTERNS: [RegExp, FailReason][] = [
  [/^Unknown SKU\b/, 'unknownSku'],
  [/no distribution center with ID\b/, 'unknownDc'],
  [/ is missing\b|cannot be empty/, 'missing'],
  [/is not a whole number|outside the int32 range/, 'notWhole'],
  [/is not a number|is not a valid /, 'notNumber'],
  [/characters long(; at most|, too long)/, 'tooLong'],
];

/** The kind of reason an Invalid row's message gives. */
export function failReason(message: string): FailReason {
  for (const [pattern, reason] of PATTERNS) if (pattern.test(message)) return reason;
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
