// Issue 28 in the app: the Automations screen. An automation is created through the form
// (the folder from the folder dialog, as a grant), a second process drops a file into its
// folder, "Run now" runs it through the real main-process IPC against the built-in sandbox,
// and the run shows in its history with its status, counts and workbooks (opened through
// the shell's open-file path); the value is read back from the sandbox, the desktop
// notification carries the status, file and counts, "Check sign-in" passes, and the
// start-with-the-system setting reaches the shell. Then the automation gets a daily time
// (issue 43): the card shows it in words, its next three runs and the last result.
// Screenshots under
// test-results/e2e/automations/, axe-core on the screen in both themes and at 200% zoom.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { formatDateTime } from '../../shared/i18n/index.js';
import { axeBothThemes, chromiumAvailable, startE2EApp, type E2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const previousHome = process.env.COMMERCE_BULK_HOME;

/** Written by another process, as a warehouse system drops its export. */
function dropBySecondProcess(file: string, text: string): void {
  const r = spawnSync(process.execPath, [
    '-e',
    'require("node:fs").writeFileSync(process.argv[1], process.argv[2])',
    file,
    text,
  ]);
  expect(r.status, String(r.stderr)).toBe(0);
}

describe.skipIf(!chromiumAvailable)('Automations screen', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
    if (previousHome === undefined) delete process.env.COMMERCE_BULK_HOME;
    else process.env.COMMERCE_BULK_HOME = previousHome;
  });

  it('creates an automation, runs a dropped file with Run now and shows it in the history', async () => {
    const dataDir = tempDir('cb-e2e-automations-');
    // The watcher keeps its per-folder state in the data folder: this test's, not the user's.
    process.env.COMMERCE_BULK_HOME = dataDir;
    const folder = path.join(dataDir, 'warehouse-drop');
    mkdirSync(folder);
    const opened: string[] = [];
    const notices: { title: string; body: string }[] = [];
    let loginItem = false;
    app = await startE2EApp('automations', {
      dataDir,
      deps: {
        pickFolder: async () => folder,
        openPath: async (file) => void opened.push(file),
        notify: (n) => void notices.push(n),
        loginItem: { supported: true, get: () => loginItem, set: (on) => void (loginItem = on) },
      },
    });
    const page = app.page;
    const client = app.context.connections.client(SANDBOX_ID).client;
    const quantity = async (): Promise<number> =>
      (
        (await client.request({ method: 'GET', path: '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)' }))
          .body as { AvailableQuantity: number }
      ).AvailableQuantity;
    expect(await quantity()).not.toBe(4321);

    await page.getByRole('button', { name: 'Automations' }).click();
    await page.getByRole('heading', { name: 'Automations', level: 2 }).waitFor();
    await page.getByText('No automations yet.').waitFor();
    await app.screenshot('empty');
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Start Commerce Bulk with the system, minimised' }).check();
    await expect.poll(() => loginItem).toBe(true);

    await page.getByRole('button', { name: 'New automation' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Nightly stock');
    await page.getByRole('button', { name: 'Choose folder…' }).click();
    await page.getByText(folder).waitFor();
    await page.getByRole('combobox', { name: 'Resource' }).selectOption('DCQuantities');
    await page.getByRole('spinbutton', { name: 'Settle time (seconds)' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Check every (seconds)' }).fill('600');
    await app.screenshot('form');
    expect(await axeBothThemes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save automation' }).click();
    await page.getByText('Automation "Nightly stock" saved.').waitFor();
    const card = page.getByRole('article', { name: 'Nightly stock' });
    await card.waitFor();
    expect(await card.textContent()).toContain(folder);
    expect(await card.textContent()).toContain('Not run yet');
    const saved = app.context.automations.store.get('Nightly stock');
    expect(saved).toMatchObject({ folder, resource: 'DCQuantities', settleSeconds: 1, checkEverySeconds: 600 });

    dropBySecondProcess(
      path.join(folder, 'stock.csv'),
      'ProductID,DistributionCenterID,AvailableQuantity\n2000001,1,4321\n',
    );
    await card.getByRole('button', { name: 'Run now' }).click();
    const history = card.getByRole('table', { name: 'History of Nightly stock' });
    const row = history.getByRole('row').filter({ hasText: 'stock.csv' });
    await row.waitFor({ timeout: 60_000 });
    await expect.poll(() => row.textContent()).toMatch(/stock\.csv.*Imported.*Updated: 1/);
    await expect.poll(quantity).toBe(4321);
    expect(existsSync(path.join(folder, 'processed', 'stock.csv'))).toBe(true);
    await expect.poll(() => card.textContent()).toMatch(/Last result.*Imported — stock\.csv — Updated: 1/);
    expect(notices).toEqual([{ title: 'Nightly stock: Imported', body: 'stock.csv\nUpdated: 1' }]);
    await app.screenshot('run-in-history');

    await row.getByRole('button', { name: 'Result workbook' }).click();
    await expect.poll(() => opened).toEqual([path.join(folder, 'processed', 'stock.result.xlsx')]);
    await row.getByRole('button', { name: 'Undo workbook' }).click();
    await expect.poll(() => opened.length).toBe(2);
    expect(opened[1]).toBe(path.join(folder, 'processed', 'stock.undo.xlsx'));

    await card.getByRole('button', { name: 'Check sign-in' }).click();
    await expect
      .poll(() => card.getByRole('status').first().textContent(), { timeout: 20_000 })
      .toMatch(/^Sign-in works for /);
    await app.screenshot('sign-in-checked');
    expect(await axeBothThemes(page)).toEqual([]);

    // At 200% zoom (640x360) the screen, history table included, needs no sideways scrolling.
    await page.setViewportSize({ width: 640, height: 360 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await app.screenshot('zoom-200');
    expect(await axeBothThemes(page)).toEqual([]);
  }, 150_000);

  it('gives the automation a daily time and lists its schedule, next three runs and last result', async () => {
    if (!app) throw new Error('the first test did not start the app');
    const page = app.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    const card = page.getByRole('article', { name: 'Nightly stock' });
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Daily', exact: true }).check();
    // With a time of day, seconds between checks no longer apply.
    expect(await page.getByRole('spinbutton', { name: 'Check every (seconds)' }).count()).toBe(0);
    await page.getByLabel('Time of day').fill('02:15');
    await app.screenshot('schedule-form');
    expect(await axeBothThemes(page)).toEqual([]);
    const before = new Date();
    await page.getByRole('button', { name: 'Save automation' }).click();
    // The notice of the first save is still shown: wait for the store to hold the schedule.
    await expect
      .poll(() => app?.context.automations.store.get('Nightly stock')?.schedule)
      .toEqual({ kind: 'daily', at: '02:15' });

    // 02:15 local time on three consecutive days, the first after the moment of saving.
    const first = new Date(before.getFullYear(), before.getMonth(), before.getDate(), 2, 15);
    if (first <= before) first.setDate(first.getDate() + 1);
    const expected = [0, 1, 2].map((n) => new Date(first.getFullYear(), first.getMonth(), first.getDate() + n, 2, 15));
    const facts = card.locator('dl');
    await expect.poll(() => facts.textContent()).toContain('ScheduleDaily at 02:15');
    const times = card.locator('time');
    expect(await times.evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))).toEqual(
      expected.map((d) => d.toISOString()),
    );
    const shown = (await times.allTextContents()).map((t) => t.replace(/\s/g, ' '));
    expect(shown).toEqual(expected.map((d) => formatDateTime('en', d).replace(/\s/g, ' ')));
    expect(shown.every((t) => t.endsWith('2:15 AM'))).toBe(true);
    // The last run's outcome from the history, beside the schedule.
    expect(await facts.textContent()).toMatch(/Last result.*Imported — stock\.csv — Updated: 1/);
    expect(await facts.textContent()).not.toContain('Next check');
    await app.screenshot('scheduled');
    expect(await axeBothThemes(page)).toEqual([]);
  }, 60_000);
});
