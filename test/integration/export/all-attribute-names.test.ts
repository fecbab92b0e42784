// Issue 32, finding 5: attribute names were read from the first 2,000 products only, the
// export read all: 13 of 15 columns of a 10,000-product catalogue's own export were ignored on
// the way back, exit 0, and `export --template AttributeValues` offered the same two names.
// Here products past the first 2,000 carry 13 names more (set through the real API): the
// export, the template and the import see all 15; the export imports back Unchanged with every
// column mapped, and edits in its last two columns reach the service. Real CLI, real sandbox.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/index.js';
import {
  attribute,
  readSheet,
  readXlsx,
  removeDir,
  results,
  runCli,
  sandboxTokens,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

/** Names only products 2000101..2000200 carry (Contoso's, listed after Northwind's 5,000). */
const LATE_NAMES = [
  'Material',
  'Pattern',
  'Fit',
  'Care',
  'Origin',
  'Season',
  'Style',
  'Fabric',
  'Collection',
  'Gift Wrap',
  'Length',
  'Weight',
  'Width',
];
/** All 15, as the export orders them: Color and Size come from the seed. */
const ALL_NAMES = [...LATE_NAMES, 'Color', 'Size'].sort((a, b) => a.localeCompare(b));
const LATE_PRODUCTS = Array.from({ length: 100 }, (_, i) => 2_000_101 + i);

let svc: Service;

/** Sets each (product, name) to the value beforeAll gives it ("Weight of 2000101"), through the real API. */
async function setLate(pairs: [number, string][]): Promise<void> {
  const client = createApiClient({ baseUrl: svc.sandbox.url, tokens: sandboxTokens(svc.sandbox) });
  try {
    const answers = await client.batch(
      pairs.map(([id, Name]) => ({
        method: 'POST' as const,
        path: `/v1/Products(${id})/UpdateAttributes`,
        body: { Value: { Attributes: [{ Name, Value: `${Name} of ${id}` }] } },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual(pairs.map(() => 204));
  } finally {
    await client.close();
  }
}
let dir: string;
let env: Record<string, string>;
beforeAll(async () => {
  dir = tempDir('cb-all-names-');
  svc = await startService({ seedProducts: 5000 }, join(dir, 'service'));
  env = { COMMERCE_BULK_HOME: join(dir, 'home') };
  const client = createApiClient({ baseUrl: svc.sandbox.url, tokens: sandboxTokens(svc.sandbox) });
  try {
    const answers = await client.batch(
      LATE_PRODUCTS.map((id) => ({
        method: 'POST' as const,
        path: `/v1/Products(${id})/UpdateAttributes`,
        body: { Value: { Attributes: LATE_NAMES.map((Name) => ({ Name, Value: `${Name} of ${id}` })) } },
      })),
    );
    expect(answers.map((a) => a.status)).toEqual(LATE_PRODUCTS.map(() => 204));
  } finally {
    await client.close();
  }
}, 120_000);
afterAll(async () => {
  await svc?.close();
  removeDir(dir);
});

const importFile = (file: string, out: string) =>
  runCli(['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', out], env);

/** The `Columns:` block of a run's output. */
function columnsOf(stdout: string): string[] {
  const lines = stdout.split('\n');
  const at = lines.indexOf('Columns:');
  return lines.slice(at, at + 4 + ALL_NAMES.length);
}

const EXPECTED_COLUMNS = [
  'Columns:',
  '  ProductID -> ProductID',
  "  Sku: ignored ('Sku' is not needed: 'ProductID' already gives the ProductID)",
  '  ProfileID -> ProfileID',
  ...ALL_NAMES.map((n) => `  ${n} -> Value of Name '${n}' (one column per Name)`),
];

describe('attribute names read in full (issue 32, finding 5)', () => {
  const exported = () => join(dir, 'attributes.xlsx');

  it('the export and the template offer all 15 names', async () => {
    const r = await runCli(['export', 'AttributeValues', '--credentials', svc.creds, '--out', exported()], env);
    expect(r.code, show(r)).toBe(0);
    expect((await readXlsx(exported())).AttributeValues![0]).toEqual(['ProductID', 'Sku', 'ProfileID', ...ALL_NAMES]);
    const template = join(dir, 'template.xlsx');
    const t = await runCli(
      ['export', '--template', 'AttributeValues', '--credentials', svc.creds, '--out', template],
      env,
    );
    expect(t.code, show(t)).toBe(0);
    expect(await readSheet(template, 'AttributeValues')).toEqual([['Sku', ...ALL_NAMES]]);
  }, 180_000);

  it('the export imports back with every column mapped: Unchanged, nothing sent', async () => {
    const before = await svc.mutations();
    const r = await importFile(exported(), join(dir, 'back.xlsx'));
    expect(r.code, show(r)).toBe(0);
    expect(columnsOf(r.stdout)).toEqual(EXPECTED_COLUMNS);
    // Reads: 100 pages of names (10,000 products, 100 a page), counted with the pre-flight's 71.
    expect(r.stdout).toMatch(
      /^Plan: 0 values in 0 requests \(0 without grouping\) in 0 \$batch calls; quota 171 requests \(171 reads\);/m,
    );
    expect(r.stdout).toMatch(/^Rows: Unchanged 10000$/m);
    expect(await svc.mutations()).toEqual(before);
  }, 180_000);

  it('edits in the last two attribute columns (Weight, Width) reach the service', async () => {
    // The two values as beforeAll set them, on every attempt: a CI retry (beforeAll not run
    // again) would find the first attempt's edits in place and nothing to update.
    await setLate([
      [2_000_101, 'Weight'],
      [2_000_102, 'Width'],
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(exported());
    const sheet = wb.getWorksheet('AttributeValues')!;
    const weightCol = 4 + ALL_NAMES.indexOf('Weight');
    const widthCol = 4 + ALL_NAMES.indexOf('Width');
    expect([weightCol, widthCol]).toEqual([17, 18]); // columns 14 and 15 of the attributes
    // Rows 5102 and 5103 of the sheet: products 2000101 and 2000102 (Northwind's 5,000 first).
    expect(sheet.getRow(5102).getCell(1).value).toBe(2_000_101);
    sheet.getRow(5102).getCell(weightCol).value = '1.5 kg';
    sheet.getRow(5103).getCell(widthCol).value = '40 cm';
    const edited = join(dir, 'edited.xlsx');
    await wb.xlsx.writeFile(edited);

    const out = join(dir, 'edited-result.xlsx');
    const r = await importFile(edited, out);
    expect(r.code, show(r)).toBe(0);
    expect(columnsOf(r.stdout)).toEqual(EXPECTED_COLUMNS);
    expect(r.stdout).toMatch(/^Rows: Updated 2, Unchanged 9998$/m);
    expect((await results(out))[5100]).toMatchObject({ result: 'Updated' });
    expect(await attribute(svc, 'Weight', 2_000_101)).toBe('1.5 kg');
    expect(await attribute(svc, 'Width', 2_000_101)).toBe('Width of 2000101');
    expect(await attribute(svc, 'Width', 2_000_102)).toBe('40 cm');
    expect(await attribute(svc, 'Weight', 2_000_102)).toBe('Weight of 2000102');
  }, 180_000);
});
