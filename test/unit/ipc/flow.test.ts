// The import flow through the dispatcher and handler table, against the built-in sandbox
// the context starts: inspect, suggest, review (with a fix in place), pre-flight, send,
// report, result workbook.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

describe('import flow over IPC', () => {
  let app: TestApp;
  let file: string;
  beforeAll(async () => {
    app = await startTestApp();
    file = path.join(app.dir, 'stock.csv');
    writeFileSync(
      file,
      'Sku,DC,Qty\n0000001,1,5\n0000002,1,abc\n0000003,2,7\n\n0000004,3,9\n0000005,4,2\n0000006,1,3\n',
    );
  });
  afterAll(async () => app?.ctx.dispose());

  it('starts on the built-in sandbox with its profiles', async () => {
    const list = await app.call('connections.list', {});
    expect(list.activeId).toBe('sandbox');
    expect(list.connections[0]).toMatchObject({ id: 'sandbox', kind: 'sandbox', state: 'connected' });
    expect(list.connections[0]!.profiles.length).toBeGreaterThan(0);
  });

  it('suggests DCQuantities with Sku, DC and Qty mapped, reviews, fixes, sends and reports', async () => {
    const preview = await app.call('files.inspect', { file: app.chosen(file) });
    expect(preview.headers).toEqual(['Sku', 'DC', 'Qty']);
    expect(preview.rows[0]!.cells).toEqual(['0000001', '1', '5']);

    const s = await app.call('mapping.suggest', { file: app.chosen(file) });
    expect(s.resource).toBe('DCQuantities');
    expect(s.columns.map((c) => c.field)).toEqual(['Sku', 'DistributionCenterID', 'AvailableQuantity']);
    expect(s.columns[2]!.samples).toContain('abc');

    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping: s.mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete);
    const problems = await app.call('review.rows', { sessionId, filter: 'problems', offset: 0, limit: 50 });
    expect(problems.total).toBe(1);
    expect(problems.rows[0]).toMatchObject({ rowNumber: 3, status: 'Invalid' });
    expect(problems.rows[0]!.issues[0]).toMatchObject({ column: 'Qty', columnIndex: 2, value: 'abc' });

    const fixed = await app.call('review.editCell', { sessionId, rowNumber: 3, column: 2, value: '11' });
    expect(fixed.row).toMatchObject({ status: 'Ready', edited: [2], cells: ['0000002', '1', '11'] });
    expect(fixed.state.problems).toBe(0);

    const pre = await app.call('review.preflight', { sessionId });
    expect(pre.plan.requestsToSend).toBeGreaterThan(0);
    expect(pre.plan.totalQuota).toBeGreaterThanOrEqual(pre.plan.requestsToSend);
    const all = await app.call('review.rows', { sessionId, offset: 0, limit: 50 });
    expect(all.total).toBe(7);
    expect(all.rows.find((r) => r.rowNumber === 2)!.new).toBe('5');

    const { jobId } = await app.call('jobs.start', { sessionId });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished');
    const report = await app.call('jobs.report', { jobId });
    expect(report.runState).toBe('finished');
    expect((report.counts.Created ?? 0) + (report.counts.Updated ?? 0) + (report.counts.Unchanged ?? 0)).toBe(6);
    const rows = await app.call('jobs.rows', { jobId, result: 'all', offset: 0, limit: 10 });
    expect(rows.rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(rows.rows[1]!.cells).toEqual(['0000002', '1', '11']);

    const out = path.join(app.dir, 'mine.xlsx');
    expect(await app.call('jobs.saveResult', { jobId, target: app.saveTo(out) })).toEqual({ path: out });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const sheet = wb.getWorksheet('Results')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sku',
      'DC',
      'Qty',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
    ]);
    expect(sheet.rowCount).toBe(8);

    const history = await app.call('jobs.list', {});
    expect(history.jobs.map((j) => j.jobId)).toContain(jobId);
    const again = await app.call('mapping.suggest', { file: app.chosen(file) });
    expect(again.mappingSource).toBe('remembered');
  }, 30_000);

  it('lists, previews and saves an export', async () => {
    const { lists } = await app.call('export.lists', {});
    expect(lists.map((l) => l.id)).toContain('DistributionCenters');
    const preview = await app.call('export.preview', {
      list: 'DistributionCenters',
      select: ['ID', 'Name'],
      orderby: [{ property: 'ID', desc: true }],
    });
    expect(preview.columns).toEqual(['ID', 'Name']);
    expect(preview.rows.length).toBeGreaterThan(1);
    expect(Number(preview.rows[0]![0])).toBeGreaterThan(Number(preview.rows[1]![0]));
    const out = path.join(app.dir, 'dcs.csv');
    const saved = await app.call('export.save', {
      list: 'DistributionCenters',
      select: ['ID', 'Name'],
      target: app.saveTo(out),
      format: 'csv',
    });
    expect(saved.rows).toBe(preview.count ?? preview.rows.length);
  });
});
