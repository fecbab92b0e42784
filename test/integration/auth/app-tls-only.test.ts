// Issue 25, the app side of "secrets only over TLS": a connection made from a pasted refresh
// token, a sign-in, and a connection already saved in connections.json (by hand, or by an
// older version) with a plain http:// address for a non-loopback host are all refused with
// the address named, nothing stored in the keychain and no byte sent: a real listener behind
// a name that is not a loopback literal counts every connection (the name resolves to
// 127.0.0.1 here when the machine's hosts file says so; the rule never looks it up).
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryVault } from '../../../main/auth/index.js';
import { IPC_ERROR_PREFIX } from '../../../shared/ipc/index.js';
import { startTestApp, tempDir, type TestApp } from '../../support/index.js';

/** The refusal as the renderer receives it (the dispatcher's JSON error shape). */
async function refusal(call: Promise<unknown>): Promise<{ message: string; hint?: string }> {
  const e = await call.then(
    () => new Error('accepted'),
    (err: unknown) => err as Error,
  );
  expect(e.message.startsWith(IPC_ERROR_PREFIX), e.message).toBe(true);
  return JSON.parse(e.message.slice(IPC_ERROR_PREFIX.length)) as { message: string; hint?: string };
}

class RecordingVault extends MemoryVault {
  readonly written: string[] = [];
  override async set(account: string, secret: string): Promise<void> {
    this.written.push(account);
    await super.set(account, secret);
  }
}

let listener: Server;
let connections = 0;
let address: string;
let app: TestApp;
const vault = new RecordingVault();

beforeAll(async () => {
  listener = createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  const name = /^(localhost|127\.)/.test(hostname()) ? 'commerce-bulk-remote.invalid' : hostname();
  address = `http://${name}:${(listener.address() as { port: number }).port}`;
  const dir = tempDir('cb-app-tls-');
  const saved = {
    id: 'old-http',
    name: 'Saved over http',
    kind: 'refresh-token',
    baseUrl: address,
    clientId: 'app-1',
    profiles: [],
  };
  writeFileSync(join(dir, 'connections.json'), JSON.stringify({ version: 1, connections: [saved] }));
  await vault.set('old-http/client-secret', 'old-secret');
  await vault.set('old-http/refresh-token', 'old-refresh');
  vault.written.length = 0;
  app = await startTestApp({ vault }, dir);
}, 60_000);
afterAll(async () => {
  await app?.ctx.dispose();
  await new Promise((r) => listener?.close(r));
});

describe('secrets only over TLS (app)', () => {
  it('refuses a pasted refresh token for a plain-http remote address, storing and sending nothing', async () => {
    const add = app.call('connections.addRefreshToken', {
      name: 'Remote over http',
      baseUrl: address,
      clientId: 'app-1',
      clientSecret: 'S3cret-value',
      refreshToken: 'RT-value',
    });
    const message = `The service address "${address}" is not https.`;
    const hint = 'Use https:// (plain http is only for a sandbox on this machine: localhost or 127.0.0.1).';
    // The refusal travels as data too (issue 40): the app says it in the user's language.
    expect(await refusal(add)).toEqual({
      code: 'failed',
      message,
      hint,
      shownMessage: { id: 'errors:auth.notHttps', params: { address } },
      shownHint: { id: 'errors:auth.plainHttpHint' },
    });
    expect(vault.written).toEqual([]);
    const { connections: listed } = await app.call('connections.list', {});
    expect(listed.map((c) => c.name)).not.toContain('Remote over http');
  });

  it('refuses a sign-in to such an address before storing its shared secret', async () => {
    const login = app.call('connections.beginBrowserLogin', {
      name: 'Remote code flow',
      baseUrl: address,
      clientId: 'app-1',
      clientSecret: 'S3cret-value',
      redirectUri: 'https://app.example.com/cb',
      flow: 'code',
    });
    expect((await refusal(login)).message).toBe(`The service address "${address}" is not https.`);
    expect(vault.written).toEqual([]);
  });

  it('shows a saved plain-http connection as refused, with the reason, and never uses it', async () => {
    const { connections: listed } = await app.call('connections.list', {});
    const old = listed.find((c) => c.id === 'old-http');
    expect(old?.state).toBe('sign-in-required');
    expect(old?.note).toContain(`The service address "${address}" is not https.`);
    expect(() => app.ctx.connections.client('old-http')).toThrow('needs you to sign in again');
    const again = await refusal(app.call('connections.signInAgain', { id: 'old-http' }));
    expect(again.message).toContain('pasted refresh token');
    await new Promise((r) => setTimeout(r, 200));
    expect(connections).toBe(0);
  });
});
