// Conformance of interrupt and resume: SIGINT mid-send exits 4 after the batches in flight,
// `resume --last` / `resume <id>` finish the same job into the same --out with every row
// applied exactly once, and `--retry-failed <id>` sends only the rows that failed. Split from
// resume.test.ts, which holds the SIGKILL runs.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  column,
  jobIdOf,
  freshOnRetry,
  killChildren,
  readCsv,
  readXlsx,
  removeDir,
  type Service,
  show,
  startCli,
  startService,
  tempDir,
  resetCounters,
} from '../../support/index.js';

// Interrupt and resume: Ctrl-C (SIGINT) mid-send stops cleanly after the batches in flight
// with exit 4, and `resume --last` / `resume <id>` finishes the same job into the same --out,
// every row applied exactly once. `--retry-failed <id>` sends only the rows that failed.
describe('conformance: interrupt and resume', () => {
  // Each test runs the CLI as child processes, several at once; give a loaded machine room.
  vi.setConfig({ testTimeout: 120_000 });

  let svc: Service;
  let plain: Service; // no added latency, for the retry test
  let dir: string;
  const PRODUCTS = 300; // x 4 Contoso DCs = 1,200 rows: three chunks of up to 500 for the sender
  const start = async (): Promise<void> => {
    // Each $batch takes at least 0.3 s, so after the first rows are answered the run is still
    // sending when SIGINT arrives. The budget is raised so pacing does not slow the suite.
    svc = await startService({ seedProducts: PRODUCTS, latencyMs: 300, rateLimit: 0 });
    plain = await startService();
    dir = tempDir();
  };
  beforeAll(start, 60_000);
  // A CI retry on the kept sandboxes would find the first attempt's rows applied (Unchanged,
  // keys counted twice) and its job as --last. For a retry only: the first attempt's CLI
  // children killed, fresh sandboxes and a fresh home.
  freshOnRetry(async () => {
    killChildren();
    await Promise.all([svc.close(), plain.close()]);
    await start();
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    await plain?.close();
    removeDir(dir);
  });

  describe('interrupt and resume', () => {
    it('SIGINT mid-run exits 4 after the batches in flight; resume --last finishes it exactly once', async () => {
      const home = join(dir, 'home-int');
      const lines = ['Product ID,DC,Qty'];
      for (let p = 1; p <= PRODUCTS; p++)
        for (let dc = 1; dc <= 4; dc++) lines.push(`${2_000_000 + p},${dc},${700_000 + p * 4 + dc}`);
      const file = join(dir, 'big.csv');
      writeFileSync(file, `${lines.join('\n')}\n`);
      const out = join(dir, 'big-result.xlsx');
      await resetCounters(svc.sandbox);

      // A budget that keeps the run going for a while, so the signal lands mid-run.
      const run = startCli(
        ['import', file, '--resource', 'DCQuantities', '--budget', '3000', '--credentials', svc.creds, '--out', out],
        { COMMERCE_BULK_HOME: home },
      );
      await run.waitFor(/send: [1-9]\d*\//, 'stderr'); // some rows answered, more to go
      run.child.kill('SIGINT');
      const first = await run.done;
      expect(first.code, show(first)).toBe(4);
      const jobId = jobIdOf(first);
      expect(first.stdout).toMatch(new RegExp(`resume ${jobId}`));
      // Never half-written; the result so far is a whole workbook: rows done with their verdicts,
      // the rest 'Not sent' (issue 14), replaced whole by the resume.
      expect(existsSync(`${out}.partial`), 'no result file half-written').toBe(false);
      expect(first.stdout).toContain(`Result so far: ${out}`);
      const sofar = column((await readXlsx(out)).Results!, 'Message').map(String);
      expect(sofar.some((m) => m.startsWith('Not sent: the run stopped before this row'))).toBe(true);
      const partial = Object.values(await svc.mutations()).reduce((a, b) => a + b, 0);
      expect(partial, 'stopped before the end').toBeLessThan(PRODUCTS * 4);
      expect(partial).toBeGreaterThan(0);

      const resumed = await cli(['resume', '--last', '--budget', '100000', '--credentials', svc.creds], home);
      expect(resumed.code, show(resumed)).toBe(0);
      expect(jobIdOf(resumed)).toBe(jobId);
      const m = await svc.mutations();
      expect(Object.keys(m)).toHaveLength(PRODUCTS * 4);
      expect(
        Object.values(m).every((n) => n === 1),
        'every row applied exactly once',
      ).toBe(true);

      const wb = await readXlsx(out);
      const results = column(wb[Object.keys(wb)[0]!]!, 'Result');
      expect(results).toHaveLength(PRODUCTS * 4);
      expect(
        results.every((r) => r === 'Created' || r === 'Updated'),
        [...new Set(results)].join(','),
      ).toBe(true);
      expect(wb.Summary!.map((x) => x.join(' ')).join('\n')).toContain(jobId);

      const jobs = await cli(['jobs', '--json'], home);
      expect(jobs.code).toBe(0);
      expect(JSON.parse(jobs.stdout)[0]).toMatchObject({ id: jobId });
    });

    it('--retry-failed <id> sends only the rows that failed, into the same result file', async () => {
      const home = join(dir, 'home-retry');
      const common = ['--credentials', plain.creds];
      // Make sure the keys of rows 2 and 3 have no value, so an update of them fails with 404.
      const clear = join(dir, 'clear.csv');
      writeFileSync(clear, 'Order ID,Field ID\n6000002,202\n6000003,203\n');
      const seed = join(dir, 'seed.csv');
      writeFileSync(seed, 'Order ID,Field ID,Value\n6000001,201,before\n');
      const setup = await Promise.all([
        cli(
          [
            'import',
            clear,
            '--resource',
            'CustomFields',
            '--operation',
            'delete',
            ...common,
            '--out',
            join(dir, 'clear.csv.csv'),
          ],
          home,
        ),
        cli(['import', seed, '--resource', 'CustomFields', ...common, '--out', join(dir, 'seed.csv.csv')], home),
      ]);
      for (const r of setup) expect(r.code, show(r)).toBe(0);

      const file = join(dir, 'update.csv');
      writeFileSync(file, 'Order ID,Field ID,Value\n6000001,201,after\n6000002,202,two\n6000003,203,three\n');
      const out = join(dir, 'update-result.csv');
      const first = await cli(
        [
          'import',
          file,
          '--resource',
          'CustomFields',
          '--operation',
          'update',
          '--no-preflight',
          ...common,
          '--out',
          out,
        ],
        home,
      );
      expect(first.code, show(first)).toBe(1);
      const id = jobIdOf(first);
      expect(column(readCsv(out), 'Result')).toEqual(['Updated', 'Failed', 'Failed']);
      expect(column(readCsv(out), 'HTTP Status').slice(1)).toEqual(['404', '404']);
      expect(String(column(readCsv(out), 'Message')[1])).not.toBe('');

      // Fix the cause (the values now exist), then retry only the failed rows.
      const fix = join(dir, 'fix.csv');
      writeFileSync(fix, 'Order ID,Field ID,Value\n6000002,202,x\n6000003,203,y\n');
      expect(
        (await cli(['import', fix, '--resource', 'CustomFields', ...common, '--out', join(dir, 'fix.csv.csv')], home))
          .code,
      ).toBe(0);
      const before = await plain.mutations();
      const retry = await cli(['--retry-failed', id], home);
      expect(retry.code, show(retry)).toBe(0);
      expect(jobIdOf(retry)).toBe(id);
      const after = await plain.mutations();
      const changedKeys = Object.keys(after).filter((k) => after[k] !== before[k]);
      expect(changedKeys).toHaveLength(2);
      expect(changedKeys.some((k) => k.includes('6000001'))).toBe(false);
      expect(column(readCsv(out), 'Result')).toEqual(['Updated', 'Updated', 'Updated']);
      const value = (await plain.get('/v1/CustomFields(FieldID=203,OrderID=6000003)')) as { Value: string };
      expect(value.Value).toBe('three');
      expect(existsSync(`${out}.partial`)).toBe(false);

      // Resuming a finished job sends nothing again; jobs lists it with its counts and files.
      const done = await plain.mutations();
      const again = await cli(['resume', id], home);
      expect(again.code, show(again)).toBe(0);
      expect(await plain.mutations()).toEqual(done);
      const jobs = JSON.parse((await cli(['jobs', '--json'], home)).stdout) as {
        id: string;
        file: string;
        out: string;
        counts: Record<string, number>;
      }[];
      expect(jobs.find((j) => j.id === id)).toMatchObject({ file, out, counts: { Updated: 3 } });
    });
  });
});
