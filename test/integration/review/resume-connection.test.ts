// A job runs on its own connection, saved in its journal: resuming a paused run after
// another connection was made active finishes it on the connection it started on (the other
// account gets no write); when that connection was removed, resume says so, names it and
// the choices, sends nothing, and runs on another connection only when the user picks one.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress, ReviewState } from '../../../shared/ipc/index.js';
import { createHandlerTable } from '../../../main/ipc/handlers.js';
import { mutations, startClientService, startTestApp, type TestApp, type TestService } from '../../support/index.js';

const ROWS = 4000;
const slow = { latencyMs: 25, rateLimit: 0 };
const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

describe("resume on the job's own connection", () => {
  let app: TestApp;
  let other: TestService;
  let otherId: string;
  let file: string;
  const builtIn = async () => ({
    url: (await app.call('connections.list', {})).connections.find((c) => c.id === 'sandbox')!.baseUrl,
  });

  beforeAll(async () => {
    app = await startTestApp({ sandbox: slow, budgetPerMinute: 120_000 });
    other = await startClientService({ ...slow, seedProducts: 1000 });
    const c = other.sandbox.credentials;
    otherId = (
      await app.call('connections.addRefreshToken', {
        name: 'Second account',
        baseUrl: other.sandbox.url,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        refreshToken: c.refreshToken,
      })
    ).id;
    await app.call('connections.setActive', { id: 'sandbox' });
    file = path.join(app.dir, 'stock.csv');
    const lines = ['ProductID,DistributionCenterID,AvailableQuantity'];
    for (let i = 0; i < ROWS; i++) lines.push(`${2000001 + Math.floor(i / 4)},${(i % 4) + 1},${3000 + i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
  }, 60_000);
  afterAll(async () => {
    await app?.ctx.dispose();
    await other?.close();
  });

  /** Reviews the file on the active connection, sends, and pauses once some rows are done. */
  async function pausedJob(): Promise<string> {
    const s = await app.call('mapping.suggest', { file: app.chosen(file) });
    const { sessionId } = await app.call('review.open', { file: app.chosen(file), mapping: s.mapping });
    await app.waitFor('review.progress', (p: ReviewState) => p.sessionId === sessionId && p.complete, 30_000);
    const { jobId } = await app.call('jobs.start', { sessionId });
    await app.waitFor(
      'jobs.progress',
      (p: JobProgress) =>
        p.jobId === jobId && p.state === 'running' && (p.counts.Updated ?? 0) + (p.counts.Created ?? 0) > 0,
      30_000,
    );
    await app.call('jobs.pause', { jobId });
    expect((await app.call('jobs.report', { jobId })).runState).toBe('paused');
    return jobId;
  }

  it('finishes a paused run on the connection it started on, not the active one', async () => {
    const jobId = await pausedJob();
    await app.call('connections.setActive', { id: otherId });
    const otherBefore = total(await mutations(other.sandbox));
    const builtInBefore = total(await mutations((await builtIn()) as never));
    await app.call('jobs.resume', { jobId });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished', 60_000);
    const report = await app.call('jobs.report', { jobId });
    expect((report.counts.Created ?? 0) + (report.counts.Updated ?? 0) + (report.counts.Unchanged ?? 0)).toBe(ROWS);
    expect(total(await mutations(other.sandbox))).toBe(otherBefore);
    expect(total(await mutations((await builtIn()) as never))).toBeGreaterThan(builtInBefore);
  }, 90_000);

  it("says so when the job's connection was removed, and runs on another only when the user picks it", async () => {
    await app.call('connections.setActive', { id: otherId });
    const jobId = await pausedJob(); // on "Second account"
    await app.call('connections.remove', { id: otherId });
    const before = total(await mutations((await builtIn()) as never));
    // The dispatcher sends errors as 'commerce-bulk-ipc-error:' + JSON, as the renderer receives them.
    const refused = await app.call('jobs.resume', { jobId }).then(
      () => '',
      (err: Error) => (JSON.parse(err.message.replace(/^[^{]*/, '')) as { message: string }).message,
    );
    expect(refused).toMatch(
      /"Second account" .*no longer exists.*nothing more was sent.*"Built-in sandbox" \(sandbox\)/,
    );
    expect((await app.call('jobs.report', { jobId })).runState).toBe('paused');
    expect(total(await mutations((await builtIn()) as never))).toBe(before);

    // The user's pick (jobs.resume's connectionId, passed straight to the handler table here).
    const handlers = createHandlerTable(app.ctx) as unknown as Record<string, (req: object) => Promise<unknown>>;
    await handlers['jobs.resume']!({ jobId, connectionId: 'sandbox' });
    await app.waitFor('jobs.progress', (p: JobProgress) => p.jobId === jobId && p.state === 'finished', 60_000);
    expect(app.ctx.jobs.journal(jobId).connection?.ref).toEqual({ kind: 'sandbox' });
    expect(total(await mutations((await builtIn()) as never))).toBeGreaterThan(before);
  }, 90_000);
});
