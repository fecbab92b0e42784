// Issue 44: a run that goes straight to the service (no proxy chosen) makes its requests on
// Node's own node:http and never loads undici (its ~110 modules and WebAssembly parser cost
// ~18 MB): the built CLI runs with a module hook that records every module it loads, against
// a real sandbox, and what the run changed or wrote is checked value by value, so the
// recording is of a command that did its work over the network. undici stays for proxies
// (network/proxy-cli-routing.test.ts runs the CLI through tinyproxy).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cliUsage, quantity, startService, tempDir, type Service } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

const fromUndici = (url: string): boolean => /\/node_modules\/undici\//.test(url);
const usedNodeHttp = (loaded: string[]): boolean => loaded.some((u) => u.endsWith('/dist/main/net/node-dispatcher.js'));

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-no-undici-');
  svc = await startService({ seedProducts: 20 });
});
afterAll(async () => {
  await svc?.close();
});

describe('a direct route never loads undici (compiled CLI, after npm run build)', () => {
  it('import against a credentials file: token, reads and writes on node:http', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, 'Product ID,DC,Qty\r\n2000001,1,4401\r\n2000002,1,4402\r\n');
    const r = await cliUsage(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', join(dir, 'result.csv')],
      { COMMERCE_BULK_HOME: join(dir, 'home-import') },
      { recordModules: true },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(await quantity(svc, 1, 2_000_001)).toBe(4401);
    expect(await quantity(svc, 1, 2_000_002)).toBe(4402);
    expect(usedNodeHttp(r.loaded)).toBe(true);
    expect(r.loaded.filter(fromUndici)).toEqual([]);
  });

  it('export against a credentials file: the values the service holds, without undici', async () => {
    const keys = join(dir, 'keys.csv');
    writeFileSync(keys, 'Product ID,DC\n2000001,1\n2000002,1\n');
    const out = join(dir, 'exported.csv');
    const r = await cliUsage(
      ['export', 'DCQuantities', '--keys', keys, '--credentials', svc.creds, '--out', out],
      { COMMERCE_BULK_HOME: join(dir, 'home-export') },
      { recordModules: true },
    );
    expect(r.code, r.stderr).toBe(0);
    const rows = readFileSync(out, 'utf8').trim().split(/\r?\n/);
    const qty = rows[0]!.split(',').indexOf('AvailableQuantity');
    expect(qty, rows[0]).toBeGreaterThanOrEqual(0);
    expect(rows.slice(1).map((line) => line.split(',')[qty])).toEqual(['4401', '4402']);
    expect(usedNodeHttp(r.loaded)).toBe(true);
    expect(r.loaded.filter(fromUndici)).toEqual([]);
  });

  it('login --check against a credentials file: the token call alone, without undici', async () => {
    const r = await cliUsage(
      ['login', '--check', '--credentials', svc.creds],
      { COMMERCE_BULK_HOME: join(dir, 'home-login') },
      { recordModules: true },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(svc.sandbox.url);
    expect(usedNodeHttp(r.loaded)).toBe(true);
    expect(r.loaded.filter(fromUndici)).toEqual([]);
  });
});
