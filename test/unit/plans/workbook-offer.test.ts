// Issue 45: which workbooks the app offers the two-step plan for. A sheet named
// DistributionCenters in any case and a DCQuantities-shaped stock sheet (a product, a center by
// Code or name, a quantity) make the plan; anything else keeps the normal import only.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { workbookOffer } from '../../../main/plans/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-plan-offer-');
afterAll(() => removeDir(dir));

async function book(name: string, sheets: Record<string, unknown[][]>): Promise<string> {
  const wb = new ExcelJS.Workbook();
  for (const [sheet, rows] of Object.entries(sheets)) wb.addWorksheet(sheet).addRows(rows);
  const file = join(dir, name);
  await wb.xlsx.writeFile(file);
  return file;
}

const centers = [
  ['Code', 'Name', 'ProfileID'],
  ['N1', 'North', 12000002],
];

describe('workbookOffer', () => {
  it('offers the plan for "distributioncenters" and a stock sheet naming centers by name', async () => {
    const file = await book('by-name.xlsx', {
      Notes: [['Prepared by the warehouse']],
      distributioncenters: centers,
      Bestand: [
        ['SKU', 'DC Name', 'Quantity'],
        ['000123-BLK', 'North', 4],
      ],
    });
    const offer = await workbookOffer(file, join(dir, 'plans'));
    expect(offer && { ...offer, plan: undefined }).toEqual({
      centersSheet: 'distributioncenters',
      stockSheet: 'Bestand',
      reference: { column: 'DC Name', by: 'Name' },
      plan: undefined,
    });
    expect(offer!.plan.steps.map((s) => [s.id, s.sheet, s.resource, s.dependsOn, s.references])).toEqual([
      ['centers', 'distributioncenters', 'DistributionCenters', [], []],
      [
        'stock',
        'Bestand',
        'DCQuantities',
        ['centers'],
        [{ column: 'DC Name', step: 'centers', by: 'Name', into: 'DC' }],
      ],
    ]);
  });

  it('matches a DC Code column to the centers Code', async () => {
    const file = await book('by-code.xlsx', {
      DistributionCenters: centers,
      Stock: [
        ['Product ID', 'DC Code', 'Qty'],
        [2000001, 'N1', 4],
      ],
    });
    expect((await workbookOffer(file, join(dir, 'plans')))?.reference).toEqual({ column: 'DC Code', by: 'Code' });
  });

  it('offers nothing without a stock-shaped sheet, without a DistributionCenters sheet, or for a CSV', async () => {
    const noStock = await book('no-stock.xlsx', {
      DistributionCenters: centers,
      Prices: [
        ['ProductID', 'Price'],
        [2000001, 9.5],
      ],
    });
    const noCenters = await book('no-centers.xlsx', {
      Centers: centers,
      Stock: [
        ['ProductID', 'DC Code', 'Qty'],
        [2000001, 'N1', 4],
      ],
    });
    const csv = join(dir, 'stock.csv');
    writeFileSync(csv, 'ProductID,DC Code,Qty\r\n2000001,N1,4\r\n');
    expect(await workbookOffer(noStock, dir)).toBeNull();
    expect(await workbookOffer(noCenters, dir)).toBeNull();
    expect(await workbookOffer(csv, dir)).toBeNull();
  });
});
