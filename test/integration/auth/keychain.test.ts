// Runs against a real Secret Service (gnome-keyring in a private D-Bus session) when the
// suite runs under scripts/with-keyring.sh; skips, saying why, where none answers.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSecretVault, type SecretVault } from '../../../main/auth/secret-vault.js';
import { ConnectionStore } from '../../../main/auth/connection-store.js';

const service = `commerce-bulk-test-${process.pid}`;
const vault: SecretVault & { cause?: string | undefined } = await openSecretVault(service);
if (!vault.persistent) {
  console.warn(
    `keychain tests skipped: no Secret Service answered (${vault.cause ?? 'unknown'}). Run them with: sh scripts/with-keyring.sh npx vitest run test/integration/auth`,
  );
}

describe.skipIf(!vault.persistent)('OS keychain via @napi-rs/keyring (real gnome-keyring)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-keychain-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads back, overwrites and deletes a secret', async () => {
    await vault.set('conn-1/refresh-token', 'kc-value-1');
    expect(await vault.get('conn-1/refresh-token')).toBe('kc-value-1');
    await vault.set('conn-1/refresh-token', 'kc-value-2');
    expect(await vault.get('conn-1/refresh-token')).toBe('kc-value-2');
    await vault.delete('conn-1/refresh-token');
    expect(await vault.get('conn-1/refresh-token')).toBeUndefined();
  });

  it('ConnectionStore keeps secrets in the keychain across reopen and nothing secret on disk', async () => {
    const store = await ConnectionStore.open(dir, { vault });
    expect(store.keychain.persistent).toBe(true);
    await store.save({
      id: 'kc',
      name: 'Keychain test',
      kind: 'refresh-token',
      baseUrl: 'https://api.example.com',
      clientId: 'app',
      profiles: [],
    });
    expect(await store.setSecret('kc', 'refresh-token', 'kc-planted-refresh-77')).toEqual({ persisted: true });
    expect(await store.setSecret('kc', 'client-secret', 'kc-planted-secret-78')).toEqual({ persisted: true });
    await store.setSecret('kc', 'refresh-token', ''); // must not erase
    const reopened = await ConnectionStore.open(dir, { vault: await openSecretVault(service) });
    expect(await reopened.getSecret('kc', 'refresh-token')).toBe('kc-planted-refresh-77');
    expect(await reopened.getSecret('kc', 'client-secret')).toBe('kc-planted-secret-78');
    for (const f of await readdir(dir)) {
      expect(await readFile(join(dir, f), 'utf8')).not.toMatch(/kc-planted/);
    }
    await reopened.remove('kc');
    expect(await vault.get('kc/refresh-token')).toBeUndefined();
  });
});

describe.skipIf(vault.persistent)('without a keychain', () => {
  it('falls back to a session-only vault that says so', () => {
    expect(vault.warning).toMatch(/session only/);
  });
});
