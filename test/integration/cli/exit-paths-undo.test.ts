// Issue 41: `undo --json` and the exit code agree on every exit path, and undoing a pruned job
// names the prune and its undo workbook instead of "No job". The real CLI against the real
// sandbox; every value the undo restores read back.
//
// | command      | path                                                  | exit | status      |
// | ------------ | ----------------------------------------------------- | ---- | ----------- |
// | undo         | the old values restored                               | 0    | succeeded   |
// | undo         | the same job undone again: nothing was undone         | 1    | failed      |
// | undo         | a job that changed nothing: nothing to undo           | 1    | failed      |
// | undo         | a dry run; an unknown job; a pruned job               | 2    | error       |
// | undo         | its undo workbook missing                             | 2    | error       |
// | undo         | the sign-in refused                                   | 3    | error       |
// | undo         | Ctrl-C while sending                                  | 4    | interrupted |
// | resume       | the interrupted undo job finished (one object)        | 0    | succeeded   |
// An undo refused for its mass deletions (2) ends in the same catch as the other refusals
// here; its refusal itself is undo-whole.test.ts's.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, onlyJson, quantity, show, startCli, type Service, useTestBed } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

let svc: Service;
let dir: string;
let home: string;
// $batch answers 1.5 s late, so Ctrl-C lands while the undo's batch is in flight.
useTestBed('cb-exit-undo-', { seedProducts: 20, rateLimit: 0, batchLatencyMs: 1500 }, (s, d) => {
  [svc, dir, home] = [s, d, join(d, 'home')];
});

function csv(name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Imports `lines` (DC quantities) and returns the job id; `extra` flags added. */
async function imported(name: string, lines: string[], extra: string[] = [], at = home): Promise<string> {
  const file = csv(`${name}.csv`, ['Product ID,DC,Qty', ...lines]);
  const out = join(dir, `${name}.xlsx`);
  const r = await cli(
    ['import', file, '--resource', 'DCQuantities', '--out', out, '--credentials', svc.creds, '--json', ...extra],
    at,
  );
  expect(r.code, show(r)).toBe(0);
  return onlyJson(r).job!;
}

const undoJson = (id: string, at = home, extra: string[] = []) => cli(['undo', id, '--json', ...extra], at);

describe('undo --json: every exit path', () => {
  it('0: the old values restored; 1: the same job undone again changes nothing', async () => {
    const before = [await quantity(svc, 3, 2_000_011), await quantity(svc, 3, 2_000_012)];
    const job = await imported('change', ['2000011,3,7711', '2000012,3,7712']);
    expect(await quantity(svc, 3, 2_000_011)).toBe(7711);

    const r = await undoJson(job);
    expect(r.code, show(r)).toBe(0);
    const o = onlyJson(r);
    // A quantity the sandbox did not hold was created by the job: its undo deletes it.
    const counts = {
      Updated: before.filter((v) => v !== null).length,
      Deleted: before.filter((v) => v === null).length,
    };
    expect(o).toMatchObject({ status: 'succeeded', undoes: job, counts, failedRows: [] });
    expect(o.job).not.toBe(job);
    expect(r.stderr).toContain(`Job ${o.job} (undoes ${job})\n`);
    expect([await quantity(svc, 3, 2_000_011), await quantity(svc, 3, 2_000_012)]).toEqual(before);

    const again = await undoJson(job);
    expect(again.code, show(again)).toBe(1);
    const a = onlyJson(again);
    expect(a).toMatchObject({ status: 'failed', undoes: job });
    expect(a.message).toContain(`nothing was undone: every row of job ${job}`);
    expect(again.stderr).toContain(`Error: nothing was undone: every row of job ${job}`);
    expect([await quantity(svc, 3, 2_000_011), await quantity(svc, 3, 2_000_012)]).toEqual(before);
  });

  it('1: a job that changed nothing has nothing to undo', async () => {
    await imported('set', ['2000013,4,7713']);
    const job = await imported('same', ['2000013,4,7713']); // every row Unchanged: no undo workbook
    const r = await undoJson(job);
    expect(r.code, show(r)).toBe(1);
    expect(onlyJson(r)).toMatchObject({ status: 'failed', job: null, counts: null, undoes: job });
    expect(r.stderr).toContain(`Error: nothing to undo: job ${job} changed nothing that can be undone.`);
    expect(await quantity(svc, 4, 2_000_013)).toBe(7713);
  });

  it('2: a dry run, an unknown job, a missing undo workbook', async () => {
    const dry = await imported('dry', ['2000014,1,7714'], ['--dry-run']);
    const d = await undoJson(dry);
    expect(d.code, show(d)).toBe(2);
    expect(onlyJson(d)).toMatchObject({ status: 'error', undoes: dry, message: expect.stringContaining('dry run') });

    const u = await undoJson('20200101-000000-abcdef');
    expect(u.code, show(u)).toBe(2);
    expect(onlyJson(u).message).toContain("No job '20200101-000000-abcdef'");

    const job = await imported('lost', ['2000015,1,7715']);
    rmSync(join(dir, 'lost.undo.xlsx'));
    const m = await undoJson(job);
    expect(m.code, show(m)).toBe(2);
    expect(onlyJson(m).message).toContain(`The undo workbook of job ${job} is missing: ${join(dir, 'lost.undo.xlsx')}`);
    expect(await quantity(svc, 1, 2_000_015)).toBe(7715);
  });

  it('2: a pruned job names the prune and its kept undo workbook', async () => {
    const own = join(dir, 'home-pruned'); // `jobs --prune 0` removes every finished job of its home
    const job = await imported('pruned', ['2000016,2,7716'], [], own);
    const prune = await cli(['jobs', '--prune', '0'], own);
    expect(prune.code, show(prune)).toBe(0);
    const undo = join(dir, 'pruned.undo.xlsx');
    expect(existsSync(undo)).toBe(true);

    const r = await undoJson(job, own);
    expect(r.code, show(r)).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(onlyJson(r).message).toBe(
      `Job ${job} (DCQuantities, finished ${today}) was pruned on ${today} by 'jobs --prune': its journal is gone, so it cannot be undone or resumed by its id.\n  Its undo workbook is kept: ${undo}; import it by hand (import "${undo}" --resource DCQuantities --out <result file>) to put the old values back.`,
    );
    expect(r.stderr).not.toContain('No job');
    expect(await quantity(svc, 2, 2_000_016)).toBe(7716);
  });

  it('3: the sign-in refused', async () => {
    const job = await imported('refused', ['2000017,1,7717']);
    const wrong = join(dir, 'wrong-credentials.json');
    writeFileSync(wrong, JSON.stringify({ ...JSON.parse(readFileSync(svc.creds, 'utf8')), clientSecret: 'not-it' }));
    const r = await undoJson(job, home, ['--credentials', wrong]);
    expect(r.code, show(r)).toBe(3);
    expect(onlyJson(r)).toMatchObject({ status: 'error', undoes: job });
    expect(await quantity(svc, 1, 2_000_017)).toBe(7717);
  });

  it('4: Ctrl-C while the undo sends; resume of the undo job prints one object and restores every value', async () => {
    const before = new Map<string, number | null>();
    const lines: string[] = [];
    for (let p = 1; p <= 20; p++)
      for (let dc = 1; dc <= 4; dc++) {
        before.set(`${dc},${p}`, await quantity(svc, dc, 2_000_000 + p));
        lines.push(`${2_000_000 + p},${dc},${90_000 + p * 4 + dc}`);
      }
    const job = await imported('big', lines);
    const run = startCli(['undo', job, '--json'], { COMMERCE_BULK_HOME: home });
    await run.waitFor(/send: /, 'stderr');
    run.child.kill('SIGINT');
    const stopped = await run.done;
    expect(stopped.code, show(stopped)).toBe(4);
    const o = onlyJson(stopped);
    expect(o).toMatchObject({ status: 'interrupted', undoes: job });

    const resumed = await cli(['resume', o.job!, '--json'], home);
    expect(resumed.code, show(resumed)).toBe(0);
    expect(onlyJson(resumed)).toMatchObject({ job: o.job, status: 'succeeded', undoes: job });
    for (const [key, v] of before) {
      const [dc, p] = key.split(',').map(Number) as [number, number];
      expect(await quantity(svc, dc, 2_000_000 + p), key).toBe(v);
    }
  });
});
