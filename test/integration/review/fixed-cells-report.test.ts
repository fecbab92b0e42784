// A cell fixed in the review grid is what was sent, so the result workbook shows it: the
// Results sheet has the fixed value on that row with its verdict, and a row fixed to a value
// that is still invalid appears on the Failed rows sheet as the user left it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

describe('fixed cells reach the result workbook', () => {
  let app: TestApp;
  let file: string;
  beforeAll(async () => {
    app = await startTestApp();
    file = path.join(app.dir, 'stock.csv');
    writeFileSync(file, 'Sku,DC,Qty\n0000001,1,5\n0000002,1,abc\n0000003,2,zz\n0000004,3,9\n');
  });
  afterAll(async () => app?.ctx.dispose());

  it('shows the cells as sent on the Results and Failed rows sheets', async () => {
    const mapping = {
      version: 1 as const,
      resource: 'DCQuantities' as const,
      operation: 'upsert' as const,
      columns: [
        { column: 'Sku', field: 'Sku' },
        { column: 'DC', field: 'DistributionCenterID' },
        { column: 'Qty', field: 'AvailableQuantity' },
      ],
    };
    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete);
    expect((await app.call('review.editCell', { sessionId, rowNumber: 3, column: 2, value: '11' })).row.status).toBe(
      'Ready',
    );
    expect(
      (await app.call('review.editCell', { sessionId, rowNumber: 4, column: 2, value: 'twelve' })).row.status,
    ).toBe('Invalid');

    const { jobId } = await app.call('jobs.start', { sessionId });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished');
    const out = path.join(app.dir, 'result.xlsx');
    await app.call('jobs.saveResult', { jobId, target: app.saveTo(out) });

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const values = (sheet: string, row: number) => (wb.getWorksheet(sheet)!.getRow(row).values as unknown[]).slice(1);
    expect(values('Results', 3).slice(0, 4)).toEqual(['0000002', 1, 11, expect.stringMatching(/^(Created|Updated)$/)]);
    expect(values('Results', 4).slice(0, 4)).toEqual(['0000003', 2, 'twelve', 'Invalid']);
    expect(String(values('Results', 4)[5])).toMatch(/twelve/);
    expect(values('Results', 2).slice(0, 3)).toEqual(['0000001', 1, 5]); // rows not fixed: as in the file (typed)
    const failed = wb.getWorksheet('Failed rows')!;
    expect(failed.rowCount).toBe(2);
    expect(values('Failed rows', 2)).toEqual([
      '0000003',
      2,
      'twelve',
      4,
      "Qty 'twelve' (cell C4): AvailableQuantity: 'twelve' is not a whole number. Fix: Enter AvailableQuantity (a whole number from -2147483648 to 2147483647).",
    ]);
  }, 30_000);
});
