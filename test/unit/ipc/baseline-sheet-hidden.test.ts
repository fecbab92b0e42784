// A result workbook saved by the app carries a hidden "Commerce Bulk baseline" sheet (and its
// continuations) for the next import's compare. Opened again in the app, the sheet picker must
// list only the user's sheets: the baseline is ours, never data to map.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/index.js';

describe('the sheet picker leaves out the baseline sheets', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.ctx.dispose());

  it('lists the user sheets only, in their order', async () => {
    const file = path.join(app.dir, 'result.xlsx');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Stock').addRows([
      ['Sku', 'DC', 'Qty'],
      ['0000001', 1, 5],
    ]);
    book.addWorksheet('Notes').addRow(['a note']);
    for (const name of ['Commerce Bulk baseline', 'Commerce Bulk baseline 2'])
      book.addWorksheet(name, { state: 'hidden' }).addRow(['meta']);
    await book.xlsx.writeFile(file);

    const seen = await app.call('files.inspect', { file: app.chosen(file) });
    expect(seen.sheets).toEqual(['Stock', 'Notes']);
    expect(seen.sheet).toBe('Stock');
    expect(seen.headers).toEqual(['Sku', 'DC', 'Qty']);
  });
});
