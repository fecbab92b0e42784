// The automations.* channels and the app's runner, against the built-in sandbox the context
// starts: a folder saved only by its grant (a raw path refused), the runner checking the
// folder on its own once its period is up, "problems" notifications only for a failed file
// (a duplicate), Run now queued behind a running check of the same folder (never two at
// once), a check that cannot reach its connection recorded as an error, and a workbook
// opened only by a run's id.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationRun, EventOf } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

const previousHome = process.env.COMMERCE_BULK_HOME;
let app: TestApp;
const notices: { title: string; body: string }[] = [];
const opened: string[] = [];
let folder: string;

beforeAll(async () => {
  app = await startTestApp({ notify: (n) => void notices.push(n), openPath: async (f) => void opened.push(f) });
  process.env.COMMERCE_BULK_HOME = app.dir; // the watcher's per-folder state: this test's
  folder = path.join(app.dir, 'drop');
  mkdirSync(folder);
});
afterAll(async () => {
  await app?.ctx.dispose();
  if (previousHome === undefined) delete process.env.COMMERCE_BULK_HOME;
  else process.env.COMMERCE_BULK_HOME = previousHome;
});

const stock = (qty: number): string => `ProductID,DistributionCenterID,AvailableQuantity\n2000002,1,${qty}\n`;

describe('automations over IPC', () => {
  it('saves a folder only by its grant', async () => {
    const base = { name: 'Shop stock', resource: 'DCQuantities' as const, settleSeconds: 0, checkEverySeconds: 5 };
    await expect(app.call('automations.save', { ...base, folder })).rejects.toThrow(/not-granted|Refused/);
    const token = app.ctx.files.grant(folder, 'folder').token;
    const saved = await app.call('automations.save', { ...base, folder: token, notify: { when: 'problems' } });
    expect(saved).toMatchObject({ name: 'Shop stock', folder: { path: folder, kind: 'folder' }, lastRun: null });
    expect(Date.parse(saved.nextCheck!)).toBeGreaterThan(Date.now());
    // Issue 39: an http:// webhook off this machine is refused when saved, not only when sending.
    await expect(
      app.call('automations.save', {
        ...base,
        name: 'Plain hook',
        folder: token,
        notify: { when: 'always', webhook: 'http://hooks.example.com/T0/B0/key' },
      }),
    ).rejects.toThrow(
      'The webhook address must be https (plain http only to this machine), not http://hooks.example.com.',
    );
    expect((await app.call('automations.list', {})).automations.map((a) => a.name)).toEqual(['Shop stock']);
  });

  it('checks the folder on its own when its period is up, and notifies only problems', async () => {
    writeFileSync(path.join(folder, 'one.csv'), stock(111));
    type Ran = EventOf<'automations.ran'>;
    const ran = (await app.waitFor(
      'automations.ran',
      (e: Ran) => e.run.file?.endsWith('one.csv') ?? false,
      20_000,
    )) as Ran;
    expect(ran.run).toMatchObject({ status: 'processed', exitCode: 0 });
    expect((ran.run.counts!.Created ?? 0) + (ran.run.counts!.Updated ?? 0)).toBe(1);
    expect(notices).toEqual([]);

    writeFileSync(path.join(folder, 'one-again.csv'), stock(111));
    const { runs } = await app.call('automations.runNow', { name: 'shop stock' });
    expect(runs.map((r) => r.status)).toEqual(['failed']);
    expect(runs[0]!.message).toContain(`as job ${ran.run.jobId}`);
    expect(notices).toEqual([{ title: 'Shop stock: Failed', body: expect.stringContaining('one-again.csv') }]);
    const history = await app.call('automations.history', { name: 'Shop stock' });
    expect(history.runs.map((r) => path.basename(r.file ?? ''))).toEqual(['one-again.csv', 'one.csv']);
  });

  it('runs one check of a folder at a time', async () => {
    writeFileSync(path.join(folder, 'two.csv'), stock(222));
    writeFileSync(path.join(folder, 'three.csv'), stock(333));
    const [a, b] = await Promise.all([
      app.call('automations.runNow', { name: 'Shop stock' }),
      app.call('automations.runNow', { name: 'Shop stock' }),
    ]);
    const all: AutomationRun[] = [...a.runs, ...b.runs].sort((x, y) => x.startedAt.localeCompare(y.startedAt));
    expect(all.map((r) => path.basename(r.file ?? '')).sort()).toEqual(['three.csv', 'two.csv']);
    expect(Date.parse(all[1]!.startedAt)).toBeGreaterThanOrEqual(Date.parse(all[0]!.finishedAt));
  });

  it('records a check that cannot reach its connection, and opens workbooks only by run id', async () => {
    const token = app.ctx.files.grant(folder, 'folder').token;
    await app.call('automations.save', {
      name: 'Shop stock',
      previousName: 'Shop stock',
      resource: 'DCQuantities',
      folder: token,
      connection: 'removed-shop',
      checkEverySeconds: 600,
    });
    const { runs } = await app.call('automations.runNow', { name: 'Shop stock' });
    expect(runs).toMatchObject([{ status: 'error', exitCode: 2, file: null }]);
    expect(runs[0]!.message).toContain("There is no connection 'removed-shop'");

    const processed = (await app.call('automations.history', { name: 'Shop stock' })).runs.find(
      (r) => r.status === 'processed',
    )!;
    await app.call('automations.openWorkbook', { name: 'Shop stock', runId: processed.id, which: 'undo' });
    expect(opened).toEqual([processed.undo]);
    await expect(
      app.call('automations.openWorkbook', {
        name: 'Shop stock',
        runId: '00000000-0000-4000-8000-000000000000',
        which: 'result',
      }),
    ).rejects.toThrow(/no longer there/);
    // Issue 39: a run id is a UUID by the contract; anything else never reaches the handler.
    await expect(
      app.call('automations.openWorkbook', { name: 'Shop stock', runId: 'made-up', which: 'result' }),
    ).rejects.toThrow(/runId/);

    // Issue 39: the history file names what is opened, and anything running as the user can
    // edit it: /bin/sh, or an .xlsx link inside the folder to it, is never handed to the shell.
    const file = path.join(app.dir, 'automations.json');
    const original = readFileSync(file, 'utf8');
    const link = path.join(folder, 'processed', 'shell.xlsx');
    symlinkSync('/bin/sh', link);
    for (const planted of ['/bin/sh', link, path.join(folder, '..', 'outside.xlsx')]) {
      writeFileSync(path.join(app.dir, 'outside.xlsx'), 'not in the folder');
      writeFileSync(file, original.split(JSON.stringify(processed.undo)).join(JSON.stringify(planted)));
      await expect(
        app.call('automations.openWorkbook', { name: 'Shop stock', runId: processed.id, which: 'undo' }),
        planted,
      ).rejects.toThrow(/no longer there/);
    }
    expect(opened).toEqual([processed.undo]);
    writeFileSync(file, original);

    await app.call('automations.delete', { name: 'Shop stock' });
    expect((await app.call('automations.list', {})).automations).toEqual([]);
  });
});
