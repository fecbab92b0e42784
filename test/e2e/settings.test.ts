// Issues 27 and 25 in the app: Settings opened from the header, the proxy switched to manual
// (a password refused) and back, "Test connection" passing every step on the built-in
// sandbox, and the keychain entries listed with a leftover removed. Screenshots under
// test-results/e2e/settings/, axe-core on the open dialog.
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryVault } from '../../main/auth/index.js';
import { axeBothThemes, chromiumAvailable, startE2EApp, type E2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('Settings: network and keychain', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('switches the proxy, tests the connection and lists keychain entries', async () => {
    const vault = new MemoryVault();
    await vault.set('old-shop-abc123/client-secret', 'left-behind-secret-42');
    app = await startE2EApp('settings', { deps: { vault } });
    const page = app.page;
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    const system = dialog.getByRole('radio', { name: /System proxy settings/ });
    await system.waitFor();
    expect(await system.isChecked()).toBe(true);
    await app.screenshot('settings-open');
    expect(await axeBothThemes(page)).toEqual([]);

    await dialog.getByRole('radio', { name: 'Manual proxy' }).check();
    const address = dialog.getByRole('textbox', { name: 'Proxy address' });
    await address.fill('http://bob:pw-never-stored@proxy.example.com:3128');
    await dialog.getByRole('button', { name: 'Save network settings' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toMatch(/user name or password/);
    await app.screenshot('manual-with-password-refused');
    await address.fill('http://proxy.example.com:3128');
    await dialog.getByRole('button', { name: 'Save network settings' }).click();
    await expect
      .poll(() => app!.context.connections.proxySetting)
      .toEqual({
        mode: 'manual',
        manualUrl: 'http://proxy.example.com:3128',
      });
    await app.screenshot('manual-saved');
    await system.check();
    await dialog.getByRole('button', { name: 'Save network settings' }).click();
    await expect.poll(() => app!.context.connections.proxySetting).toEqual({ mode: 'system' });

    await dialog.getByRole('button', { name: 'Test connection' }).click();
    const steps = dialog.getByRole('list', { name: 'Connection test steps' }).getByRole('listitem');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(5);
    const outcomes = await steps.evaluateAll((items) => items.map((li) => li.getAttribute('data-outcome')));
    expect(outcomes).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
    expect(await steps.first().textContent()).toMatch(/Proxy chosen: Passed/);
    expect(await steps.nth(2).textContent()).toMatch(/Connected \(plain http, this machine only\): Passed/);
    await dialog.getByRole('heading', { name: 'Test connection' }).scrollIntoViewIfNeeded();
    await app.screenshot('test-connection-passed');
    expect(await axeBothThemes(page)).toEqual([]);

    const row = dialog.getByRole('row', { name: /old-shop-abc123\/client-secret/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Leftover/);
    expect(await dialog.textContent()).not.toContain('left-behind-secret-42');
    await row.scrollIntoViewIfNeeded();
    await app.screenshot('keychain-leftover');
    await dialog.getByRole('button', { name: 'Remove old-shop-abc123/client-secret' }).click();
    await dialog.getByText('The app has no entries in the keychain.').waitFor();
    expect(await vault.accounts()).toEqual([]);
    await app.screenshot('keychain-empty');
  }, 90_000);
});
