// One problem with one field's value: what is wrong (message) and how to fix it (fix).
// Both are messages as data (issue 40): the client shows them per row and cell in the
// user's language; the sandbox turns them into 400 error texts in English.
import { englishText, type Message } from '../i18n/index.js';

export type ProblemRule =
  'type' | 'int32' | 'nullable' | 'maxLength' | 'enum' | 'required' | 'unknownField' | 'notPatchable';

export interface FieldProblem {
  field: string;
  value: unknown;
  rule: ProblemRule;
  message: Message;
  fix: Message;
}

export function problem(
  field: string,
  value: unknown,
  rule: ProblemRule,
  message: Message,
  fix: Message,
): FieldProblem {
  return { field, value, rule, message, fix };
}

/** A problem in English, as the sandbox's error texts say it. */
export function problemText(p: FieldProblem): { message: string; fix: string } {
  return { message: englishText(p.message), fix: englishText(p.fix) };
}

/** A value as it appears in a message: strings quoted, long values cut so a row stays readable. */
export function show(value: unknown): string {
  let s: string;
  if (value === undefined) s = 'nothing';
  else if (typeof value === 'string') s = `'${value}'`;
  else {
    try {
      s = JSON.stringify(value) ?? String(value);
    } catch {
      s = String(value);
    }
  }
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
