// The floor plan inside main/jobs (scripts/code-shape/jobs-floors.ts): the real tree has no
// arrow back up, and a planted one (a stage importing a resource's file) fails the check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jobsArrows, jobsViolations } from '../../../scripts/code-shape/jobs-floors.js';

const root = path.resolve(__dirname, '../../..');

function plant(files: Record<string, string>): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-floors-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, name)), { recursive: true });
    fs.writeFileSync(path.join(tree, name), text);
  }
  return tree;
}

describe('the floors of main/jobs', () => {
  const planted: string[] = [];
  afterEach(() => {
    for (const dir of planted.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the tree has no arrow running back up', () => {
    expect(jobsViolations(root)).toEqual([]);
  });

  it('a planted plan -> targets import runs back up and is named with its file', () => {
    const tree = plant({
      'main/jobs/target.ts': 'export interface T { resource: string }\n',
      'main/jobs/targets/dc.ts': "import type { T } from '../target.js';\nexport const DC: T = { resource: 'x' };\n",
      'main/jobs/plan/plan.ts':
        "import type { T } from '../target.js';\nimport { DC } from '../targets/dc.js';\nexport const t: T = DC;\n",
    });
    planted.push(tree);
    expect(jobsViolations(tree)).toEqual([
      {
        from: 'plan',
        to: 'targets',
        imports: 1,
        example: 'main/jobs/plan/plan.ts imports main/jobs/targets/dc.ts',
        direction: 'up',
      },
    ]);
    expect(jobsArrows(tree).map((a) => `${a.from} -> ${a.to} ${a.direction}`)).toEqual([
      'plan -> target.ts down',
      'plan -> targets up',
      'targets -> target.ts down',
    ]);
  });

  it('a room on no floor fails until it is placed', () => {
    const tree = plant({
      'main/jobs/vocabulary.ts': 'export type W = string;\n',
      'main/jobs/newroom/a.ts': "import type { W } from '../vocabulary.js';\nexport const a: W = 'a';\n",
    });
    planted.push(tree);
    expect(jobsViolations(tree).map((a) => `${a.from} -> ${a.to} ${a.direction}`)).toEqual([
      'newroom -> vocabulary.ts unplaced',
    ]);
    expect(jobsViolations(tree, [['vocabulary.ts'], ['newroom']])).toEqual([]);
  });
});
