// Issue 25: one long cell must not stall an import through a regex that backtracks
// super-linearly. eslint.config.js turns on eslint-plugin-regexp's
// no-super-linear-backtracking for every product folder; this proves it catches a planted
// quadratic pattern (the shape coerce-cell.ts once had) and passes its linear rewrite.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function backtrackingFindings(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'regexp/no-super-linear-backtracking').length;
}

describe('the regex backtracking lint rule', () => {
  for (const folder of ['shared/resources', 'main/sheets', 'main/jobs/validate', 'server/v1', 'renderer/src']) {
    it(`fails a quadratic pattern in ${folder} and passes its linear rewrite`, async () => {
      const file = `${folder}/planted.ts`;
      expect(await backtrackingFindings(file, 'export const N = /^\\s*(\\d+)?\\s*$/;\n')).toBeGreaterThan(0);
      expect(await backtrackingFindings(file, 'export const N = /^(?:\\d+)?$/;\n')).toBe(0);
    });
  }
});
