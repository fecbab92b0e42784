// Resume after a simulated restart: start sending a 3,000-row file to a slowed-down
// sandbox, close the whole app mid-run (the quit path: runs stop after their batches in
// flight), start a new app on the same data folder, resume from the notice, and finish
// with every row accounted for exactly once.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applied, chromiumAvailable, dropFile, type E2EApp, resultCounts, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const ROWS = 3000;

describe.skipIf(!chromiumAvailable)('resume an interrupted run on the next start', () => {
  let first: E2EApp | undefined;
  let second: E2EApp | undefined;
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('continues where the closed app stopped', async () => {
    const dataDir = tempDir('cb-resume-');
    const file = path.join(dataDir, 'big-stock.csv');
    const lines = ['ProductID,DistributionCenterID,AvailableQuantity'];
    for (let i = 0; i < ROWS; i++) lines.push(`${2000001 + Math.floor(i / 4)},${(i % 4) + 1},${1000 + i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    // Paced by the budget, not latency (the client sends five batches at once): at 30,000
    // requests a minute a batch of 100 leaves every 200 ms, so 3,000 rows take about 6 s.
    const deps = { sandbox: { latencyMs: 3, rateLimit: 0 }, budgetPerMinute: 30_000 };

    first = await startE2EApp('resume', { dataDir, deps });
    let page = first.page;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 15_000 })
      .toBe('3,000 rows');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(
        async () =>
          Number(
            (
              /Sent ([\d,]+)/.exec(
                (await page.getByRole('status', { name: 'Send status' }).textContent()) ?? '',
              )?.[1] ?? '0'
            ).replace(/,/g, ''),
          ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await first.screenshot('sending-before-close');
    await first.close();
    first = undefined;

    second = await startE2EApp('resume', { dataDir, deps });
    page = second.page;
    const resume = page.getByRole('button', { name: 'Resume interrupted run' });
    await resume.waitFor();
    // Issue 15: the notice says which run (file, date) and how far it got, and can discard it.
    expect(await page.getByRole('region', { name: 'Interrupted runs' }).textContent()).toMatch(
      /^A run of big-stock\.csv started .+ was interrupted: [\d,]+ of 3,000 rows done \((Created|Updated) [\d,]+.*\)\. Resume interrupted run Discard$/,
    );
    await page.getByRole('button', { name: 'Discard the interrupted run of big-stock.csv' }).waitFor();
    await second.screenshot('offered-after-restart');
    await resume.click();
    await page
      .getByRole('heading', { name: 'Report' })
      .waitFor({ timeout: 30_000 })
      .catch(async (err: unknown) => {
        await second!.screenshot('not-finished');
        throw err;
      });
    await expect.poll(async () => applied(await resultCounts(page))).toBe(ROWS);
    expect((await resultCounts(page)).Failed).toBe(0);
    await second.screenshot('resumed-report');
  }, 60_000);
});
