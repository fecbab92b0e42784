// A call to main that fails where no screen handles it is shown, in main's words, instead of
// vanishing (renderer/src/errors/UnhandledFailures.tsx). The failing call is a real one: the
// report of a job that does not exist, through the real bridge and handler table.
import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { chromiumAvailable, type E2EApp, startE2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('a failure no screen handles', () => {
  let app: E2EApp;
  beforeAll(async () => {
    app = await startE2EApp('unhandled-failures');
  }, 120_000);
  afterAll(async () => app?.close());

  it("is shown with main's message and can be dismissed", async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Commerce Bulk' }).waitFor();
    await expect(page.getByRole('alert', { name: 'Something failed' }).count()).resolves.toBe(0);
    await page.evaluate(() => {
      const bridge = (window as unknown as { commerceBulk: { call: Record<string, (a: unknown) => Promise<unknown>> } })
        .commerceBulk;
      // Dropped on purpose, as a screen that forgot its error handling would. A well-formed id
      // (the contract refuses any other before main sees it, issue 39) of no job.
      void bridge.call['jobs.report']!({ jobId: '20200101-000000-abcdef' });
    });
    const alert = page.getByRole('alert', { name: 'Something failed' });
    await alert.getByRole('listitem').first().waitFor();
    const items = await alert.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(1);
    // main's own sentence, without the bridge's wire marker around it
    expect(items[0]).toMatch(/^No job '20200101-000000-abcdef' in \S+jobs\. Run 'jobs' to list the jobs there\.$/);
    await app.screenshot('failure-shown');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert.count()).resolves.toBe(0);
  });
});
