// Issue 15: every column accounted for in the CLI's output before anything is sent, with
// the warehouse columns of an ERP file and German headers mapped by themselves.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { runCli } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cb-columns-'));
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 30, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
});
afterAll(async () => {
  await sandbox?.close();
});

const importDry = (file: string, resource = 'DCQuantities') =>
  runCli(['import', file, '--resource', resource, '--credentials', creds, '--out', `${file}.xlsx`, '--dry-run'], {
    COMMERCE_BULK_HOME: join(dir, 'home'),
  });

describe('columns in the plan output', () => {
  it('erp-wide3.csv: warehouse-named columns are used and the rest named as ignored', async () => {
    const file = join(dir, 'erp-wide3.csv');
    writeFileSync(file, 'SKU;Name;Berlin;Hamburg;CH-FBA;DC 4\n0000001;Lamp;5;6;7;8\n0000002;Chair;1;2;3;4\n');
    const r = await importDry(file);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout.split('\n');
    const at = out.indexOf('Columns:');
    expect(out[0]).toMatch(/^Job /); // still the first line, as scripts expect
    expect(out.slice(at, at + 7)).toEqual([
      'Columns:',
      '  SKU -> Sku',
      "  Name: ignored (no field, no distribution center's Name, Code or City, and not 'DC <id>'; map it by hand if it holds quantities)",
      '  Berlin -> AvailableQuantity of DistributionCenterID 1 (one column per DistributionCenterID)',
      '  Hamburg -> AvailableQuantity of DistributionCenterID 2 (one column per DistributionCenterID)',
      '  CH-FBA -> AvailableQuantity of DistributionCenterID 3 (one column per DistributionCenterID)',
      '  DC 4 -> AvailableQuantity of DistributionCenterID 4 (one column per DistributionCenterID)',
    ]);
    expect(out[at + 7]).toMatch(/^Plan: /); // listed before anything is sent
    expect(r.stdout).toMatch(/^Plan: 8 values in 2 requests /m);
  });

  it('German headers with warehouse names in the Lager column import without an Invalid row', async () => {
    const file = join(dir, 'lager.csv');
    writeFileSync(
      file,
      'Artikelnr;Lager;Bestand\n0000001;Berlin;5\n0000002;CH-FBA;6\n0000003;contoso hamburg store;7\n',
    );
    const r = await importDry(file);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout.split('\n');
    const at = out.indexOf('Columns:');
    expect(out.slice(at, at + 4)).toEqual([
      'Columns:',
      '  Artikelnr -> Sku',
      '  Lager -> DistributionCenterID',
      '  Bestand -> AvailableQuantity',
    ]);
    expect(r.stdout).not.toContain('Invalid');
  });

  it('documents unpivot and value maps in import --help', async () => {
    const r = await runCli(['import', '--help'], { COMMERCE_BULK_HOME: join(dir, 'home') });
    expect(r.stdout).toContain('{ "column": "Berlin", "unpivot": { "key": "DistributionCenterID", "value": "1" } }');
    expect(r.stdout).toContain('"valueMaps": { "DistributionCenterID": { "Berlin": "1", "CH-FBA": "3" } }');
  });
});
