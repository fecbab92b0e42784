// Issue 41, the friction of everyday files: an EAN a spreadsheet saved in scientific notation
// gets the "format the column as text" hint, not a bare "Unknown SKU"; an ERP export's total
// row ('Summe', 'Gesamt', 'Total') is Skipped and named, so a night with only that extra row
// ends succeeded. The real CLI against the real sandbox, every value read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  killChildren,
  mutations,
  quantity,
  readSheet,
  removeDir,
  resetCounters,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
beforeAll(async () => {
  svc = await startService({ rateLimit: 0 });
  dir = tempDir('cb-friction-');
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

const BERLIN = 1;
const HAMBURG = 2;
const P = (n: number): number => 2_000_000 + n;

interface JobJson {
  status: string;
  exitCode: number;
  counts: Record<string, number>;
  failedRows: { row: number; result: string; message: string }[];
}

/** `import <file> --json` of DC quantities; the JSON object, the run, and the result workbook's path. */
async function importCsv(name: string, lines: string[]) {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  const out = file.replace(/\.csv$/, '.result.xlsx');
  const args = ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--json', '--out', out];
  const r = await cli(args, join(dir, 'home'));
  const o = JSON.parse(r.stdout.trim().split('\n').pop()!) as JobJson;
  return { r, o, out };
}

/** The Results sheet's rows as [first cell, Result, Message]. */
async function verdicts(out: string): Promise<unknown[][]> {
  const rows = await readSheet(out, 'Results');
  const [result, message] = ['Result', 'Message'].map((h) => rows[0]!.indexOf(h));
  return rows.slice(1).map((r) => [r[0], r[result!], r[message!] ?? null]);
}

const lost =
  'the spreadsheet showed this long number (an EAN or GTIN?) in scientific notation and rounded it, so its real digits are lost: format the SKU column as text in your spreadsheet, enter the full SKU again and save';

describe('an EAN in scientific notation', () => {
  it('is refused with the hint to format the column as text, and nothing is written for it', async () => {
    await resetCounters(svc.sandbox);
    const { r, o, out } = await importCsv('ean.csv', [
      'SKU;DC;Qty',
      '0000011;Berlin;41',
      '4,00638E+12;Berlin;7',
      '4.00638E+12;Hamburg;8',
    ]);
    expect(r.code, show(r)).toBe(1);
    expect(o.status).toBe('partly failed');
    expect(o.failedRows).toEqual([
      {
        row: 3,
        result: 'Invalid',
        message: `Unknown SKU '4,00638E+12': no product has this SKU in the profiles this connection covers. Fix: ${lost}`,
      },
      {
        row: 4,
        result: 'Invalid',
        message: `Unknown SKU '4.00638E+12': no product has this SKU in the profiles this connection covers. Fix: ${lost}`,
      },
    ]);
    expect((await verdicts(out)).map((v) => v[1])).toEqual([
      expect.stringMatching(/^(Created|Updated)$/),
      'Invalid',
      'Invalid',
    ]);
    expect(await quantity(svc, BERLIN, P(11))).toBe(41);
    // The one row with a real SKU is the only write.
    expect(await mutations(svc.sandbox)).toEqual({
      [`DCQuantities(DistributionCenterID=${BERLIN},ProductID=${P(11)})`]: 1,
    });
  });
});

describe('an ERP total row', () => {
  it("'Summe' in the SKU column with the DC blank is Skipped and named; the run succeeds", async () => {
    const { r, o, out } = await importCsv('erp.csv', [
      'SKU;DC;Qty',
      '0000012;Berlin;5',
      '0000013;Hamburg;6',
      'Summe;;11',
    ]);
    expect(r.code, show(r)).toBe(0);
    expect(o.status).toBe('succeeded');
    expect(o.exitCode).toBe(0);
    expect(o.counts.Skipped).toBe(1);
    expect(o.counts.Invalid).toBe(0);
    expect(o.counts.Failed).toBe(0);
    expect(r.stderr).toContain(
      "Note: Row 4 ('Summe' in cell A4) is a total row of the export: ignored, nothing sent for it.\n",
    );
    expect((await verdicts(out))[2]).toEqual([
      'Summe',
      'Skipped',
      "Total row ('Summe' in cell A4): ignored, nothing sent for it",
    ]);
    expect(await quantity(svc, BERLIN, P(12))).toBe(5);
    expect(await quantity(svc, HAMBURG, P(13))).toBe(6);
  });

  it("'Gesamt' and 'Total:' in a first column no key comes from, every key blank, are Skipped too", async () => {
    const { r, o, out } = await importCsv('erp-named.csv', [
      'Bezeichnung;SKU;DC;Qty',
      'Shirt;0000014;Berlin;15',
      'Gesamt;;;15',
      'Total:;;;15',
      'Total;0000015;Berlin;3',
    ]);
    expect(r.code, show(r)).toBe(0);
    expect(o.status).toBe('succeeded');
    expect(o.counts.Skipped).toBe(2);
    expect(r.stderr).toContain(
      "Note: Row 3 ('Gesamt' in cell A3), row 4 ('Total:' in cell A4) are total rows of the export: ignored, nothing sent for them.\n",
    );
    expect((await verdicts(out)).slice(1)).toEqual([
      ['Gesamt', 'Skipped', "Total row ('Gesamt' in cell A3): ignored, nothing sent for it"],
      ['Total:', 'Skipped', "Total row ('Total:' in cell A4): ignored, nothing sent for it"],
      // A product called 'Total' with its SKU and DC is data: imported as any row.
      ['Total', expect.stringMatching(/^(Created|Updated)$/), null],
    ]);
    expect(await quantity(svc, BERLIN, P(14))).toBe(15);
    expect(await quantity(svc, BERLIN, P(15))).toBe(3);
  });
});

describe('a hand-written mapping file that maps the DC column', () => {
  it("keeps matching DCs by Code and Name beside the file's own value map", async () => {
    const mapping = join(dir, 'stock-mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        version: 1,
        resource: 'DCQuantities',
        operation: 'upsert',
        columns: [
          { column: 'Artikel', field: 'Sku' },
          { column: 'Lager', field: 'DistributionCenterID' },
          { column: 'Menge', field: 'AvailableQuantity' },
        ],
        // The file's own word for a DC, and one that reads a Code as another DC: the file's entries win.
        valueMaps: { distributioncenterid: { 'HH Laden': '2', 'CH-FBA': '4' } },
      }),
    );
    const file = join(dir, 'mapped.csv');
    writeFileSync(
      file,
      'Artikel;Lager;Menge\r\n0000016;CH-BER;31\r\n0000017;Contoso Berlin;32\r\n0000018;HH Laden;33\r\n0000019;CH-FBA;34\r\n',
    );
    const out = join(dir, 'mapped.result.xlsx');
    const args = ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--mapping', mapping];
    const r = await cli([...args, '--out', out], join(dir, 'home'));
    expect(r.code, show(r)).toBe(0);
    expect((await verdicts(out)).map((v) => v[1])).toEqual(Array(4).fill(expect.stringMatching(/^(Created|Updated)$/)));
    expect(await quantity(svc, BERLIN, P(16))).toBe(31);
    expect(await quantity(svc, BERLIN, P(17))).toBe(32);
    expect(await quantity(svc, HAMBURG, P(18))).toBe(33);
    expect(await quantity(svc, 4, P(19))).toBe(34);
    expect(await quantity(svc, 3, P(19))).not.toBe(34);
  });
});
