// Issue 41: `--json` and the exit code agree on every exit path of `import` and `resume`. Each
// path below runs the real CLI against the real sandbox and checks the exit code, that stdout
// is exactly one JSON document whose exitCode is the process's (onlyJson), the words a person
// reads (on stderr under --json) and what the sandbox holds afterwards.
//
// | command | path                                         | exit | status        |
// | ------- | -------------------------------------------- | ---- | ------------- |
// | import  | every row succeeded                          | 0    | succeeded     |
// | import  | --dry-run                                    | 0    | dry run       |
// | import  | some rows Invalid                            | 1    | partly failed |
// | import  | every row failed (404 on update)             | 1    | failed        |
// | import  | a header and no rows                         | 1    | failed        |
// | import  | a flag missing or not a choice (commander)   | 2    | error         |
// | import  | the file is missing                          | 2    | error         |
// | import  | a mass change refused before sending         | 2    | error         |
// | import  | the sign-in refused                          | 3    | error         |
// | import  | Ctrl-C while sending                         | 4    | interrupted   |
// | resume  | an interrupted job finished                  | 0    | succeeded     |
// | resume  | no id and no --last; an unknown id           | 2    | error         |
// | resume  | the sign-in refused                          | 3    | error         |
// | retry   | rows still failing                           | 1    | failed        |
// | retry   | nothing to retry                             | 0    | succeeded     |
// A held job's resume (2) and watch's paths: watch/exit-paths-watch.test.ts; undo's paths:
// cli/exit-paths-undo.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, onlyJson, quantity, show, startCli, type Service, useTestBed } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

let svc: Service;
let dir: string;
let home: string;
// $batch answers 1.5 s late, so Ctrl-C lands while a batch is in flight.
useTestBed('cb-exit-import-', { seedProducts: 20, rateLimit: 0, batchLatencyMs: 1500 }, (s, d) => {
  [svc, dir, home] = [s, d, join(d, 'home')];
});

function csv(name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const importJson = (file: string, out: string, extra: string[] = []) =>
  cli(
    [
      'import',
      file,
      '--resource',
      'DCQuantities',
      '--out',
      join(dir, out),
      '--credentials',
      svc.creds,
      '--json',
      ...extra,
    ],
    home,
  );

describe('import --json: every exit path', () => {
  it('0: every row succeeded; 0: a dry run changes nothing', async () => {
    const file = csv('ok.csv', ['Product ID,DC,Qty', '2000001,1,4101', '2000002,1,4102']);
    const dry = await importJson(file, 'dry.xlsx', ['--dry-run']);
    expect(dry.code, show(dry)).toBe(0);
    expect(onlyJson(dry)).toMatchObject({ status: 'dry run', file });
    expect(dry.stderr).toContain('Dry run, nothing changed. Rows would be: ');
    expect(await quantity(svc, 1, 2_000_001)).not.toBe(4101);

    const r = await importJson(file, 'ok.xlsx');
    expect(r.code, show(r)).toBe(0);
    const o = onlyJson(r);
    expect(o).toMatchObject({ status: 'succeeded', jobStatus: 'reported', file, result: join(dir, 'ok.xlsx') });
    expect(o.failedRows).toEqual([]);
    expect(r.stderr).toContain(`Job ${o.job}\n`);
    expect(await quantity(svc, 1, 2_000_001)).toBe(4101);
    expect(await quantity(svc, 1, 2_000_002)).toBe(4102);
  });

  it('1: some rows Invalid (partly failed), the others sent', async () => {
    const file = csv('mixed.csv', ['Product ID,DC,Qty', '2000003,1,4103', '2000004,1,lots']);
    const r = await importJson(file, 'mixed.xlsx');
    expect(r.code, show(r)).toBe(1);
    const o = onlyJson(r);
    expect(o).toMatchObject({ status: 'partly failed', counts: { Invalid: 1 } });
    expect(o.failedRows.map((f) => [f.row, f.result])).toEqual([[3, 'Invalid']]);
    expect(await quantity(svc, 1, 2_000_003)).toBe(4103);
  });

  it('1: every row failed on the service (failed); 1: a header with no rows', async () => {
    // An update of custom fields that do not exist (202 is on every fifth order): 404 for each.
    const file = csv('missing-fields.csv', ['Order ID,Field ID,Value', '6000002,202,two', '6000007,202,seven']);
    const args = ['--resource', 'CustomFields', '--operation', 'update', '--no-preflight', '--credentials', svc.creds];
    const r = await cli(['import', file, ...args, '--out', join(dir, 'fields.xlsx'), '--json'], home);
    expect(r.code, show(r)).toBe(1);
    const o = onlyJson(r);
    expect(o).toMatchObject({ status: 'failed', counts: { Failed: 2 } });
    expect(o.failedRows.map((f) => [f.row, f.result])).toEqual([
      [2, 'Failed'],
      [3, 'Failed'],
    ]);
    expect(await svc.get('/v1/CustomFields(FieldID=202,OrderID=6000002)')).toBeNull();

    const empty = csv('empty.csv', ['Product ID,DC,Qty']);
    const e = await importJson(empty, 'empty.xlsx');
    expect(e.code, show(e)).toBe(1);
    expect(onlyJson(e)).toMatchObject({ status: 'failed', file: empty });
    expect(e.stderr).toContain(`Error: no rows: ${empty} has a header row and nothing under it`);
  });

  it('2: a flag missing or not a choice still prints its object', async () => {
    const file = csv('flags.csv', ['Product ID,DC,Qty', '2000005,1,4105']);
    const missing = await cli(['import', file, '--out', join(dir, 'x.xlsx'), '--json'], home);
    expect(missing.code, show(missing)).toBe(2);
    expect(onlyJson(missing)).toMatchObject({ status: 'error', job: null });
    expect(onlyJson(missing).message).toContain('--resource');
    const wrong = await cli(['import', file, '--resource', 'Stock', '--out', join(dir, 'x.xlsx'), '--json'], home);
    expect(wrong.code, show(wrong)).toBe(2);
    expect(onlyJson(wrong).message).toContain("'Stock' is invalid");
    expect(await quantity(svc, 1, 2_000_005)).not.toBe(4105);
  });

  it('2: a missing file; 2: a mass change refused, nothing sent', async () => {
    const gone = join(dir, 'gone.csv');
    const r = await importJson(gone, 'gone.xlsx');
    expect(r.code, show(r)).toBe(2);
    expect(onlyJson(r)).toMatchObject({ status: 'error', job: null, file: gone });

    const before = await quantity(svc, 2, 2_000_006);
    const zeros = csv('zeros.csv', ['Product ID,DC,Qty', '2000006,2,0', '2000007,2,0', '2000008,2,0']);
    const z = await importJson(zeros, 'zeros.xlsx');
    expect(z.code, show(z)).toBe(2);
    const o = onlyJson(z);
    expect(o.status).toBe('error');
    expect(o.message).toContain('--allow-mass-change');
    expect(await quantity(svc, 2, 2_000_006)).toBe(before);
  });

  it('3: the sign-in refused, nothing sent', async () => {
    const wrong = join(dir, 'wrong-credentials.json');
    writeFileSync(wrong, JSON.stringify({ ...JSON.parse(readFileSync(svc.creds, 'utf8')), clientSecret: 'not-it' }));
    const file = csv('refused.csv', ['Product ID,DC,Qty', '2000009,1,4109']);
    for (const args of [
      ['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'refused.xlsx')],
      ['resume', '--last'],
    ]) {
      const r = await cli([...args, '--credentials', wrong, '--json'], home);
      expect(r.code, show(r)).toBe(3);
      expect(onlyJson(r).status).toBe('error');
    }
    expect(await quantity(svc, 1, 2_000_009)).not.toBe(4109);
  });
});

describe('resume --json and retry-failed --json: every exit path', () => {
  it('4: Ctrl-C while sending; 0: resume finishes it, every value read back', async () => {
    const lines = ['Product ID,DC,Qty'];
    for (let p = 1; p <= 20; p++)
      for (let dc = 1; dc <= 4; dc++) lines.push(`${2_000_000 + p},${dc},${50_000 + p * 4 + dc}`);
    const file = csv('stock.csv', lines);
    const run = startCli(
      [
        'import',
        file,
        '--resource',
        'DCQuantities',
        '--out',
        join(dir, 'stock.xlsx'),
        '--credentials',
        svc.creds,
        '--json',
      ],
      { COMMERCE_BULK_HOME: home },
    );
    await run.waitFor(/send: /, 'stderr');
    run.child.kill('SIGINT');
    const stopped = await run.done;
    expect(stopped.code, show(stopped)).toBe(4);
    const o = onlyJson(stopped);
    expect(o).toMatchObject({ status: 'interrupted', message: `Interrupted; continue with: resume ${o.job}` });
    expect(stopped.stderr).toContain(`continue with: resume ${o.job}`);

    const resumed = await cli(['resume', o.job!, '--json'], home);
    expect(resumed.code, show(resumed)).toBe(0);
    expect(onlyJson(resumed)).toMatchObject({ job: o.job, file, status: 'succeeded', failedRows: [] });
    for (let p = 1; p <= 20; p++)
      for (let dc = 1; dc <= 4; dc++) expect(await quantity(svc, dc, 2_000_000 + p)).toBe(50_000 + p * 4 + dc);
  });

  it('2: no job named, or one that does not exist', async () => {
    const none = await cli(['resume', '--json'], home);
    expect(none.code, show(none)).toBe(2);
    expect(onlyJson(none)).toMatchObject({ status: 'error', message: expect.stringContaining('--last') });
    const unknown = await cli(['resume', '20200101-000000-abcdef', '--json'], home);
    expect(unknown.code, show(unknown)).toBe(2);
    expect(onlyJson(unknown)).toMatchObject({ status: 'error', job: '20200101-000000-abcdef' });
    expect(unknown.stderr).toContain("No job '20200101-000000-abcdef'");
  });

  it('retry-failed: its own plan line; 1 while rows still fail; 0 once nothing is left to retry', async () => {
    const file = csv('retry.csv', ['Order ID,Field ID,Value', '6000003,201,kept', '6000004,202,four']);
    const args = ['--resource', 'CustomFields', '--operation', 'update', '--no-preflight', '--credentials', svc.creds];
    const first = await cli(['import', file, ...args, '--out', join(dir, 'retry.xlsx'), '--json'], home);
    expect(first.code, show(first)).toBe(1);
    const job = onlyJson(first).job!;
    expect(first.stderr).toMatch(/^Plan: 2 values in /m);

    const again = await cli(['retry-failed', job, '--json'], home);
    expect(again.code, show(again)).toBe(1);
    expect(onlyJson(again)).toMatchObject({ job, status: 'partly failed', counts: { Updated: 1, Failed: 1 } });
    expect(again.stderr).toContain(
      `Plan: retry 1 value that failed in 1 row of job ${job}, in at most 1 request; the rest of the job is done and is not sent again\n`,
    );
    expect(again.stderr).not.toMatch(/^Plan: 2 values/m);

    // The field now exists: the retry sends that one value, and the next has nothing left.
    const fix = csv('fix.csv', ['Order ID,Field ID,Value', '6000004,202,x']);
    expect(
      (
        await cli(
          ['import', fix, '--resource', 'CustomFields', '--credentials', svc.creds, '--out', join(dir, 'fix.xlsx')],
          home,
        )
      ).code,
    ).toBe(0);
    const fixed = await cli(['--retry-failed', job, '--json'], home);
    expect(fixed.code, show(fixed)).toBe(0);
    expect(onlyJson(fixed)).toMatchObject({ job, status: 'succeeded' });
    expect(((await svc.get('/v1/CustomFields(FieldID=202,OrderID=6000004)')) as { Value: string }).Value).toBe('four');
    const nothing = await cli(['retry-failed', job, '--json'], home);
    expect(nothing.code, show(nothing)).toBe(0);
    expect(onlyJson(nothing)).toMatchObject({ job, status: 'succeeded' });
    expect(nothing.stderr).toContain(`Nothing to retry: job ${job} has no failed rows.`);
    expect(nothing.stderr).not.toContain('Plan:');
  });
});
