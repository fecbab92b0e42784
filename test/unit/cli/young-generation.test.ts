// The CLI holds V8's young generation at its first size while its modules load and gives the
// growth back before the command runs (main/cli/young-generation.ts, issue 44). V8 reads the
// flag at each resize: a child process churns short-lived objects under each setting and
// reports the young generation's size, so a V8 that ignored the flag at run time (or a
// release that did not release) fails here, not in a slow million-row run.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/index.js';

const CHILD = `
import { getHeapSpaceStatistics } from 'node:v8';
import { holdYoungGeneration, releaseYoungGeneration } from './main/cli/young-generation.ts';
const young = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
const churn = () => { let keep = []; for (let i = 0; i < 2e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 2e5) keep = []; } };
holdYoungGeneration(); churn(); const held = young();
releaseYoungGeneration(); churn(); const released = young();
console.log(JSON.stringify({ held, released }));
`;

describe('the young generation while the CLI loads', () => {
  it('stays at its first size while held and grows again once released', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
      cwd: ROOT,
      timeout: 120_000,
    });
    expect(r.status, r.stderr.toString()).toBe(0);
    const { held, released } = JSON.parse(r.stdout.toString()) as { held: number; released: number };
    expect(held).toBeLessThanOrEqual(4);
    expect(released).toBeGreaterThanOrEqual(16);
  }, 180_000);
});
