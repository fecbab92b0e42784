// Conformance of the sandbox's start (issue 3 "Start and seed") through the CLI as a child
// process: the listening line, credentials.json in the issue's exact shape, a deterministic
// seed with random secrets per data dir, the same credentials and data after a restart, the
// same seed in-process, and --help listing every option. The seed, persistence and SIGTERM
// of single starts: start-seed.test.ts.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../server/index.js';
import {
  accessToken,
  type CliSandbox,
  type Credentials,
  http,
  implicitToken,
  readCredentials,
  removeTrackedDirs,
  startSandboxCli,
  tokenRequest,
  trackedTempDir,
} from '../../support/index.js';
import { promisify } from 'node:util';

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
