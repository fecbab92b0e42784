import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { chromiumAvailable, type E2EApp, startE2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('the app starts in Chromium with its bridge', () => {
  let app: E2EApp;
  beforeAll(async () => {
    app = await startE2EApp('app-start');
  }, 120_000);
  afterAll(async () => app?.close());

  it('shows the app and the version it got from main over the bridge', async () => {
    await app.page.getByRole('heading', { name: 'Commerce Bulk' }).waitFor();
    await expect(app.page.getByText('Version 0.1.0-e2e').isVisible()).resolves.toBe(true);
    await app.screenshot('started');
  });
});
