// Issue 15, "the whole catalogue out": `export AttributeValues` and `export DCQuantities`
// write one row per product and one column per attribute name or DC, from the Products
// listing's $expand in bulk; each imports back with every row Unchanged. 10,000 products
// (5,000 per profile), through the real CLI against the real sandbox.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { readSheet, runCli } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
let env: Record<string, string>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cb-catalogue-'));
  sandbox = await startSandbox({
    strict: true,
    port: 0,
    dataDir: join(dir, 'service'),
    seedProducts: 5000,
    quiet: true,
  });
  creds = join(dir, 'service', 'credentials.json');
  env = { COMMERCE_BULK_HOME: join(dir, 'home') };
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

async function roundTrip(resource: string, expectedHeaders: string[], products: number) {
  const out = join(dir, `${resource}.xlsx`);
  const exported = await runCli(['export', resource, '--credentials', creds, '--out', out], env);
  expect(exported.code, exported.stderr).toBe(0);
  const rows = await readSheet(out, resource);
  expect(rows[0]).toEqual(expectedHeaders);
  expect(rows.length).toBe(products + 1);
  const imported = await runCli(
    [
      'import',
      out,
      '--resource',
      resource,
      '--credentials',
      creds,
      '--out',
      join(dir, `${resource}-back.xlsx`),
      '--dry-run',
    ],
    env,
  );
  expect(imported.code, imported.stderr).toBe(0);
  expect(imported.stdout).toMatch(
    new RegExp(`^Dry run, nothing changed\\. Rows would be: Unchanged ${products}$`, 'm'),
  );
  return { rows, exported };
}

describe('the whole catalogue out and back', () => {
  it('DCQuantities: one column per DC, 10,000 products, back as Unchanged', async () => {
    const { rows, exported } = await roundTrip(
      'DCQuantities',
      ['ProductID', 'Sku', 'ProfileID', 'DC 0', 'DC 1', 'DC 2', 'DC 3', 'DC 4'],
      8000,
    );
    // 100 products a page with $expand: 100 listing requests for 10,000 products.
    expect(exported.stdout).toMatch(
      /^Exported 8000 products with 5 distribution center columns \(100 requests\) to .*; 2000 products with no quantity left out \(export --template gives a sheet to fill in\)$/m,
    );
    const first = rows.find((r) => r[0] === 2000001)!;
    expect(first.slice(0, 3)).toEqual([2000001, '0000001', 12000002]);
  }, 300_000);

  it('AttributeValues: one column per attribute name, back as Unchanged', async () => {
    const { exported } = await roundTrip('AttributeValues', ['ProductID', 'Sku', 'ProfileID', 'Color', 'Size'], 5000);
    expect(exported.stdout).toMatch(
      /^Exported 5000 products with 2 attribute columns \(100 requests\) to .*; 5000 products with no attribute value left out/m,
    );
  }, 300_000);

  it('--template gives an empty sheet with the headers an import recognises', async () => {
    const out = join(dir, 'template.xlsx');
    const r = await runCli(['export', '--template', 'DCQuantities', '--credentials', creds, '--out', out], env);
    expect(r.code, r.stderr).toBe(0);
    expect(await readSheet(out, 'DCQuantities')).toEqual([['Sku', 'DC 0', 'DC 1', 'DC 2', 'DC 3', 'DC 4']]);
  }, 60_000);
});
