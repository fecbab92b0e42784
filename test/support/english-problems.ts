// Field problems carry messages as data (issue 40); these put them into English, as the CLI
// and the sandbox say them, so tests can hold the exact words.
import { checkValue, coerceCell, problemText, validateBody, type FieldProblem } from '../../shared/resources/index.js';

export type EnglishProblem = Omit<FieldProblem, 'message' | 'fix'> & { message: string; fix: string };

export const englishProblem = (p: FieldProblem): EnglishProblem => ({ ...p, ...problemText(p) });

/** coerceCell with its problem in English. */
export function coerceEnglish(...args: Parameters<typeof coerceCell>) {
  const r = coerceCell(...args);
  return r.ok ? r : { ...r, problem: englishProblem(r.problem) };
}

/** checkValue with its problem in English. */
export function checkEnglish(...args: Parameters<typeof checkValue>): EnglishProblem | null {
  const p = checkValue(...args);
  return p ? englishProblem(p) : null;
}

/** validateBody with its problems in English. */
export function validateEnglish(...args: Parameters<typeof validateBody>): EnglishProblem[] {
  return validateBody(...args).map(englishProblem);
}
