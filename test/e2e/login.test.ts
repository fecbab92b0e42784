// Adding a connection with the authorization code flow through the sandbox's real grant
// screen: the login window is a second Chromium page that signs in, presses Allow, and
// catches the redirect to the registered HTTPS URI with page.route (nothing listens there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxCredentials, SandboxHandle } from '../../server/index.js';
import { chromiumAvailable, type E2EApp, startE2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('sign in through the grant screen', () => {
  let app: E2EApp;
  let creds: SandboxCredentials;
  beforeAll(async () => {
    // The login window needs the app's browser context, which exists only once the app does.
    const holder: { app?: E2EApp } = {};
    app = await startE2EApp('login', {
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
            await login.getByRole('button', { name: 'Allow' }).waitFor();
            await login.screenshot({ path: path.resolve('test-results/e2e/login/00-grant-screen.png') });
            await login.getByRole('button', { name: 'Allow' }).click();
            return await landed;
          } finally {
            await login.close();
          }
        },
      },
    });
    holder.app = app;
    // The app keeps the built-in sandbox's credentials in memory only (no credentials.json),
    // so take them from the handle its connection service holds.
    creds = (app.context.connections as unknown as { sandbox: SandboxHandle }).sandbox.credentials;
  }, 60_000);
  afterAll(async () => app?.close());

  it('adds a code-flow connection, makes it active and lists its profiles', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a connection' });
    await dialog.getByLabel('Name', { exact: true }).fill('Brand account');
    await dialog.getByLabel('Service address', { exact: true }).fill(creds.baseUrl);
    await dialog.getByLabel('Application ID', { exact: true }).fill(creds.clientId);
    await dialog.getByLabel('Shared secret', { exact: true }).fill(creds.clientSecret);
    await dialog.getByLabel('Redirect URI', { exact: true }).fill(creds.redirectUri);
    await app.screenshot('add-connection');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(async () => page.getByRole('combobox', { name: 'Connection' }).locator('option:checked').textContent())
      .toBe('Brand account');
    expect(await page.getByRole('status', { name: 'Connection state' }).textContent()).toBe('Connected');
    expect(await page.getByLabel('Profiles').textContent()).toContain(creds.profiles[0]!.name);
    await app.screenshot('signed-in');
    // The connection is saved without its secrets, which live in the (test's in-memory) keychain.
    const saved = readFileSync(path.join(app.dataDir, 'connections.json'), 'utf8');
    expect(saved).toContain('Brand account');
    expect(saved).not.toContain(creds.clientSecret);
  }, 60_000);
});
