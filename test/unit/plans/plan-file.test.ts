// Issue 45: a plan file is checked whole before anything is read or sent; each mistake is one
// message naming the plan, where in it, and what is wrong.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlan } from '../../../main/plans/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-plan-file-');
afterAll(() => removeDir(dir));

function planFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const centers = { id: 'centers', file: 'centers.csv', resource: 'DistributionCenters' };
const stock = {
  id: 'stock',
  file: 'book.xlsx',
  sheet: 'Stock',
  resource: 'DCQuantities',
  dependsOn: ['centers'],
  references: [{ column: 'DC Code', step: 'centers', by: 'Code', into: 'DC' }],
};

describe('loadPlan', () => {
  it('reads YAML and JSON alike, with paths relative to the plan and the defaults filled in', async () => {
    const yaml = planFile(
      'a.yaml',
      'steps:\n  - { id: centers, file: centers.csv, resource: DistributionCenters }\n  - id: stock\n    file: book.xlsx\n    sheet: Stock\n    resource: DCQuantities\n    dependsOn: [centers]\n    references:\n      - { column: DC Code, step: centers, by: Code, into: DC }\n',
    );
    const json = planFile('a.json', JSON.stringify({ steps: [centers, stock] }));
    for (const path of [yaml, json]) {
      const plan = await loadPlan(path);
      expect(plan.path).toBe(path);
      expect(plan.steps.map((s) => [s.id, s.file, s.stopOnError, s.dependsOn])).toEqual([
        ['centers', join(dir, 'centers.csv'), true, []],
        ['stock', join(dir, 'book.xlsx'), true, ['centers']],
      ]);
      expect(plan.steps[1]!.references).toEqual([{ column: 'DC Code', step: 'centers', by: 'Code', into: 'DC' }]);
    }
  });

  it.each([
    ['an unknown key', { steps: [{ ...centers, bogus: 1 }] }, 'steps.0: Unrecognized key: "bogus"'],
    ['no steps', { steps: [] }, 'steps: Too small'],
    ['a step id used twice', { steps: [centers, centers] }, 'step id "centers" is used twice'],
    [
      'a dependsOn on a later step',
      { steps: [{ ...stock, references: [] }, centers] },
      'step stock depends on "centers", which is not an earlier step',
    ],
    [
      'a reference to a step it does not depend on',
      { steps: [centers, { ...stock, dependsOn: [] }] },
      `step stock's reference DC Code takes from step "centers"; add it to dependsOn`,
    ],
  ])('refuses %s', async (_what, plan, message) => {
    const path = planFile('bad.json', JSON.stringify(plan));
    await expect(loadPlan(path)).rejects.toThrow(`Plan ${path}: ${message}`);
  });

  it('refuses text that is not YAML, naming the plan', async () => {
    const path = planFile('bad.yaml', 'steps: [ {id: a\n');
    await expect(loadPlan(path)).rejects.toThrow(`Plan ${path}: not valid YAML`);
  });
});
