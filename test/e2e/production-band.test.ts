// Issue 42: nothing marked a production connection apart from the sandbox. A connection to a
// real service (here: signed in through the sandbox's grant screen, as a Brand account would
// be) puts a coloured band with its name across every screen; back on the built-in sandbox
// the band is gone. The band follows the connection's own "Production (live data)" setting,
// on by default for an account added in the form, saved with it and changed on the bar.
// The screen still fits 1280x800 and axe-core finds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
    const savedFlags = () =>
      (
        JSON.parse(readFileSync(path.join(app.dataDir, 'connections.json'), 'utf8')) as {
          connections: { name: string; production?: boolean }[];
        }
      ).connections.map((c) => ({ name: c.name, production: c.production }));
    const band = page.getByRole('region', { name: 'Production connection' });
    expect(await band.count()).toBe(0);
    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a connection' });
    await dialog.getByLabel('Name', { exact: true }).fill('Brand live');
    await dialog.getByLabel('Service address', { exact: true }).fill(creds.baseUrl);
    await dialog.getByLabel('Application ID', { exact: true }).fill(creds.clientId);
    await dialog.getByLabel('Shared secret', { exact: true }).fill(creds.clientSecret);
    await dialog.getByLabel('Redirect URI', { exact: true }).fill(creds.redirectUri);
    // "Production (live data)": on by default for an account added here (the sandbox never is).
    const live = dialog.getByRole('checkbox', { name: 'Production (live data)' });
    expect(await live.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await app.screenshot('production-flag-in-form');
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

    // The flag, not the address, decides: turned off on the connection, the band goes, and
    // the setting is saved with the connection; turned on again, it is back.
    await page.getByRole('navigation').getByRole('button', { name: 'Import', exact: true }).click();
    const flag = page
      .getByRole('region', { name: 'Connection' })
      .getByRole('checkbox', { name: 'Production (live data)' });
    expect(await flag.isChecked()).toBe(true);
    // A controlled box: it shows the saved setting once main has stored it and said so.
    await flag.click();
    await expect.poll(() => flag.isChecked()).toBe(false);
    await expect.poll(() => band.count()).toBe(0);
    expect(savedFlags()).toEqual([{ name: 'Brand live', production: false }]);
    expect(await overflowOffenders(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await app.screenshot('production-flag-off');
    await flag.click();
    await expect.poll(() => flag.isChecked()).toBe(true);
    await expect.poll(() => band.textContent()).toBe('Production: Brand live. Changes go to the live service.');
    expect(savedFlags()).toEqual([{ name: 'Brand live', production: true }]);

    await page.getByRole('combobox', { name: 'Connection' }).selectOption('sandbox');
    await expect.poll(() => band.count()).toBe(0);
    await app.screenshot('sandbox-no-band');
  }, 90_000);
});
