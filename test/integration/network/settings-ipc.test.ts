// Issue 27: Settings → Network over IPC: the proxy choice is kept in the data folder (never
// with a password), applied to the saved connections at once, and "Test connection" reports
// each step: all passing on the built-in sandbox and a second service reached directly, and
// a manual proxy that refuses stopping at "Connected" with main/net's message.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientService, startTestApp, tempDir, type TestApp, type TestService } from '../../support/index.js';

/** A port nothing listens on: the refused proxy. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('settings.* over IPC', () => {
  let app: TestApp;
  let other: TestService;
  let otherId: string;
  beforeAll(async () => {
    app = await startTestApp();
    other = await startClientService();
    const c = other.sandbox.credentials;
    const added = await app.call('connections.addRefreshToken', {
      name: 'Second account',
      baseUrl: other.sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: c.refreshToken,
    });
    otherId = added.id;
  }, 60_000);
  afterAll(async () => {
    await app?.ctx.dispose();
    await other?.close();
  });

  it('starts on "system" and runs every step on the built-in sandbox', async () => {
    expect(await app.call('settings.network', {})).toEqual({ mode: 'system' });
    await app.call('connections.setActive', { id: 'sandbox' });
    const r = await app.call('settings.testConnection', {});
    expect(r.connection).toBe('Built-in sandbox');
    expect(r.steps.map((s) => [s.step, s.outcome])).toEqual([
      ['proxy', 'passed'],
      ['dns', 'passed'],
      ['connect', 'passed'],
      ['token', 'passed'],
      ['service', 'passed'],
    ]);
    expect(r.steps[0]!.detail).toBe('Direct, no proxy.');
    // The sandbox is plain http on 127.0.0.1: never labelled TLS.
    expect(r.steps[2]!.label).toBe('Connected (plain http, this machine only)');
    expect(r.steps[2]!.detail).toMatch(/^127\.0\.0\.1:\d+ answered HTTP \d+ \(http, no TLS\)\.$/);
  }, 30_000);

  it('refuses a manual proxy with a password and stores nothing', async () => {
    await expect(
      app.call('settings.setNetwork', { mode: 'manual', manualUrl: 'http://bob:pw-never-stored@127.0.0.1:3128' }),
    ).rejects.toThrow(/user name or password/);
    expect(existsSync(path.join(app.dir, 'network.json'))).toBe(false);
  });

  it('a manual proxy applies to saved connections: a refused one stops the test at "Connected"', async () => {
    const port = await closedPort();
    const saved = await app.call('settings.setNetwork', { mode: 'manual', manualUrl: `http://127.0.0.1:${port}` });
    expect(saved).toEqual({ mode: 'manual', manualUrl: `http://127.0.0.1:${port}` });
    expect(JSON.parse(readFileSync(path.join(app.dir, 'network.json'), 'utf8'))).toEqual(saved);
    await app.call('connections.setActive', { id: otherId });
    const r = await app.call('settings.testConnection', {});
    expect(r.steps.map((s) => s.outcome)).toEqual(['passed', 'passed', 'failed', 'skipped', 'skipped']);
    expect(r.steps[0]!.detail).toContain(`http://127.0.0.1:${port}`);
    expect(r.steps[2]!.detail).toMatch(/The proxy http:\/\/127\.0\.0\.1:\d+ refused the connection/);
    expect(r.steps[2]!.detail).toMatch(/the manual proxy in the app's settings/);
  }, 30_000);

  it('back to "none": the saved connection passes every step', async () => {
    expect(await app.call('settings.setNetwork', { mode: 'none' })).toEqual({ mode: 'none' });
    const r = await app.call('settings.testConnection', {});
    expect(r.connection).toBe('Second account');
    expect(r.steps.every((s) => s.outcome === 'passed')).toBe(true);
    expect(r.steps[3]!.detail).toMatch(/new access token/);
    await app.call('settings.setNetwork', { mode: 'system' });
    expect(await app.call('settings.network', {})).toEqual({ mode: 'system' });
  }, 30_000);
});

// Issue 39: a damaged network.json is neither reset nor silently "system": the app starts on
// the system proxy and Settings → Network is told the file's path and how to fix it.
describe('settings.network with a damaged network.json', () => {
  it('answers "system" with the problem naming the file; a save replaces the file and clears it', async () => {
    const dir = tempDir('cb-ipc-network-');
    const file = path.join(dir, 'network.json');
    writeFileSync(file, '{"mode": "manual", ');
    const app = await startTestApp({}, dir);
    try {
      const answer = await app.call('settings.network', {});
      expect(answer.mode).toBe('system');
      expect(answer.problem).toMatch(/^The network settings file .* cannot be used: it is not JSON \(/);
      expect(answer.problem).toContain(`The network settings file ${file} cannot be used`);
      expect(answer.problem).toContain('correct the file, or choose a proxy in Settings → Network and save');
      expect(readFileSync(file, 'utf8')).toBe('{"mode": "manual", ');
      expect(await app.call('settings.setNetwork', { mode: 'none' })).toEqual({ mode: 'none' });
      expect(await app.call('settings.network', {})).toEqual({ mode: 'none' });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ mode: 'none' });
    } finally {
      await app.ctx.dispose();
    }
  }, 30_000);
});
