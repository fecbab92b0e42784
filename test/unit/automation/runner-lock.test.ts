// The app's runner of saved automations (main/automation/saved/runner.ts) on a folder another
// watcher keeps locked (here another host's fresh lock on a real folder): the check gives up
// after its lock wait and records the same text `watch --once` prints, holder named, exit 5.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AutomationRunner, AutomationStore, folderKey } from '../../../main/automation/index.js';
import type { ConnectionInfo, JobClient } from '../../../main/jobs/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-runner-lock-');
const before = process.env.COMMERCE_BULK_HOME;
afterAll(() => {
  if (before === undefined) delete process.env.COMMERCE_BULK_HOME;
  else process.env.COMMERCE_BULK_HOME = before;
  removeDir(dir);
});

describe('automation runner', () => {
  it('names the holder of a locked folder, as watch --once does, with exit 5', async () => {
    const home = join(dir, 'home');
    process.env.COMMERCE_BULK_HOME = home;
    const folder = join(dir, 'drop');
    mkdirSync(folder);
    writeFileSync(join(folder, 'stock.csv'), 'Product ID,DC,Qty\n2000001,1,5\n');
    const lockDir = join(home, 'watch', folderKey(folder));
    mkdirSync(lockDir, { recursive: true });
    const since = '2026-11-28T02:15:00.000Z';
    writeFileSync(join(lockDir, 'lock'), JSON.stringify({ pid: 4242, host: 'warehouse-pc', since }));
    const store = AutomationStore.in(home);
    await store.save({ name: 'Stock', folder, resource: 'DCQuantities', settleSeconds: 0 });
    const runner = new AutomationRunner({
      store,
      // Never reached: nothing is imported while the lock is held.
      clientFor: () => ({ client: {} as JobClient, connection: {} as ConnectionInfo }),
      onRun: () => undefined,
      lockWaitMs: 500,
    });
    const runs = await runner.runNow('Stock');
    await runner.stop();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'error', exitCode: 5 });
    expect(runs[0]!.message).toMatch(
      new RegExp(
        `^The folder ${folder} is locked by another watcher \\(host warehouse-pc, pid 4242, since ${since}\\); gave up after [01] s\\. Let that run finish`,
      ),
    );
    expect(store.history('Stock')).toEqual(runs);
  });
});
