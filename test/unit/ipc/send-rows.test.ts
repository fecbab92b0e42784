// Issue 42: on a wide file (one column per warehouse) a sheet row is several requests, and
// Send's bar said "Sent 6 of 6 rows" for three rows; its live counts were requests too. Every
// progress event of the send now counts rows, as Review and the Report do.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { quantity, startTestApp, type TestApp } from '../../support/index.js';

describe('Send counts rows on a wide file', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.ctx.dispose());

  it('bar, rate and counts in rows, never in requests', async () => {
    const file = path.join(app.dir, 'wide.csv');
    // Three rows, two warehouses each: six requests.
    writeFileSync(file, 'Sku,Lager Berlin,Lager Hamburg\n0000001,61,62\n0000002,63,64\n0000003,65,66\n');
    const s = await app.call('mapping.suggest', { file: app.chosen(file) });
    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping: s.mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete);
    await app.call('review.preflight', { sessionId });
    const { jobId } = await app.call('jobs.start', { sessionId });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished', 60_000);

    const sends = app.events
      .filter((e) => e.event === 'jobs.progress')
      .map((e) => e.payload as JobProgress)
      .filter((p) => p.jobId === jobId && p.stage === 'send');
    expect(sends.length).toBeGreaterThan(0);
    for (const p of sends) {
      expect(p.total).toBe(3);
      const counted = Object.values(p.counts).reduce((a, b) => a + b, 0);
      expect(counted, JSON.stringify(p.counts)).toBe(3);
    }
    for (const p of sends) expect(p.done).toBeLessThanOrEqual(3);
    const client = app.ctx.connections.client('sandbox').client;
    expect(await quantity(client, 1, 2_000_002)).toBe(63);
    expect(await quantity(client, 2, 2_000_003)).toBe(66);
  }, 120_000);
});
