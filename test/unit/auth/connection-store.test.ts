import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectionStore } from '../../../main/auth/connection-store.js';
import { MemoryVault, type SecretVault } from '../../../main/auth/secret-vault.js';
import type { ConnectionConfig } from '../../../main/auth/connection.js';
import { AuthError } from '../../../main/auth/errors.js';

const config: ConnectionConfig = {
  id: 'acme-live',
  name: 'ACME live',
  kind: 'code',
  baseUrl: 'https://api.example.com',
  clientId: 'app-1',
  redirectUri: 'https://app.example.com/cb',
  profiles: [{ id: 12, name: 'ACME US' }],
};

class BrokenKeychain implements SecretVault {
  readonly persistent = true;
  async get() {
    return undefined;
  }
  async set(): Promise<void> {
    throw new Error('locked');
  }
  async delete() {}
}

describe('ConnectionStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves configs in a JSON file and secrets only in the vault', async () => {
    const vault = new MemoryVault('no keychain here');
    const store = await ConnectionStore.open(dir, { vault });
    await store.save(config);
    const w = await store.setSecret('acme-live', 'refresh-token', 'rt-planted-0001');
    expect(w).toEqual({ persisted: false, warning: 'no keychain here' });
    await store.setSecret('acme-live', 'client-secret', 'cs-planted-0002');
    const file = await readFile(join(dir, 'connections.json'), 'utf8');
    expect(file).toContain('ACME live');
    expect(file).not.toContain('planted');
    const again = await ConnectionStore.open(dir, { vault });
    expect(again.list()).toEqual([config]);
    expect(await again.getSecret('acme-live', 'refresh-token')).toBe('rt-planted-0001');
  });

  it('keeps the connection list readable by its owner only, even when it was not before', async () => {
    await writeFile(join(dir, 'connections.json'), '{"version":1,"connections":[]}\n', { mode: 0o644 });
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault() });
    await store.save(config);
    expect((await stat(join(dir, 'connections.json'))).mode & 0o777).toBe(0o600);
  });

  it('never overwrites a good secret with an empty one', async () => {
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault() });
    await store.setSecret('acme-live', 'refresh-token', 'rt-good-123456');
    await store.setSecret('acme-live', 'refresh-token', '');
    await store.setSecret('acme-live', 'refresh-token', undefined);
    expect(await store.getSecret('acme-live', 'refresh-token')).toBe('rt-good-123456');
  });

  it('refuses unknown keys (a secret pasted into the config) and names the field', async () => {
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault() });
    await expect(store.save({ ...config, clientSecret: 'oops-secret' } as unknown as ConnectionConfig)).rejects.toThrow(
      /clientSecret|Unrecognized/,
    );
    await expect(store.save({ ...config, baseUrl: 'ftp://x' })).rejects.toThrow(/baseUrl/);
  });

  it('keeps a secret for the session when the keychain refuses it, and says so', async () => {
    const store = await ConnectionStore.open(dir, { vault: new BrokenKeychain() });
    const w = await store.setSecret('acme-live', 'client-secret', 'cs-session-only');
    expect(w.persisted).toBe(false);
    expect(w.warning).toMatch(/session only/);
    expect(await store.getSecret('acme-live', 'client-secret')).toBe('cs-session-only');
  });

  it('removes a connection with its secrets', async () => {
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault() });
    await store.save(config);
    await store.setSecret('acme-live', 'refresh-token', 'rt-to-remove');
    await store.remove('acme-live');
    expect(store.list()).toEqual([]);
    expect(await store.getSecret('acme-live', 'refresh-token')).toBeUndefined();
  });

  it('explains a broken connections file', async () => {
    await writeFile(join(dir, 'connections.json'), '{"version":1,"connections":[{"id":"x"}]}');
    await expect(ConnectionStore.open(dir, { vault: new MemoryVault() })).rejects.toThrow(/connections\.0\.name/);
  });

  // main/files' 'refuse' policy with the store's own AuthError: a damaged file is never read as
  // "no connections" (the next save would then drop every saved one) nor reset.
  it('refuses a file that is not JSON with its AuthError and hint, and leaves the file as it was', async () => {
    const file = join(dir, 'connections.json');
    await writeFile(file, '{"version":1,');
    const refused = await ConnectionStore.open(dir, { vault: new MemoryVault() }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({
      code: 'invalid-config',
      message: `${file} is not valid JSON.`,
      hint: 'Fix or delete the file; connections are saved again when you add one.',
    });
    await writeFile(file, '{"version":2,"connections":[]}');
    await expect(ConnectionStore.open(dir, { vault: new MemoryVault() })).rejects.toThrow(
      `${file} is not a valid connections file: version: Invalid input: expected 1.`,
    );
    expect(await readFile(file, 'utf8')).toBe('{"version":2,"connections":[]}');
  });

  it('two stores on one folder (the app and a CLI) each save a connection and neither is lost', async () => {
    const [a, b] = await Promise.all([
      ConnectionStore.open(dir, { vault: new MemoryVault() }),
      ConnectionStore.open(dir, { vault: new MemoryVault() }),
    ]);
    await Promise.all([a.save(config), b.save({ ...config, id: 'acme-test', name: 'ACME test' })]);
    const saved = JSON.parse(await readFile(join(dir, 'connections.json'), 'utf8')) as {
      connections: { id: string }[];
    };
    expect(saved.connections.map((c) => c.id).sort()).toEqual(['acme-live', 'acme-test']);
    await a.remove('acme-test');
    const reopened = await ConnectionStore.open(dir, { vault: new MemoryVault() });
    expect(reopened.list().map((c) => c.id)).toEqual(['acme-live']);
  });
});
