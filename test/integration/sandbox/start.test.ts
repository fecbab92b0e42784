// Starting the sandbox: the seed and credentials.json (shape, determinism, random secrets),
// persistence across restarts of a data dir, in-process and command-line starts, SIGTERM,
// and --help listing every option.
import { execFile, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../server/index.js';
import {
  accessToken,
  call,
  CH,
  type CliSandbox,
  type Credentials,
  http,
  implicitToken,
  NW,
  readCredentials,
  refreshToken,
  removeTrackedDirs,
  startSandboxCli,
  tempDir,
  tokenRequest,
  trackedTempDir,
} from '../../support/index.js';
import { promisify } from 'node:util';

// Starting the sandbox: credentials shape and seed, persistence across restarts in a data
// dir, and the sandbox command line (listening line, credentials.json, SIGTERM).
describe('in-process starts and the command line', () => {
  describe('sandbox start', () => {
    it('seeds two profiles deterministically, Northwind with the single DC 0', async () => {
      const a = await startSandbox({ seedProducts: 50 });
      const b = await startSandbox({ seedProducts: 50 });
      try {
        expect(a.credentials.profiles).toEqual(b.credentials.profiles);
        expect(a.credentials.clientSecret).not.toBe(b.credentials.clientSecret);
        const [nw, ch] = a.credentials.profiles;
        expect(nw).toMatchObject({
          id: NW,
          name: 'Northwind Outfitters',
          distributionCenterIds: [0],
          customFieldIds: [101, 102, 103],
        });
        expect(ch).toMatchObject({ id: CH, name: 'Contoso Home', distributionCenterIds: [1, 2, 3, 4] });
        expect(nw!.skus[0]).toBe('000001-WHT');
        expect(ch!.skus[22]).toBe('0000023');
        expect(nw!.productIds).toHaveLength(50);
        expect(nw!.orderIds).toHaveLength(10);
        expect(a.credentials.scopes).toEqual(['orders', 'inventory']);
        expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(a.stats().requests).toBe(0);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('keeps data and credentials across restarts of a data dir', async () => {
      const dir = tempDir('sandbox-data-');
      const first = await startSandbox({ dataDir: dir, seedProducts: 20 });
      const token = await refreshToken(first);
      await call(first, token, 'POST', '/v1/DCQuantities', {
        ProductID: 1000001,
        ProfileID: NW,
        DistributionCenterID: 0,
        AvailableQuantity: 77,
      });
      const creds = first.credentials;
      await first.close();
      const file = JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8')) as typeof creds;
      expect(file).toEqual(creds);
      expect(statSync(join(dir, 'credentials.json')).mode & 0o077).toBe(0);
      const second = await startSandbox({ dataDir: dir, seedProducts: 999 });
      try {
        expect(second.credentials.clientSecret).toBe(creds.clientSecret);
        expect(second.credentials.refreshToken).toBe(creds.refreshToken);
        expect(second.credentials.profiles[0]!.productIds).toHaveLength(20);
        const t2 = await refreshToken(second);
        const r = await call(second, t2, 'GET', '/v1/DCQuantities(DistributionCenterID=0,ProductID=1000001)');
        expect(r.json.AvailableQuantity).toBe(77);
      } finally {
        await second.close();
      }
    });

    it('seeds 2 x 100,000 products in seconds', async () => {
      const t0 = Date.now();
      const s = await startSandbox({ seedProducts: 100_000 });
      const elapsed = Date.now() - t0;
      try {
        const token = await refreshToken(s);
        const r = await call(s, token, 'GET', '/v1/Products?$count=true&$top=1&$select=ID');
        expect(r.json['@odata.count']).toBe(200_000);
        expect(elapsed).toBeLessThan(15_000);
      } finally {
        await s.close();
      }
    }, 60_000);

    it('runs from the command line, prints the listening line, writes credentials.json, stops on SIGTERM', async () => {
      const dir = tempDir('sandbox-cli-');
      // node --import tsx runs the sandbox in this one process: the tsx launcher relays signals to
      // a child of its own and, on a loaded machine, could kill it before the child's handlers
      // were reported (exit 143 instead of 0).
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--data-dir', dir, '--seed-products', '10'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      try {
        const line = await new Promise<string>((resolve, reject) => {
          let out = '';
          const timer = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 20_000);
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            const m = out.match(/^Sandbox listening on http:\/\/127\.0\.0\.1:\d+$/m);
            if (m) {
              clearTimeout(timer);
              resolve(m[0]);
            }
          });
          child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
        });
        const url = line.replace('Sandbox listening on ', '');
        const creds = JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8')) as {
          baseUrl: string;
          profiles: unknown[];
        };
        expect(creds.baseUrl).toBe(url);
        expect(creds.profiles).toHaveLength(2);
        expect((await fetch(`${url}/v1/Profiles`)).status).toBe(401);
        const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    });
  });
});

// Conformance of the sandbox's start (issue 3 "Start and seed") through the CLI as a child
// process: the listening line, credentials.json in the issue's exact shape, a deterministic
// seed with random secrets per data dir, the same credentials and data after a restart,
// and --help listing every option.
describe('conformance: two command-line sandboxes', () => {
  const run = promisify(execFile);

  let a: CliSandbox;
  let b: CliSandbox;
  let credA: Credentials;
  let credB: Credentials;

  beforeAll(async () => {
    [a, b] = await Promise.all([startSandboxCli(trackedTempDir('a')), startSandboxCli(trackedTempDir('b'))]);
    credA = readCredentials(a.dir);
    credB = readCredentials(b.dir);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    removeTrackedDirs();
  });

  describe('start and credentials.json', () => {
    it('prints "Sandbox listening on http://127.0.0.1:<port>" with a real port', () => {
      expect(a.stdout()).toMatch(/^Sandbox listening on http:\/\/127\.0\.0\.1:\d+$/m);
      expect(Number(new URL(a.url).port)).toBeGreaterThan(0);
    });

    it('writes credentials.json in the exact shape of the issue', () => {
      for (const [cli, cred] of [
        [a, credA],
        [b, credB],
      ] as const) {
        expect(Object.keys(cred).sort()).toEqual([
          'baseUrl',
          'clientId',
          'clientSecret',
          'password',
          'profiles',
          'redirectUri',
          'refreshToken',
          'scopes',
          'username',
        ]);
        expect(cred.baseUrl).toBe(cli.url);
        for (const k of ['clientId', 'clientSecret', 'username', 'password', 'refreshToken'] as const) {
          expect(typeof cred[k]).toBe('string');
          expect(cred[k].length).toBeGreaterThan(0);
        }
        expect(cred.redirectUri).toMatch(/^https:\/\//);
        expect([...cred.scopes].sort()).toEqual(['inventory', 'orders']);
        expect(cred.profiles.length).toBeGreaterThanOrEqual(2);
        for (const p of cred.profiles) {
          expect(Object.keys(p).sort()).toEqual([
            'customFieldIds',
            'distributionCenterIds',
            'id',
            'name',
            'orderIds',
            'productCount',
            'productIds',
            'skus',
          ]);
          // Issue 10: the lists stop at 1,000 products; productCount is the real number.
          expect(p.productCount).toBe(p.productIds.length);
          expect(Number.isInteger(p.id)).toBe(true);
          expect(typeof p.name).toBe('string');
          for (const list of [p.distributionCenterIds, p.productIds, p.orderIds, p.customFieldIds]) {
            expect(list.length).toBeGreaterThan(0);
            for (const n of list) expect(Number.isInteger(n)).toBe(true);
          }
          expect(p.skus).toHaveLength(p.productIds.length);
          for (const sku of p.skus) expect(typeof sku).toBe('string');
        }
        expect(new Set(cred.profiles.map((p) => p.name)).size).toBe(cred.profiles.length);
        const single = cred.profiles.filter((p) => p.distributionCenterIds.length === 1);
        expect(single.length).toBeGreaterThanOrEqual(1);
        expect(single[0]!.distributionCenterIds).toEqual([0]);
        expect(cred.profiles.some((p) => p.distributionCenterIds.length > 1)).toBe(true);
      }
    });

    it('the seed is deterministic across data dirs; the secrets are not', () => {
      expect(credB.profiles).toEqual(credA.profiles);
      expect(credB.clientSecret).not.toBe(credA.clientSecret);
      expect(credB.refreshToken).not.toBe(credA.refreshToken);
      expect(credB.password).not.toBe(credA.password);
    });

    it("the listed IDs are the service's: SKUs resolve, centers and orders exist, field IDs take values", async () => {
      const token = await accessToken(b.url, credB);
      for (const p of credB.profiles) {
        const sku = await http(
          b.url,
          'GET',
          `/v1/Products?$filter=${encodeURIComponent(`Sku eq '${p.skus[3]}'`)}&$select=ID,Sku`,
          { token },
        );
        expect(sku.json.value).toEqual([{ ID: p.productIds[3], Sku: p.skus[3] }]);
        const own = await implicitToken(b.url, credB, 'inventory', [p.id]);
        const dcs = await http(b.url, 'GET', '/v1/DistributionCenters?$select=ID', { token: own });
        expect(dcs.json.value.map((d: { ID: number }) => d.ID)).toEqual(p.distributionCenterIds);
        expect((await http(b.url, 'GET', `/v1/Orders(${p.orderIds[0]})`, { token })).status).toBe(200);
        const cf = await http(b.url, 'POST', '/v1/CustomFields', {
          token,
          body: { FieldID: p.customFieldIds[0], OrderID: p.orderIds[1], ProfileID: p.id, Value: 'v' },
        });
        expect(cf.status, cf.text).toBe(201);
      }
    });

    it('no fault at --fault-rate 0: 200 calls all answer 200', async () => {
      const token = await accessToken(b.url, credB);
      const statuses = new Set<number>();
      for (let i = 0; i < 200; i++) statuses.add((await http(b.url, 'GET', '/v1/Profiles', { token })).status);
      expect([...statuses]).toEqual([200]);
    });
  });

  describe('restart on the same data dir', () => {
    it('keeps the credentials and the data', async () => {
      const token = await accessToken(a.url, credA);
      const p = credA.profiles.find((x) => x.distributionCenterIds.length > 1)!;
      const key = `/v1/DCQuantities(DistributionCenterID=${p.distributionCenterIds[1]},ProductID=${p.productIds[5]})`;
      const write = await http(a.url, 'POST', '/v1/DCQuantities', {
        token,
        body: {
          ProductID: p.productIds[5],
          ProfileID: p.id,
          DistributionCenterID: p.distributionCenterIds[1],
          AvailableQuantity: 4321,
        },
      });
      expect(write.status).toBe(201);
      await a.stop();
      a = await startSandboxCli(a.dir);
      const again = readCredentials(a.dir);
      expect({ ...again, baseUrl: '' }).toEqual({ ...credA, baseUrl: '' });
      expect(again.baseUrl).toBe(a.url);
      const fresh = await tokenRequest(a.url, again, {
        grant_type: 'refresh_token',
        refresh_token: credA.refreshToken,
      });
      expect(fresh.status).toBe(200);
      const read = await http(a.url, 'GET', key, { token: fresh.json.access_token });
      expect(read.status).toBe(200);
      expect(read.json.AvailableQuantity).toBe(4321);
    });
  });

  describe('startSandbox(options) in-process', () => {
    it('serves the same seed on :memory: storage, writes credentials.json only with a data dir, and closes', async () => {
      const mem = await startSandbox({ strict: true, quiet: true });
      try {
        expect(mem.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(mem.credentials.baseUrl).toBe(mem.url);
        expect(mem.credentials.profiles).toEqual(credA.profiles);
        expect(
          (await http(mem.url, 'GET', '/v1/Profiles', { token: await accessToken(mem.url, mem.credentials) })).status,
        ).toBe(200);
      } finally {
        await mem.close();
      }
      await expect(fetch(`${mem.url}/v1/Profiles`)).rejects.toThrow();
      const dir = trackedTempDir('inproc');
      const disk = await startSandbox({ strict: true, quiet: true, dataDir: dir, seedProducts: 10 });
      try {
        expect(readCredentials(dir)).toEqual(disk.credentials);
      } finally {
        await disk.close();
      }
    });
  });

  describe('--help', () => {
    it('lists every option of the issue', async () => {
      const { stdout } = await run('npm', ['run', '--silent', 'sandbox', '--', '--help'], { cwd: process.cwd() });
      for (const opt of [
        '--port',
        '--data-dir',
        '--seed-products',
        '--token-ttl',
        '--rate-limit',
        '--rate-window',
        '--max-concurrency',
        '--latency-ms',
        '--fault-rate',
        '--batch-timeout-size',
        '--retry-after',
        '--strict',
      ]) {
        expect(stdout).toContain(opt);
      }
      expect(stdout).toContain(
        'credentials.json lists at most 1000 product IDs, SKUs and order IDs per profile; productCount gives the real number.',
      );
    });
  });
});
