// Issue 41: the content fingerprint that lets a baseline follow its file survives what an
// office program does to a CSV (numbers by value, the BOM and UTF-8 read as Windows-1252), and
// the baseline sheet is found whether a workbook keeps it hidden or very hidden (LibreOffice
// turns very hidden into hidden).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalCell, headersPart, sheetFingerprint } from '../../../../main/jobs/baseline/fingerprint.js';
import { readBaseline } from '../../../../main/jobs/baseline/read-baseline.js';
import { removeDir, tempDir } from '../../../support/index.js';

const dir = tempDir('cb-fingerprint-');
afterAll(() => removeDir(dir));

describe('the content fingerprint', () => {
  it('compares cells as a re-save writes them', () => {
    expect(canonicalCell(' 0000131 ')).toBe('131');
    expect(canonicalCell('7.0')).toBe('7');
    expect(canonicalCell('Berlin Süd')).toBe(canonicalCell('Berlin SÃ¼d'));
    expect(canonicalCell('CH-BER')).not.toBe(canonicalCell('CH-BRE'));
  });

  it('folds a header row read as Windows-1252 into the same part', () => {
    expect(headersPart(['\uFEFFProductID', 'DC Düsseldorf'])).toBe(headersPart(['ï»¿ProductID', 'DC DÃ¼sseldorf']));
    expect(headersPart(['ProductID', 'DC 1'])).not.toBe(headersPart(['ProductID', 'DC 2']));
  });

  it('is the same for a CSV and the XLSX made of it, and leaves value cells out', async () => {
    const csv = join(dir, 'stock.csv');
    writeFileSync(csv, '\uFEFFProductID,Sku,DC 1\r\n2000002,0000002,5\r\n2000001,"0000001",7\r\n');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('stock');
    ws.addRows([
      ['ProductID', 'Sku', 'DC 1'],
      [2000001, 1, 70],
      [2000002, 2, 5],
    ]);
    const xlsx = join(dir, 'stock.xlsx');
    await wb.xlsx.writeFile(xlsx);
    const a = await sheetFingerprint(csv);
    expect(a.full).toMatch(/^[0-9a-f]{16}\.[0-9a-f]{16}$/);
    expect(a.keys).toBe(2);
    expect(await sheetFingerprint(xlsx)).toEqual(a);
    writeFileSync(csv, 'ProductID,Sku,DC 1\r\n2000003,0000003,5\r\n2000001,0000001,7\r\n');
    expect((await sheetFingerprint(csv)).full).not.toBe(a.full); // another row set
  });
});

describe.each(['hidden', 'veryHidden'] as const)('the baseline sheet kept %s', (state) => {
  it('is found and read', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('dcq').addRows([
      ['ProductID', 'DC 1'],
      [2000001, 8],
    ]);
    const sheet = wb.addWorksheet('Commerce Bulk baseline', { state });
    sheet.addRows([
      ['Row key', 'Column', 'Value'],
      ['#format', '', 'commerce-bulk-baseline 1'],
      ['#takenAt', '', '2026-11-27T14:02:00.000Z'],
      ['#connection', '', 'Contoso production'],
      ['DistributionCenterID=1|ProductID=2000001', 'AvailableQuantity', '7'],
    ]);
    const path = join(dir, `${state}.xlsx`);
    await wb.xlsx.writeFile(path);
    const b = await readBaseline(path);
    expect(b).toMatchObject({ takenAt: '2026-11-27T14:02:00.000Z', connection: 'Contoso production' });
    expect([...b!.values]).toEqual([['DistributionCenterID=1|ProductID=2000001\u0000AvailableQuantity', '7']]);
  });
});
