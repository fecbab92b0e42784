// A paused run whose own connection was removed: Resume is refused with a message naming
// that connection, the "Connection for this run" select offers the current ones (reached by
// keyboard), and "Resume on this connection" finishes the run there with every row once.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal } from '../../main/journal/index.js';
import { applied, chromiumAvailable, dropFile, type E2EApp, resultCounts, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const ROWS = 3000;

describe.skipIf(!chromiumAvailable)('resume a run whose connection was removed', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('asks for a connection and resumes on the one picked', async () => {
    const dataDir = tempDir('cb-resume-conn-');
    const file = path.join(dataDir, 'stock.csv');
    const lines = ['ProductID,DistributionCenterID,AvailableQuantity'];
    for (let i = 0; i < ROWS; i++) lines.push(`${2000001 + Math.floor(i / 4)},${(i % 4) + 1},${500 + i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    app = await startE2EApp('resume-other-connection', {
      dataDir,
      deps: { sandbox: { latencyMs: 3, rateLimit: 0 }, budgetPerMinute: 30_000 },
    });
    const page = app.page;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 15_000 })
      .toBe('3,000 rows');
    await page.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('heading', { name: 'Sending' })
      .waitFor({ timeout: 10_000 })
      .catch(async (err: unknown) => {
        await app!.screenshot('not-sending');
        throw err;
      });
    // Pause once sending has begun (past the pre-flight reads), as a person watching it would.
    await expect
      .poll(
        async () =>
          Number(
            (
              /Sent ([\d,]+)/.exec(
                (await page.getByRole('status', { name: 'Send status' }).textContent({ timeout: 2000 })) ?? '',
              )?.[1] ?? '0'
            ).replace(/,/g, ''),
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
      .catch(async (err: unknown) => {
        await app!.screenshot('not-sent');
        throw err;
      });
    await page.getByRole('button', { name: 'Pause' }).click({ timeout: 10_000 });
    await app.screenshot('pause-clicked');
    await expect
      .poll(() => page.getByRole('status', { name: 'Send status' }).textContent({ timeout: 2000 }), { timeout: 15_000 })
      .toContain('Paused');

    // Stand-in for "the user removed the account this run was started on": its saved id no longer exists.
    const ids = Journal.listIds(app.context.jobsDir).filter((id) => app!.context.jobs.isOpen(id));
    expect(ids).toHaveLength(1);
    const journal = app.context.jobs.journal(ids[0]!);
    journal.setConnection({
      ref: { kind: 'saved', id: 'removed-live', name: 'Old live account' },
      baseUrl: journal.connection!.baseUrl,
    });

    await app.screenshot('connection-removed');
    await page.getByRole('button', { name: 'Resume', exact: true }).click({ timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('alert').first().textContent({ timeout: 2000 }))
      .toContain('Old live account');
    await app.screenshot('resume-refused');
    const select = page.getByRole('combobox', { name: 'Connection for this run' });
    await select.waitFor({ timeout: 10_000 });
    const options = await select.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    await app.screenshot('pick-connection');
    // Keyboard: focus the select, tab to the button, press Enter.
    await select.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Resume on this connection');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => applied(await resultCounts(page))).toBe(ROWS);
    expect((await resultCounts(page)).Failed).toBe(0);
    // The pick is recorded, so a later resume uses it too.
    expect(app.context.jobs.journal(ids[0]!).connection?.ref).not.toMatchObject({ id: 'removed-live' });
    await app.screenshot('finished-on-picked');
  }, 60_000);
});
