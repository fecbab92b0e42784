// Issue 45 in the app: an automation whose files come from an https:// address. Saved through
// the app's IPC (the address, and its password, which goes to the app's keychain and nowhere
// else), then run by the app's AutomationRunner (the class the app's context runs, over the
// app's own store, keychain, data folder and built-in sandbox; only the way out names the test
// CA, as a company's trusted authority would be) against a real HTTPS server on 127.0.0.1
// whose certificate comes from the sandbox's TLS machinery. The first check pulls (200) and
// imports, the values read back from the sandbox; the second is answered 304 and imports
// nothing; the Automations list shows the address and the last pull; the password is in no
// file of the data folder.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationRunner } from '../../../main/automation/index.js';
import { SANDBOX_ID } from '../../../main/connection-refs/index.js';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import { filesUnder, quantity, startTestApp, type TestApp } from '../../support/index.js';

const SECRET = 'app-feed-Pa55-41d7';
const FEED = 'Product ID,DC,Qty\n2000001,1,81\n2000002,1,82\n2000003,2,83\n';
const saved = { home: process.env.COMMERCE_BULK_HOME, secret: process.env.COMMERCE_BULK_SOURCE_SECRET };
let app: TestApp;
let server: Server;
let address: string;
let caFile: string;
const log: string[] = [];

beforeAll(async () => {
  app = await startTestApp({});
  // Only this test's runner checks: the app's own would pull at once without the test CA.
  await app.ctx.automations.runner.stop();
  process.env.COMMERCE_BULK_HOME = app.dir; // the watcher's per-folder state: this test's
  delete process.env.COMMERCE_BULK_SOURCE_SECRET; // the secret must come from the keychain
  const tls = issueCertificates({ names: ['127.0.0.1'], caName: 'Test Feed CA' });
  caFile = path.join(app.dir, 'ca.pem');
  writeFileSync(caFile, tls.caCert);
  const etag = `"${createHash('sha256').update(FEED).digest('hex').slice(0, 16)}"`;
  server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const ok = req.headers.authorization === `Basic ${Buffer.from(`feed:${SECRET}`).toString('base64')}`;
    const status = !ok ? 401 : req.url !== '/out/stock.csv' ? 404 : req.headers['if-none-match'] === etag ? 304 : 200;
    log.push(`${req.method} ${req.url} ${status}`);
    res.writeHead(status, status === 200 || status === 304 ? { etag } : {});
    res.end(status === 200 ? FEED : undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  address = `https://feed@127.0.0.1:${(server.address() as AddressInfo).port}/out/stock.csv`;
}, 60_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await app?.ctx.dispose();
  for (const [name, value] of [
    ['COMMERCE_BULK_HOME', saved.home],
    ['COMMERCE_BULK_SOURCE_SECRET', saved.secret],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

function appRunner(): AutomationRunner {
  const { ctx } = app;
  return new AutomationRunner({
    store: ctx.automations.store,
    jobsDir: ctx.jobsDir,
    mappingStore: ctx.mappings,
    dataDir: ctx.dataDir,
    ...(ctx.deps.vault ? { vault: ctx.deps.vault } : {}),
    clientFor: (id) => ctx.connections.client(id),
    networkFor: async () => ({ caFiles: [caFile], caSource: 'the test' }),
    onRun: () => undefined,
  });
}

describe('an automation pulling an https:// source in the app', () => {
  it('refuses an address with a password in it, saying where it belongs', async () => {
    await expect(
      app.call('automations.save', {
        name: 'With password',
        source: address.replace('feed@', `feed:${SECRET}@`),
        resource: 'DCQuantities',
      }),
    ).rejects.toThrow(/a password does not belong in the address/);
  });

  it('pulls and imports once, then is answered 304 and imports nothing', async () => {
    const saved = await app.call('automations.save', {
      name: 'Warehouse feed',
      source: address,
      sourceSecret: SECRET,
      resource: 'DCQuantities',
      settleSeconds: 0,
      checkEverySeconds: 3600,
    });
    expect(saved.source).toBe(address);
    expect(saved.lastPull).toBeNull();
    const client = app.ctx.connections.client(SANDBOX_ID).client;
    expect(await quantity(client, 1, 2000001)).not.toBe(81);

    const runner = appRunner();
    const first = await runner.runNow('Warehouse feed');
    expect(first.map((r) => [r.status, path.basename(r.file ?? '')])).toEqual([['processed', 'stock.csv']]);
    expect(log).toEqual(['GET /out/stock.csv 200']);
    expect([
      await quantity(client, 1, 2000001),
      await quantity(client, 1, 2000002),
      await quantity(client, 2, 2000003),
    ]).toEqual([81, 82, 83]);
    const afterFirst = (await app.call('automations.list', {})).automations[0]!;
    expect(afterFirst.lastPull).toMatchObject({ kind: 'fetched', files: ['stock.csv'] });

    const second = await runner.runNow('Warehouse feed');
    expect(second).toEqual([]);
    expect(log).toEqual(['GET /out/stock.csv 200', 'GET /out/stock.csv 304']);
    const listed = (await app.call('automations.list', {})).automations[0]!;
    expect(listed.source).toBe(address);
    expect(listed.lastPull?.kind).toBe('not-modified');
    expect(Date.parse(listed.lastPull!.at)).toBeGreaterThan(Date.parse(afterFirst.lastPull!.at) - 1);
    expect(listed.lastRun?.status).toBe('processed');
    await runner.stop();

    // The secret scan: in the keychain only; not in automations.json nor any file of the data folder.
    expect(readFileSync(app.ctx.automations.store.file, 'utf8')).not.toContain(SECRET);
    expect(
      filesUnder(app.dir)
        .filter((f) => f.text.includes(SECRET))
        .map((f) => f.path),
    ).toEqual([]);
  }, 180_000);

  it('records a refused pull with its reason where the screen reads it', async () => {
    await app.call('automations.save', {
      name: 'Wrong file',
      source: address.replace('stock.csv', 'missing.csv'),
      resource: 'DCQuantities',
      checkEverySeconds: 3600,
    });
    const runner = appRunner();
    const runs = await runner.runNow('Wrong file');
    await runner.stop();
    expect(runs.map((r) => r.status)).toEqual(['error']);
    expect(runs[0]!.message).toContain('answered HTTP 404');
    const listed = (await app.call('automations.list', {})).automations.find((a) => a.name === 'Wrong file')!;
    expect(listed.lastPull).toMatchObject({ kind: 'failed', reason: expect.stringContaining('answered HTTP 404') });
  }, 60_000);
});
