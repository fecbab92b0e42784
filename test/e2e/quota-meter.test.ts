// Issue 42, the quota meter: the service allows 2,000 requests a minute per profile and
// 500,000 an hour per IP (a $batch costs 1 + its parts) and says nothing until it answers
// 429. Send shows what this app spent against both, from the client's own count; here that
// count is checked against what the sandbox itself charged for the run. Screenshot, axe 0.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../server/index.js';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import {
  axeViolations,
  chromiumAvailable,
  dropFile,
  type E2EApp,
  overflowOffenders,
  startE2EApp,
} from '../support/e2e/index.js';
import { quotaSpent, resetCounters, tempDir } from '../support/index.js';

const ROWS = 3000;
// At 12,000 requests a minute a batch of 100 leaves every 500 ms: 3,000 rows take about 15 s,
// time enough to pause it midway.
const deps = { sandbox: { latencyMs: 3, rateLimit: 0 }, budgetPerMinute: 12_000 };

const status = (page: Page) => page.getByRole('status', { name: 'Send status' }).textContent();

/** The two figures of a meter line: "Requests in the last minute: 1,234 of 2,000 (per profile)". */
async function figures(page: Page, id: string): Promise<[number, number]> {
  const text = (await page.locator(`label[for="${id}"]`).textContent()) ?? '';
  const [, n, max] = /([\d,]+) of ([\d,]+)/.exec(text) ?? [];
  return [Number((n ?? 'NaN').replace(/,/g, '')), Number((max ?? 'NaN').replace(/,/g, ''))];
}

describe.skipIf(!chromiumAvailable)('the quota meter on Send', () => {
  let app: E2EApp | undefined;
  afterAll(async () => app?.close());

  it("counts the run's requests as the service charged them, against both limits", async () => {
    const dir = tempDir('cb-quota-');
    const file = path.join(dir, 'big-stock.csv');
    const lines = ['ProductID,DistributionCenterID,AvailableQuantity'];
    for (let i = 0; i < ROWS; i++) lines.push(`${2000001 + Math.floor(i / 4)},${(i % 4) + 1},${2000 + i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    app = await startE2EApp('quota-meter', { dataDir: dir, deps });
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const sandbox = (app.context.connections as unknown as { sandbox: SandboxHandle }).sandbox;
    const client = app.context.connections.client(SANDBOX_ID).client;

    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 60_000 })
      .toBe('3,000 rows');
    // What the review's own reads cost is counted too; the sandbox's count starts here.
    await resetCounters(sandbox);
    const before = client.quotaUse().lastHour;
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () => Number((/Sent ([\d,]+)/.exec((await status(page)) ?? '')?.[1] ?? '0').replace(/,/g, '')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('region', { name: 'Quota used' }).waitFor();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => status(page), { timeout: 15_000 }).toMatch(/^Paused\./);
    // Settled: every call answered. The meter says what the client counted, and that is what
    // the sandbox charged for the run (a $batch as 1 + its parts) plus what came before.
    const spent = await quotaSpent(sandbox);
    expect(spent).toBeGreaterThan(100);
    // The review's own check may still have had calls on the wire at the reset: the meter
    // lies between what the sandbox charged since and that plus what came before.
    await expect
      .poll(async () => (await figures(page, 'quota-hour'))[0], { timeout: 5_000 })
      .toBe(client.quotaUse().lastHour);
    const [hour, perHour] = await figures(page, 'quota-hour');
    expect(perHour).toBe(500_000);
    expect(hour).toBeGreaterThanOrEqual(spent);
    expect(hour).toBeLessThanOrEqual(before + spent);
    const [minute, perMinute] = await figures(page, 'quota-minute');
    expect(perMinute).toBe(2000);
    expect(minute).toBeGreaterThanOrEqual(spent);
    expect(minute).toBeLessThanOrEqual(hour);
    expect(await page.locator('#quota-hour').getAttribute('max')).toBe('500000');
    expect(await overflowOffenders(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await app.screenshot('quota-meter-paused');
  }, 180_000);
});
