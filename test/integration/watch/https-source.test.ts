// Issue 45: `watch https://...` against a real HTTPS server on 127.0.0.1 whose certificate
// comes from the sandbox's TLS machinery (trusted with --ca-file, as a company CA would be).
// The feed is pulled once (basic auth, the password from COMMERCE_BULK_SOURCE_SECRET),
// imported through the ordinary watched-folder pipeline and its values read back from the
// sandbox; a second run is answered 304 (the server's log shows it) and imports nothing; the
// password is in no output and no file the runs left.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../main/api/index.js';
import { TokenManager } from '../../../main/auth/index.js';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import {
  filesUnder,
  killChildren,
  quantity as readQuantity,
  removeDir,
  startCli,
  tempDir,
  type CliRun,
  resetCounters,
} from '../../support/index.js';

const SECRET = 'feed-Pa55-7f3c91';
const FEED = 'Product ID,DC,Qty\n2000001,1,71\n2000002,1,72\n2000003,2,73\n';
let dir: string;
let sandbox: SandboxHandle;
let server: Server;
let base: string;
const log: string[] = [];

beforeAll(async () => {
  dir = tempDir('cb-https-source-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 5, quiet: true });
  const tls = issueCertificates({ names: ['127.0.0.1'], caName: 'Test Feed CA' });
  writeFileSync(join(dir, 'ca.pem'), tls.caCert);
  const etag = `"${createHash('sha256').update(FEED).digest('hex').slice(0, 16)}"`;
  const modified = new Date(Date.now() - 60_000).toUTCString();
  server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const ok = req.headers.authorization === `Basic ${Buffer.from(`feed:${SECRET}`).toString('base64')}`;
    const status = !ok ? 401 : req.url !== '/feeds/stock.csv' ? 404 : req.headers['if-none-match'] === etag ? 304 : 200;
    log.push(`${req.method} ${req.url} ${status}`);
    res.writeHead(status, status === 200 || status === 304 ? { etag, 'last-modified': modified } : {});
    res.end(status === 200 ? FEED : undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `https://feed@127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  killChildren();
  await api?.close();
  await new Promise((r) => server?.close(r));
  await sandbox?.close();
  removeDir(dir);
});

const noProxy = { HTTPS_PROXY: '', https_proxy: '', HTTP_PROXY: '', http_proxy: '', NODE_EXTRA_CA_CERTS: '' };
const env = (): Record<string, string> => ({
  ...noProxy,
  COMMERCE_BULK_HOME: join(dir, 'home'),
  COMMERCE_BULK_SOURCE_SECRET: SECRET,
});

function watchOnce(): Promise<CliRun> {
  const args = ['watch', `${base}/feeds/stock.csv`, '--once', '--settle', '0', '--resource', 'DCQuantities'];
  return startCli(
    [...args, '--credentials', join(dir, 'service', 'credentials.json'), '--ca-file', join(dir, 'ca.pem')],
    env(),
  ).done;
}

let api: ApiClient | undefined;
/** A quantity read back with the app's own API client. */
function quantity(dc: number, product: number): Promise<number | null> {
  const c = sandbox.credentials;
  api ??= createApiClient({
    baseUrl: sandbox.url,
    tokens: new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: c.refreshToken,
    }),
  });
  return readQuantity(api, dc, product);
}

const writes = async (): Promise<Record<string, number>> =>
  (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;

describe('watch an https:// source', () => {
  it('pulls the file once, imports it, then gets a 304 and imports nothing', async () => {
    await resetCounters(sandbox);
    const first = await watchOnce();
    expect(first.code, `${first.stdout}\n${first.stderr}`).toBe(0);
    expect(first.stdout).toMatch(/^Pulled https:\/\/feed@127\.0\.0\.1:\d+\/feeds\/stock\.csv: a new file, /m);
    expect(log).toEqual(['GET /feeds/stock.csv 200']);
    expect([await quantity(1, 2000001), await quantity(1, 2000002), await quantity(2, 2000003)]).toEqual([71, 72, 73]);
    expect(Object.keys(await writes()).sort()).toEqual([
      'DCQuantities(DistributionCenterID=1,ProductID=2000001)',
      'DCQuantities(DistributionCenterID=1,ProductID=2000002)',
      'DCQuantities(DistributionCenterID=2,ProductID=2000003)',
    ]);

    await resetCounters(sandbox);
    const second = await watchOnce();
    expect(second.code, `${second.stdout}\n${second.stderr}`).toBe(0);
    expect(second.stdout).toContain('not modified since the last pull, nothing fetched');
    expect(log).toEqual(['GET /feeds/stock.csv 200', 'GET /feeds/stock.csv 304']);
    expect(second.stdout).not.toMatch(/^Job /m);
    expect(await writes()).toEqual({});

    // The secret scan: the password in no output and no file the runs left in the data folder.
    for (const r of [first, second]) expect(`${r.stdout}${r.stderr}`).not.toContain(SECRET);
    expect(
      filesUnder(join(dir, 'home'))
        .filter((f) => f.text.includes(SECRET))
        .map((f) => f.path),
    ).toEqual([]);
  }, 180_000);

  it('refuses a wrong password with the status, never the password', async () => {
    const r = await startCli(
      ['watch', `${base}/feeds/stock.csv`, '--once', '--resource', 'DCQuantities', '--ca-file', join(dir, 'ca.pem')],
      { ...env(), COMMERCE_BULK_HOME: join(dir, 'home-wrong'), COMMERCE_BULK_SOURCE_SECRET: 'not-the-one-9e1' },
    ).done;
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('answered HTTP 401 (the user, password or token was refused)');
    expect(`${r.stdout}${r.stderr}`).not.toContain('not-the-one-9e1');
  }, 60_000);
});
