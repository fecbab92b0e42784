// Issue 42: nothing marked a production connection apart from the sandbox. A connection to a
// real service (here: signed in through the sandbox's grant screen, as a Brand account would
// be) puts a coloured band with its name across every screen; back on the built-in sandbox
// the band is gone. The screen still fits 1280x800 and axe-core finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxCredentials, SandboxHandle } from '../../server/index.js';
import { axeViolations, chromiumAvailable, overflowOffenders, startE2EApp, type E2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('the production connection band', () => {
  let app: E2EApp;
  let creds: SandboxCredentials;
  beforeAll(async () => {
    const holder: { app?: E2EApp } = {};
    app = await startE2EApp('production-band', {
      deps: {
        openLoginWindow: async (authorizeUrl, redirectUri) => {
          const login = await holder.app!.browserContext.newPage();
          try {
            const landed = new Promise<string>((resolve) => {
              void login.route(`${redirectUri}**`, async (route) => {
                resolve(route.request().url());
                await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Signed in</p>' });
              });
            });
            await login.goto(authorizeUrl);
            await login.getByLabel('Login').fill(creds.username);
            await login.getByLabel('Password').fill(creds.password);
            await login.getByRole('button', { name: 'Sign in' }).click();
            await login.getByRole('button', { name: 'Allow' }).click();
            return await landed;
          } finally {
            await login.close();
          }
        },
      },
    });
    holder.app = app;
    creds = (app.context.connections as unknown as { sandbox: SandboxHandle }).sandbox.credentials;
    await app.page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);
  afterAll(async () => app?.close());

  it('shows the band with the name on every screen, and none for the sandbox', async () => {
    const { page } = app;
    const band = page.getByRole('region', { name: 'Production connection' });
    expect(await band.count()).toBe(0);
    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a connection' });
    await dialog.getByLabel('Name', { exact: true }).fill('Brand live');
    await dialog.getByLabel('Service address', { exact: true }).fill(creds.baseUrl);
    await dialog.getByLabel('Application ID', { exact: true }).fill(creds.clientId);
    await dialog.getByLabel('Shared secret', { exact: true }).fill(creds.clientSecret);
    await dialog.getByLabel('Redirect URI', { exact: true }).fill(creds.redirectUri);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    await expect.poll(() => band.textContent()).toBe('Production: Brand live. Changes go to the live service.');
    await app.screenshot('production-import');
    expect(await overflowOffenders(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    for (const view of ['Export', 'History', 'Automations']) {
      await page.getByRole('navigation').getByRole('button', { name: view, exact: true }).click();
      expect(await band.textContent(), `band on ${view}`).toBe(
        'Production: Brand live. Changes go to the live service.',
      );
      await app.screenshot(`production-${view.toLowerCase()}`);
    }

    await page.getByRole('combobox', { name: 'Connection' }).selectOption('sandbox');
    await expect.poll(() => band.count()).toBe(0);
    await app.screenshot('sandbox-no-band');
  }, 90_000);
});
