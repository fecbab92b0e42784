// One problem with one field's value: what is wrong (message) and how to fix it (fix).
// The client shows these per row and cell; the sandbox turns them into 400 error texts.

export type ProblemRule =
  'type' | 'int32' | 'nullable' | 'maxLength' | 'enum' | 'required' | 'unknownField' | 'notPatchable';

export interface FieldProblem {
  field: string;
  value: unknown;
  rule: ProblemRule;
  message: string;
  fix: string;
}

export function problem(field: string, value: unknown, rule: ProblemRule, message: string, fix: string): FieldProblem {
  return { field, value, rule, message, fix };
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
