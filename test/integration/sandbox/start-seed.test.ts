// Starting the sandbox: a deterministic seed with random secrets, persistence across restarts
// of a data dir, seeding 2 x 100,000 products in seconds, and the sandbox command line
// (listening line, credentials.json, SIGTERM). credentials.json's exact shape, two
// command-line sandboxes side by side and --help: start-credentials.test.ts.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../server/index.js';
import { call, CH, NW, refreshToken, tempDir } from '../../support/index.js';

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
