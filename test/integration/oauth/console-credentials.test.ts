// ensureOAuthClient: credentials created once per data dir, the same after a restart,
// random per data dir, and no issued token readable from the SQLite file.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureOAuthClient, verifyAccessToken } from '../../../server/oauth/index.js';
import { codeFor, oauthTokenRequest, PROFILES, startOAuthServer, tempDir } from '../../support/index.js';

const dir = tempDir('oauth-console-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('developer-console credentials', () => {
  it('survive a restart unchanged and keep working; secrets differ per data dir', async () => {
    const file = join(dir, 'sandbox.db');
    const first = await startOAuthServer({ dbFile: file });
    const creds = first.creds;
    expect(creds.redirectUri).toMatch(/^https:\/\//);
    expect(creds.clientSecret.length).toBeGreaterThanOrEqual(40);
    await first.close();

    const second = await startOAuthServer({ dbFile: file });
    try {
      expect(second.creds).toEqual(creds);
      const res = await oauthTokenRequest(second, { grant_type: 'refresh_token', refresh_token: creds.refreshToken });
      expect(res.status).toBe(200);
      expect(verifyAccessToken(second.db, res.body.access_token as string, second.clock.now())).toMatchObject({
        profileIds: PROFILES.map((p) => p.id),
        scopes: ['orders', 'inventory'],
      });
    } finally {
      await second.close();
    }

    const other = new Database(':memory:');
    const otherCreds = ensureOAuthClient(other, { profileIds: [1], baseUrl: 'http://127.0.0.1:1' });
    other.close();
    expect(otherCreds.clientSecret).not.toBe(creds.clientSecret);
    expect(otherCreds.password).not.toBe(creds.password);
    expect(otherCreds.refreshToken).not.toBe(creds.refreshToken);
  });

  it('grants the user and the console token profiles added on a later start', () => {
    const db = new Database(':memory:');
    const a = ensureOAuthClient(db, { profileIds: [1, 2], baseUrl: 'x' });
    const b = ensureOAuthClient(db, { profileIds: [1, 2, 3], baseUrl: 'y' });
    expect(b).toEqual(a);
    const owned = db.prepare('SELECT profile_id FROM oauth_user_profiles ORDER BY profile_id').pluck().all();
    expect(owned).toEqual([1, 2, 3]);
    db.close();
  });

  it('stores issued access, refresh tokens and codes only as hashes', async () => {
    const file = join(dir, 'hashes.db');
    const server = await startOAuthServer({ dbFile: file });
    let tokens: string[] = [];
    let code = '';
    try {
      code = await codeFor(server, { approval_prompt: 'force' });
      const res = await oauthTokenRequest(server, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: server.creds.redirectUri,
      });
      tokens = [res.body.access_token as string, res.body.refresh_token as string];
      expect(tokens.every(Boolean)).toBe(true);
      server.db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      await server.close();
    }
    const bytes = readFileSync(file).toString('latin1');
    for (const secret of [...tokens, code]) expect(bytes.includes(secret)).toBe(false);
    expect(bytes.includes(server.creds.refreshToken)).toBe(true); // the published console token, by design
  });
});
