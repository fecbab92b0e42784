// Issue 32, finding 13, through the CLI against the sandbox: a run that changed nothing writes
// no undo workbook and says so; rows a Ctrl-C left unsent say Not sent in the result workbook,
// its Summary and `jobs`; `jobs --prune <days>` removes the journals of jobs finished before,
// keeps their result and undo workbooks and the unfinished job, and says what it freed.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal } from '../../../main/journal/index.js';
import {
  cli,
  clientServiceForFile,
  killChildren,
  mutations,
  quantity,
  readSheet,
  resetCounters,
  show,
  startCli,
} from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 60, rateLimit: 0 }, 'cb-upkeep-');
afterAll(killChildren);

const home = (): string => join(ctx.dir, 'home');
function creds(): string[] {
  const file = join(ctx.dir, 'credentials.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(ctx.svc.sandbox.credentials));
  return ['--credentials', file];
}

function stockFile(name: string, products: number[], qty: (p: number) => number, dc = 1): string {
  const file = join(ctx.dir, name);
  const rows = products.map((p) => `${p},${dc},${qty(p)}`);
  writeFileSync(file, `ProductID,DistributionCenterID,AvailableQuantity\n${rows.join('\n')}\n`);
  return file;
}

function summaryOf(rows: unknown[][]): Record<string, unknown> {
  return Object.fromEntries(rows.slice(1).map((r) => [r[0], r[1]]));
}

interface Listed {
  id: string;
  status: string;
  counts: Record<string, number>;
}

async function jobs(): Promise<Listed[]> {
  const r = await cli(['jobs', '--json'], home());
  expect(r.code, show(r)).toBe(0);
  return (JSON.parse(r.stdout) as Listed[]).map(({ id, status, counts }) => ({ id, status, counts }));
}

/** Makes a job look `days` old (its start and finish), as a nightly job's journal would be. */
function age(id: string, days: number): void {
  const j = Journal.open(id, join(home(), 'jobs'));
  const at = new Date(Date.now() - days * 86_400_000).toISOString();
  j.update({ startedAt: at, ...(j.data.finishedAt ? { finishedAt: at } : {}) });
  j.close();
}

describe('journals and workbooks that tell the truth (issue 32)', () => {
  const products = Array.from({ length: 60 }, (_, k) => 2_000_001 + k);
  let changedRun = '';
  let unchangedRun = '';
  let stoppedRun = '';

  it('writes no undo workbook for a run that changed nothing, and says so', async () => {
    const file = stockFile('stock.csv', products.slice(0, 5), (p) => 700 + (p % 100));
    const out = join(ctx.dir, 'first.xlsx');
    const first = await cli(['import', file, '--resource', 'DCQuantities', '--out', out, ...creds()], home());
    expect(first.code, show(first)).toBe(0);
    changedRun = /^Job (\S+)/.exec(first.stdout)![1]!;
    expect(first.stdout).toContain(`Undo: ${join(ctx.dir, 'first.undo.xlsx')}`);

    const again = join(ctx.dir, 'again.xlsx');
    const second = await cli(['import', file, '--resource', 'DCQuantities', '--out', again, ...creds()], home());
    expect(second.code, show(second)).toBe(0);
    unchangedRun = /^Job (\S+)/.exec(second.stdout)![1]!;
    expect(second.stdout).toContain('Rows: Unchanged 5\n');
    expect(second.stdout).toMatch(/^Undo: none, nothing changed$/m);
    expect(existsSync(join(ctx.dir, 'again.undo.xlsx'))).toBe(false);
    expect(summaryOf(await readSheet(again, 'Summary'))['Undo note']).toBe('none, nothing changed');
    expect(summaryOf(await readSheet(again, 'Summary'))['Undo workbook']).toBeUndefined();
    const undo = await cli(['undo', unchangedRun, ...creds()], home());
    // Nothing to undo is not a success a script can mistake for one (issue 42).
    expect(undo.code, show(undo)).toBe(1);
    expect(undo.stdout).toContain(`Error: nothing to undo: job ${unchangedRun} changed nothing that can be undone.`);
  }, 120_000);

  it('says Not sent for the rows a Ctrl-C left, in the workbook, its Summary and jobs alike', async () => {
    const file = stockFile('slow.csv', products, (p) => 900 + (p % 100));
    const out = join(ctx.dir, 'slow.xlsx');
    await resetCounters(ctx.svc.sandbox);
    const run = startCli(['import', file, '--resource', 'DCQuantities', '--budget', '12', '--out', out, ...creds()], {
      COMMERCE_BULK_HOME: home(),
    });
    stoppedRun = /^Job (\S+)/.exec(await run.firstLine)?.[1] ?? '';
    expect(stoppedRun, run.stderr()).not.toBe('');
    const deadline = Date.now() + 90_000;
    while (Object.keys(await mutations(ctx.svc.sandbox)).length === 0) {
      expect(Date.now(), run.stderr()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    run.child.kill('SIGINT');
    const stopped = await run.done;
    expect(stopped.code, show(stopped)).toBe(4);
    const written = Object.keys(await mutations(ctx.svc.sandbox)).length;
    expect(written).toBeLessThan(60);

    const results = (await readSheet(out, 'Results')).slice(1).map((r) => [r[3], r[5]]);
    const count = (result: string): number => results.filter(([r]) => r === result).length;
    expect(count('Updated') + count('Created')).toBe(written);
    expect(count('Not sent')).toBe(60 - written);
    expect(count('Failed')).toBe(0);
    expect(
      results.filter(([r]) => r === 'Not sent').map(([, m]) => m),
      'each unsent row says why',
    ).toEqual(Array(60 - written).fill('Not sent: the run stopped before this row (resume the job)'));
    expect(summaryOf(await readSheet(out, 'Summary'))['Rows Not sent']).toBe(60 - written);
    expect(summaryOf(await readSheet(out, 'Summary'))['Rows Failed']).toBe(0);
    const listed = (await jobs()).find((j) => j.id === stoppedRun)!;
    const changed = Object.fromEntries(
      (['Created', 'Updated'] as const).filter((r) => count(r) > 0).map((r) => [r, count(r)]),
    );
    expect(listed).toEqual({ id: stoppedRun, status: 'interrupted', counts: { ...changed, 'Not sent': 60 - written } });
    const text = await cli(['jobs'], home());
    expect(text.stdout).toMatch(new RegExp(`^${stoppedRun} .* interrupted .*\\bNot sent ${60 - written} {2}`, 'm'));
    expect(text.stdout).not.toContain('Pending');
  }, 150_000);

  it('jobs --prune removes old finished journals, keeps workbooks and the unfinished job', async () => {
    const dir = join(home(), 'jobs');
    for (const id of [changedRun, unchangedRun, stoppedRun]) age(id, 40);
    const recent = await cli(
      [
        'import',
        stockFile('recent.csv', [2_000_050], () => 5, 2),
        '--resource',
        'DCQuantities',
        '--out',
        join(ctx.dir, 'recent.xlsx'),
        ...creds(),
      ],
      home(),
    );
    expect(recent.code, show(recent)).toBe(0);
    const recentRun = /^Job (\S+)/.exec(recent.stdout)![1]!;

    const pruned = await cli(['jobs', '--prune', '30'], home());
    expect(pruned.code, show(pruned)).toBe(0);
    const lines = pruned.stdout.trimEnd().split('\n');
    const day = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect(lines).toHaveLength(4);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Removed the journal of job ${changedRun} \\(DCQuantities/upsert, finished ${day}, \\d+ KB\\); kept ${join(ctx.dir, 'first.xlsx')}, ${join(ctx.dir, 'first.undo.xlsx')}$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Removed the journal of job ${unchangedRun} \\(DCQuantities/upsert, finished ${day}, \\d+ KB\\); kept ${join(ctx.dir, 'again.xlsx')}$`,
        ),
      ),
    );
    expect(lines[2]).toMatch(
      /^Removed 2 journals of jobs older than 30 days, \d+ KB freed\. Their result and undo workbooks are kept; those jobs can no longer be resumed or undone by id\.$/,
    );
    expect(lines[3]).toBe(
      `Kept job ${stoppedRun} (interrupted, not finished): \`resume ${stoppedRun}\` needs its journal.`,
    );
    for (const id of [changedRun, unchangedRun]) expect(existsSync(join(dir, `${id}.sqlite`))).toBe(false);
    for (const f of ['first.xlsx', 'first.undo.xlsx', 'again.xlsx', 'slow.xlsx'])
      expect(existsSync(join(ctx.dir, f)), f).toBe(true);
    expect((await jobs()).map((j) => j.id).sort()).toEqual([recentRun, stoppedRun].sort());

    // The unfinished job still resumes to the end: every row written once, the last value as the file says.
    const resumed = await cli(['resume', stoppedRun, '--budget', '100000', ...creds()], home());
    expect(resumed.code, show(resumed)).toBe(0);
    expect(Object.values(await mutations(ctx.svc.sandbox)).every((n) => n === 1)).toBe(true);
    expect(await quantity(ctx.svc.client, 1, products[59]!)).toBe(900 + (products[59]! % 100));
    const help = await cli(['jobs', '--help'], home());
    expect(help.stdout).toMatch(/--prune <days>\s+remove the journals/);
    const again = await cli(['jobs', '--prune', '30'], home());
    expect(again.stdout).toBe('No finished job is older than 30 days: nothing removed.\n');
  }, 150_000);
});
