// Issue 28, machine-readable results: `import --json` and `resume --json` print one JSON
// object per job on stdout and nothing else, also after an interrupt (Ctrl-C) or an error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, killChildren, removeDir, startCli, startService, tempDir, type Service } from '../../support/index.js';
import { jsonLines, stockCsv } from './watch-helpers.js';

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-json-');
  // $batch answers 2 s late, so Ctrl-C lands while a batch is in flight.
  svc = await startService({ seedProducts: 20, rateLimit: 0, batchLatencyMs: 2000 });
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

describe('--json', () => {
  it('import --json: one object with the counts, the workbooks and the failed rows', async () => {
    const file = join(dir, 'mixed.csv');
    writeFileSync(file, 'Product ID,DC,Qty\n2000001,1,11\n2000002,1,12\n2000003,1,lots\n');
    const out = join(dir, 'mixed-result.xlsx');
    const r = await cli(
      ['import', file, '--resource', 'DCQuantities', '--out', out, '--credentials', svc.creds, '--json'],
      join(dir, 'home'),
    );
    expect(r.code, r.stderr).toBe(1);
    const objects = jsonLines(r.stdout);
    expect(objects).toHaveLength(1);
    const o = objects[0]!;
    expect(o).toMatchObject({ file, status: 'partly failed', result: out, exitCode: 1 });
    expect(o.job).toMatch(/^\d{8}-\d{6}-/);
    expect(o.undo).toMatch(/\.undo\.xlsx$/);
    expect(o.counts).toMatchObject({ Invalid: 1 });
    expect(o.failedRows).toHaveLength(1);
    expect(o.failedRows[0]).toMatchObject({ row: 4 });
    expect(o.failedRows[0]!.message).not.toBe('');
    expect(r.stderr).toContain(`Job ${o.job}`); // the human lines went to stderr
  }, 120_000);

  it('an interrupted import says so in its object, and resume --json finishes the job', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, stockCsv(400_000, 1, 20).text);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const args = ['--credentials', svc.creds, '--json'];
    const run = startCli(
      ['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'stock-result.xlsx'), ...args],
      env,
    );
    await run.waitFor(/send: /, 'stderr');
    run.child.kill('SIGINT');
    const stopped = await run.done;
    expect(stopped.code, stopped.stderr).toBe(4);
    const [interrupted, ...rest] = jsonLines(stopped.stdout);
    expect(rest).toEqual([]);
    expect(interrupted).toMatchObject({ status: 'interrupted', exitCode: 4 });

    const resumed = await cli(['resume', interrupted!.job!, ...args], join(dir, 'home'));
    expect(resumed.code, resumed.stderr).toBe(0);
    const objects = jsonLines(resumed.stdout);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({ job: interrupted!.job, file, status: 'succeeded', exitCode: 0, failedRows: [] });
  }, 180_000);

  it('an import that cannot run still prints its object', async () => {
    const missing = join(dir, 'nope.csv');
    const r = await cli(
      [
        'import',
        missing,
        '--resource',
        'DCQuantities',
        '--out',
        join(dir, 'n.xlsx'),
        '--credentials',
        svc.creds,
        '--json',
      ],
      join(dir, 'home'),
    );
    expect(r.code).toBe(2);
    const objects = jsonLines(r.stdout);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({ job: null, file: missing, status: 'error', exitCode: 2 });
    expect(objects[0]!.message).toContain('nope.csv');
  }, 60_000);
});
