// The result workbook the app saves speaks the app's language (issue 30): an Invalid row's
// Message is German, while the column names and the verdicts stay English, as scripts and
// re-imports read them. Saved without a language, it is the run's English workbook.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

const GERMAN_QTY =
  "Qty 'zwölf' (Zelle C3): AvailableQuantity: 'zwölf' ist keine ganze Zahl. Lösung: Geben Sie AvailableQuantity ein (eine ganze Zahl von -2147483648 bis 2147483647).";
const ENGLISH_QTY =
  "Qty 'zwölf' (cell C3): AvailableQuantity: 'zwölf' is not a whole number. Fix: Enter AvailableQuantity (a whole number from -2147483648 to 2147483647).";

describe('the result workbook saved by the app in German', () => {
  let app: TestApp;
  let jobId: string;
  beforeAll(async () => {
    app = await startTestApp();
    const file = path.join(app.dir, 'bestand.csv');
    writeFileSync(file, 'Sku,DC,Qty\n0000001,1,5\n0000002,1,zwölf\n');
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
    jobId = (await app.call('jobs.start', { sessionId })).jobId;
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished');
  }, 30_000);
  afterAll(async () => app?.ctx.dispose());

  async function saved(name: string, language?: 'de') {
    const out = path.join(app.dir, name);
    await app.call('jobs.saveResult', { jobId, target: app.saveTo(out), ...(language ? { language } : {}) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    return (sheet: string, row: number) => (wb.getWorksheet(sheet)!.getRow(row).values as unknown[]).slice(1);
  }

  it('has German messages, English column names and English verdicts', async () => {
    const values = await saved('ergebnis.xlsx', 'de');
    expect(values('Results', 1)).toEqual([
      'Sku',
      'DC',
      'Qty',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
    ]);
    expect(values('Results', 2).slice(0, 4)).toEqual(['0000001', 1, 5, expect.stringMatching(/^(Created|Updated)$/)]);
    expect(values('Results', 3).slice(0, 4)).toEqual(['0000002', 1, 'zwölf', 'Invalid']);
    expect(values('Results', 3)[5]).toBe(GERMAN_QTY);
    expect(values('Failed rows', 1)).toEqual(['Sku', 'DC', 'Qty', 'Row', 'Message']);
    expect(values('Failed rows', 2)).toEqual(['0000002', 1, 'zwölf', 3, GERMAN_QTY]);
    // The Summary says what the run's own workbook says, in English.
    expect(values('Summary', 1)).toEqual(['Item', 'Value']);
    expect(values('Summary', 2)[0]).toBe('Job');
  }, 30_000);

  it('is the run English workbook when no language is given', async () => {
    const values = await saved('result.xlsx');
    expect(values('Results', 3)[5]).toBe(ENGLISH_QTY);
  }, 30_000);
});
