// Issue 41: `watch --json` and watch's exit code agree on every exit path (a held file's object
// said exitCode 2 while watch exited 1; a broken automations.json printed no JSON at all). A
// real `watch --once` against the real sandbox: with one file in the folder stdout is exactly
// one JSON document whose exitCode is the process's (onlyJson); values read back.
//
// | path                                                   | exit | object                   |
// | ------------------------------------------------------ | ---- | ------------------------ |
// | the file imported                                      | 0    | succeeded                |
// | nothing in the folder                                  | 0    | none (no file, no job)   |
// | the file has an Invalid row (failed/)                  | 1    | partly failed            |
// | the file held by a guard (held/)                       | 1    | held                     |
// | the same bytes again (a duplicate, failed/)            | 1    | failed                   |
// | no --resource; no such folder                          | 2    | error                    |
// | --automation: no such one; automations.json broken     | 2    | error                    |
// | the sign-in refused (the file left in the folder)      | 3    | error                    |
// | Ctrl-C while the file is sent                          | 4    | interrupted              |
// | the folder locked by another watcher past --lock-wait  | 5    | error                    |
// And `resume` of the held file's job without the confirmation: 2, error.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { folderKey } from '../../../main/automation/index.js';
import { cli, onlyJson, quantity, show, startCli, type CliRun, type Service, useTestBed } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

let svc: Service;
let dir: string;
let home: string;
// $batch answers 1.5 s late, so Ctrl-C lands while the file is sent.
useTestBed('cb-exit-watch-', { seedProducts: 20, rateLimit: 0, batchLatencyMs: 1500 }, (s, d) => {
  [svc, dir, home] = [s, d, join(d, 'home')];
});

/** A new watched folder holding `files` (name -> lines under the header). */
function folderWith(name: string, files: Record<string, string[]> = {}): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  for (const [file, lines] of Object.entries(files))
    writeFileSync(join(folder, file), `${['Product ID,DC,Qty', ...lines].join('\n')}\n`);
  return folder;
}

const ONCE = ['--once', '--settle', '0', '--json'];
const watchOnce = (folder: string, ...more: string[]): Promise<CliRun> =>
  cli(['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, ...ONCE, ...more], home);

describe('watch --json: every exit path', () => {
  it('0: the file imported; 0 and no object: nothing in the folder; 1: the same bytes again', async () => {
    const lines = ['2000001,1,6101', '2000002,1,6102'];
    const folder = folderWith('ok', { 'night.csv': lines });
    const r = await watchOnce(folder);
    expect(r.code, show(r)).toBe(0);
    expect(onlyJson(r)).toMatchObject({ status: 'succeeded', movedTo: join(folder, 'processed', 'night.csv') });
    expect(await quantity(svc, 1, 2_000_001)).toBe(6101);
    expect(await quantity(svc, 1, 2_000_002)).toBe(6102);

    const idle = await watchOnce(folder);
    expect(idle.code, show(idle)).toBe(0);
    expect(idle.stdout).toBe('');

    writeFileSync(join(folder, 'copy.csv'), readFileSync(join(folder, 'processed', 'night.csv')));
    const dup = await watchOnce(folder);
    expect(dup.code, show(dup)).toBe(1);
    const o = onlyJson(dup);
    expect(o).toMatchObject({ status: 'failed', job: null, movedTo: join(folder, 'failed', 'copy.csv') });
    expect(o.message).toContain('already imported');
  });

  it('1: a file with an Invalid row goes to failed/, its other rows sent', async () => {
    const folder = folderWith('invalid', { 'night.csv': ['2000003,1,6103', '2000004,1,lots'] });
    const r = await watchOnce(folder, '--max-invalid', '100'); // half the rows: not held by the guard
    expect(r.code, show(r)).toBe(1);
    const o = onlyJson(r);
    expect(o).toMatchObject({ status: 'partly failed', movedTo: join(folder, 'failed', 'night.csv') });
    expect(o.failedRows.map((f) => [f.row, f.result])).toEqual([[3, 'Invalid']]);
    expect(await quantity(svc, 1, 2_000_003)).toBe(6103);
  });

  it('1: a file held by the zeroed guard says exitCode 1 as watch exits; its resume is refused (2)', async () => {
    const before = [await quantity(svc, 2, 2_000_005), await quantity(svc, 2, 2_000_006)];
    const folder = folderWith('held', { 'zeros.csv': ['2000005,2,0', '2000006,2,0'] });
    const r = await watchOnce(folder);
    expect(r.code, show(r)).toBe(1);
    const o = onlyJson(r);
    expect(o).toMatchObject({ status: 'held', exitCode: 1, movedTo: join(folder, 'held', 'zeros.csv') });
    expect(r.stderr).toContain(`Held: ${join(folder, 'zeros.csv')}: Held by the zeroed-stock guard`);
    expect([await quantity(svc, 2, 2_000_005), await quantity(svc, 2, 2_000_006)]).toEqual(before);

    const resumed = await cli(['resume', o.job!, '--json'], home);
    expect(resumed.code, show(resumed)).toBe(2);
    expect(onlyJson(resumed).message).toContain(`resume ${o.job} --release-held`);
    expect([await quantity(svc, 2, 2_000_005), await quantity(svc, 2, 2_000_006)]).toEqual(before);
  });

  it('2: no --resource, no such folder, no such automation, a broken automations.json', async () => {
    const folder = folderWith('flags', { 'night.csv': ['2000007,1,6107'] });
    const noResource = await cli(['watch', folder, '--credentials', svc.creds, ...ONCE], home);
    expect(noResource.code, show(noResource)).toBe(2);
    expect(onlyJson(noResource)).toMatchObject({ status: 'error', message: expect.stringContaining('--resource') });

    const gone = await watchOnce(join(dir, 'no-such-folder'));
    expect(gone.code, show(gone)).toBe(2);
    expect(onlyJson(gone).message).toContain(`The folder ${join(dir, 'no-such-folder')} does not exist.`);

    const own = join(dir, 'home-automations');
    const nightly = ['watch', '--automation', 'Nightly', ...ONCE];
    const none = await cli(nightly, own);
    expect(none.code, show(none)).toBe(2);
    expect(onlyJson(none).message).toContain('There is no saved automation named "Nightly".');

    mkdirSync(own, { recursive: true });
    writeFileSync(join(own, 'automations.json'), '{"automations": [');
    const broken = await cli(nightly, own);
    expect(broken.code, show(broken)).toBe(2);
    expect(onlyJson(broken)).toMatchObject({ status: 'error', job: null });
    expect(onlyJson(broken).message).toContain('automations.json');
    expect(existsSync(join(folder, 'night.csv'))).toBe(true);
    expect(await quantity(svc, 1, 2_000_007)).not.toBe(6107);
  });

  it('3: the sign-in refused, the file left in the folder', async () => {
    const wrong = join(dir, 'wrong-credentials.json');
    writeFileSync(wrong, JSON.stringify({ ...JSON.parse(readFileSync(svc.creds, 'utf8')), clientSecret: 'not-it' }));
    const folder = folderWith('refused', { 'night.csv': ['2000008,1,6108'] });
    const r = await cli(['watch', folder, '--resource', 'DCQuantities', '--credentials', wrong, ...ONCE], home);
    expect(r.code, show(r)).toBe(3);
    expect(onlyJson(r).status).toBe('error');
    expect(existsSync(join(folder, 'night.csv'))).toBe(true);
    expect(await quantity(svc, 1, 2_000_008)).not.toBe(6108);
  });

  it('4: Ctrl-C while the file is sent', async () => {
    const lines: string[] = [];
    for (let p = 1; p <= 20; p++) for (let dc = 1; dc <= 4; dc++) lines.push(`${2_000_000 + p},${dc},${64_000 + p}`);
    const folder = folderWith('stopped', { 'night.csv': lines });
    const run = startCli(['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, ...ONCE], {
      COMMERCE_BULK_HOME: home,
    });
    await run.waitFor(/send: /, 'stderr');
    run.child.kill('SIGINT');
    const r = await run.done;
    expect(r.code, show(r)).toBe(4);
    expect(onlyJson(r)).toMatchObject({ status: 'interrupted', movedTo: null });
    expect(existsSync(join(folder, 'night.csv'))).toBe(true);
  });

  it('5: the folder locked by another watcher for longer than --lock-wait', async () => {
    const folder = folderWith('locked', { 'night.csv': ['2000009,1,6109'] });
    const own = join(dir, 'home-locked');
    const lockDir = join(own, 'watch', folderKey(folder));
    mkdirSync(lockDir, { recursive: true, mode: 0o700 });
    const owner = { pid: 4242, host: 'warehouse-pc', boot: 'b', started: 'tick:9', since: new Date().toISOString() };
    writeFileSync(join(lockDir, 'lock'), JSON.stringify(owner));
    const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, ...ONCE];
    const r = await cli([...args, '--lock-wait', '0'], own);
    expect(r.code, show(r)).toBe(5);
    expect(onlyJson(r)).toMatchObject({
      status: 'error',
      message: expect.stringContaining('locked by another watcher'),
    });
    expect(await quantity(svc, 1, 2_000_009)).not.toBe(6109);
  });
});
