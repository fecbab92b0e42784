import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCredentialsFile } from '../../../main/auth/credentials-file.js';

describe('loadCredentialsFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cb-cred-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const sandboxShape = {
    baseUrl: 'http://127.0.0.1:4000',
    clientId: 'sandbox-app',
    clientSecret: 'file-secret-1',
    redirectUri: 'https://localhost/cb',
    username: 'demo',
    password: 'pw-123456',
    refreshToken: 'file-refresh-1',
    scopes: ['inventory', 'orders'],
    profiles: [
      {
        id: 1,
        name: 'Demo',
        distributionCenterIds: [0],
        productIds: [1],
        skus: ['A'],
        orderIds: [],
        customFieldIds: [],
      },
    ],
  };

  it('reads the sandbox credentials.json shape', async () => {
    const p = join(dir, 'creds.json');
    await writeFile(p, JSON.stringify(sandboxShape));
    const c = await loadCredentialsFile(p, {});
    expect(c).toMatchObject({
      baseUrl: 'http://127.0.0.1:4000',
      clientId: 'sandbox-app',
      clientSecret: 'file-secret-1',
      refreshToken: 'file-refresh-1',
      sources: { clientSecret: 'file', refreshToken: 'file' },
    });
    expect(c.profiles).toEqual([{ id: 1, name: 'Demo' }]);
  });

  it('lets environment variables supply or override the secrets', async () => {
    const p = join(dir, 'public.json');
    await writeFile(p, JSON.stringify({ baseUrl: 'https://api.example.com', clientId: 'x' }));
    const c = await loadCredentialsFile(p, {
      COMMERCE_BULK_CLIENT_SECRET: 'env-secret',
      COMMERCE_BULK_REFRESH_TOKEN: 'env-refresh',
    });
    expect(c.clientSecret).toBe('env-secret');
    expect(c.refreshToken).toBe('env-refresh');
    expect(c.sources).toEqual({ clientSecret: 'env', refreshToken: 'env' });
  });

  it('names what is missing without echoing values', async () => {
    const p = join(dir, 'partial.json');
    await writeFile(
      p,
      JSON.stringify({ baseUrl: 'https://api.example.com', clientId: 'x', clientSecret: 'shh-secret-9' }),
    );
    const err = (await loadCredentialsFile(p, {}).catch((e: unknown) => e)) as Error;
    expect(err.message).toMatch(/refreshToken \(or COMMERCE_BULK_REFRESH_TOKEN\)/);
    expect(err.message).not.toContain('shh-secret-9');
    await writeFile(p, '{"baseUrl": 3}');
    await expect(loadCredentialsFile(p, {})).rejects.toThrow(/baseUrl/);
    await expect(loadCredentialsFile(join(dir, 'nope.json'), {})).rejects.toThrow(/ENOENT/);
  });
});
