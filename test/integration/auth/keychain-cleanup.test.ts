// Issue 25: a cancelled sign-in leaves nothing in the keychain (it left its shared secret), and
// Settings lists the keychain entries the app owns (names only, never the secret) with a way
// to remove a leftover. Against the real gnome-keyring under scripts/with-keyring.sh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecretVault, type SecretVault } from '../../../main/auth/secret-vault.js';
import { smtpAccount, writeSmtpSettings } from '../../../main/notify/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

const service = `commerce-bulk-test-cleanup-${process.pid}`;
const vault: SecretVault & { cause?: string | undefined } = await openSecretVault(service);
if (!vault.persistent) {
  console.warn(
    `keychain cleanup tests skipped: no Secret Service answered (${vault.cause ?? 'unknown'}). Run them with: sh scripts/with-keyring.sh npx vitest run test/integration/auth`,
  );
}

describe.skipIf(!vault.persistent)('keychain cleanup (real gnome-keyring)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ vault, openLoginWindow: async () => null });
  }, 60_000);
  afterAll(async () => {
    for (const account of (await vault.accounts?.()) ?? []) await vault.delete(account);
    await app?.ctx.dispose();
  });

  it('a cancelled sign-in removes the shared secret it stored', async () => {
    const r = await app.call('connections.login', {
      name: 'Shop',
      baseUrl: 'https://api.example.com',
      clientId: 'app',
      clientSecret: 'cancelled-shared-secret-41',
      redirectUri: 'https://localhost/callback',
      flow: 'code',
    });
    expect(r).toEqual({ cancelled: true, connection: null });
    expect(await vault.accounts?.()).toEqual([]);
  });

  it('lists the entries the app owns without their secrets, and removes a leftover', async () => {
    await vault.set('old-shop-abc123/client-secret', 'left-behind-secret-42');
    const listed = await app.call('keychain.list', {});
    expect(listed.entries).toEqual([{ service, account: 'old-shop-abc123/client-secret', connection: null }]);
    expect(JSON.stringify(listed)).not.toContain('left-behind-secret-42');
    await app.call('keychain.remove', { account: 'old-shop-abc123/client-secret' });
    expect(await vault.accounts?.()).toEqual([]);
    expect((await app.call('keychain.list', {})).entries).toEqual([]);
  });

  it("names the mail server's password as used by e-mail notifications, not a leftover, until it is cleared", async () => {
    const smtp = {
      host: 'Mail.Example.com',
      port: 587,
      tls: 'starttls' as const,
      user: 'ops',
      from: 'ops@example.com',
    };
    await writeSmtpSettings(app.ctx.dataDir, smtp);
    await vault.set(smtpAccount(smtp), 'mail-password-43');
    const listed = await app.call('keychain.list', {});
    expect(listed.entries).toEqual([
      { service, account: 'smtp:ops@mail.example.com', connection: null, usedBy: 'mail' },
    ]);
    expect(JSON.stringify(listed)).not.toContain('mail-password-43');
    await expect(app.call('keychain.remove', { account: 'smtp:ops@mail.example.com' })).rejects.toThrow(
      /mail server password of e-mail notifications: remove it with `commerce-bulk notify-setup --clear`/,
    );
    expect(await vault.accounts?.()).toEqual(['smtp:ops@mail.example.com']);
    // Another mail server saved since: the old password is a leftover again, and goes.
    await writeSmtpSettings(app.ctx.dataDir, { ...smtp, host: 'smtp.example.org' });
    expect((await app.call('keychain.list', {})).entries).toEqual([
      { service, account: 'smtp:ops@mail.example.com', connection: null },
    ]);
    await app.call('keychain.remove', { account: 'smtp:ops@mail.example.com' });
    expect(await vault.accounts?.()).toEqual([]);
  });
});
