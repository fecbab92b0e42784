// Issue 26 in the app: an export saved from the Export view carries its baseline; the same file,
// edited after a sale changed a quantity it holds, goes through review and send; the report
// counts the cell held back (Skipped, naming the three values) and "Send anyway"
// (jobs.sendAnyway) sends it over the newer value, while the other edit went out the first time.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShown } from '../../../shared/i18n/index.js';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { quantity, startTestApp, type TestApp } from '../../support/index.js';
import { editCells, pickCells } from './baseline-files.js';

describe('the app: a cell changed on the service since the export is held back, then sent anyway', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.ctx.dispose());

  const finished = (jobId: string) =>
    app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished', 60_000);

  it('Skips it with the three values and sends it when asked', async () => {
    const file = join(app.dir, 'stock.xlsx');
    const filter = 'ProfileID eq 12000002 and ID le 2000020';
    const before = new Date().toISOString();
    await app.call('export.save', { list: 'DCQuantities', target: app.saveTo(file), format: 'xlsx', filter });
    const [both, inFile] = await pickCells(file, 2);
    const api = app.ctx.connections.client().client;
    const sold = both!.exported - 1;
    const path = `/v1/DCQuantities(DistributionCenterID=${both!.dc},ProductID=${both!.product})`;
    expect((await api.request({ method: 'PATCH', path, body: { AvailableQuantity: sold } })).status).toBe(204);
    await editCells(file, [
      { cell: both!, value: 500 },
      { cell: inFile!, value: 600 },
    ]);

    const { mapping } = await app.call('mapping.suggest', { file: app.chosen(file), resource: 'DCQuantities' });
    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping });
    const review = (await app.waitFor(
      'review.progress',
      (p: ReviewState) => p.sessionId === sessionId && p.complete,
      60_000,
    )) as ReviewState;
    // The review says which baseline the file goes with (issue 41): this export's, from this connection.
    const exportedAt = review.baseline?.exportedAt ?? '';
    expect(exportedAt >= before && exportedAt <= new Date().toISOString(), exportedAt).toBe(true);
    expect(review.baseline?.connection).toBe(app.ctx.connections.client().label);
    const { jobId } = await app.call('jobs.start', { sessionId });
    await finished(jobId);
    expect((await app.call('jobs.report', { jobId })).heldBack).toBe(1);
    const skipped = await app.call('jobs.rows', { jobId, result: 'Skipped', offset: 0, limit: 10 });
    expect(skipped.rows.map((r) => renderShown(r.message))).toEqual([
      expect.stringContaining(`exported ${both!.exported}, now ${sold} on the service, file 500`),
    ]);
    expect(await quantity(api, both!.dc, both!.product)).toBe(sold);
    expect(await quantity(api, inFile!.dc, inFile!.product)).toBe(600);

    app.events.length = 0; // the next 'finished' is the second run's
    expect(await app.call('jobs.sendAnyway', { jobId })).toEqual({ jobId, cells: 1 });
    await finished(jobId);
    expect(await quantity(api, both!.dc, both!.product)).toBe(500);
    expect(await quantity(api, inFile!.dc, inFile!.product)).toBe(600);
    const info = await app.call('jobs.report', { jobId });
    expect(info.heldBack).toBeUndefined();
    expect(info.counts.Skipped ?? 0).toBe(0);
  }, 180_000);
});
