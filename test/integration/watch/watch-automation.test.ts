// Issue 28, `watch --automation <name> --once`: an automation saved in the app's data folder
// (as the Automations screen saves it) run by the OS scheduler's command line against the
// real sandbox over HTTP. Its folder, resource and settle time come from the definition (the
// folder argument left out), --credentials overrides its connection; the file is imported
// once, every value read back, and the run lands in the automation's history, which
// `automations list --json` shows. An unknown name ends with exit 2 naming the saved ones.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationStore } from '../../../main/automation/index.js';
import { cli, killChildren, removeDir, show, startService, tempDir, type Service } from '../../support/index.js';
import { expectValues, jsonLines, stockCsv } from './watch-helpers.js';

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-watch-automation-');
  svc = await startService({ seedProducts: 10, rateLimit: 0 });
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

describe('watch --automation <name> --once', () => {
  it('runs the saved definition, flags overriding it, and records the run in its history', async () => {
    const home = join(dir, 'home');
    const folder = join(dir, 'warehouse drop');
    mkdirSync(home, { recursive: true });
    mkdirSync(folder);
    const store = AutomationStore.in(home);
    await store.save({
      name: 'Nightly stock',
      folder,
      resource: 'DCQuantities',
      connection: 'sandbox',
      settleSeconds: 1,
      checkEverySeconds: 300,
    });
    const stock = stockCsv(810_000, 1, 10);
    writeFileSync(join(folder, 'stock.csv'), stock.text);

    const ran = await cli(
      ['watch', '--automation', 'nightly stock', '--once', '--credentials', svc.creds, '--json'],
      home,
    );
    expect(ran.code, show(ran)).toBe(0);
    expect(ran.stderr).toContain(
      `Watching automation "Nightly stock": ${folder} for DCQuantities files (settle 1s, once)`,
    );
    const [object, ...more] = jsonLines(ran.stdout);
    expect(more).toEqual([]);
    expect(object).toMatchObject({ status: 'succeeded', exitCode: 0, file: join(folder, 'stock.csv') });
    expect(existsSync(join(folder, 'processed', 'stock.csv'))).toBe(true);
    await expectValues(svc, stock.values);

    const history = store.history('Nightly stock');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      file: join(folder, 'stock.csv'),
      status: 'processed',
      jobId: object!.job,
      exitCode: 0,
      result: join(folder, 'processed', 'stock.result.xlsx'),
      undo: join(folder, 'processed', 'stock.undo.xlsx'),
    });
    expect((history[0]!.counts!.Updated ?? 0) + (history[0]!.counts!.Created ?? 0)).toBe(40);

    const listed = await cli(['automations', 'list', '--json'], home);
    expect(listed.code, show(listed)).toBe(0);
    const [entry] = JSON.parse(listed.stdout) as { name: string; folder: string; lastRun: { jobId: string } }[];
    expect(entry).toMatchObject({ name: 'Nightly stock', folder, lastRun: { jobId: object!.job } });
    const human = await cli(['automations', 'list'], home);
    expect(human.stdout).toContain(`Nightly stock\n  folder ${folder}, DCQuantities, connection sandbox`);

    // Nothing new in the folder: a scheduled run that finds nothing ends at once, exit 0.
    const idle = await cli(['watch', '--automation', 'Nightly stock', '--once', '--credentials', svc.creds], home);
    expect(idle.code, show(idle)).toBe(0);
    expect(store.history('Nightly stock')).toHaveLength(1);

    const unknown = await cli(['watch', '--automation', 'Daily prices', '--once'], home);
    expect(unknown.code, show(unknown)).toBe(2);
    expect(unknown.stderr).toContain('There is no saved automation named "Daily prices".');
    expect(unknown.stderr).toContain('Saved automations: Nightly stock.');
    for (const text of [ran.stdout, ran.stderr, listed.stdout])
      for (const secret of svc.secrets) expect(text).not.toContain(secret);
  }, 180_000);
});
