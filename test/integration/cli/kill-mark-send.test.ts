// Issue 44: a $batch is marked 'sent' in the journal and synced to disk off the main thread,
// overlapping the $batches on the wire; it must still never go before its own mark is on
// disk. The CLI is SIGKILLed at the two points around the wire: after a $batch's mark is on
// disk and before its body is sent, and while it is on the wire before its answer (the
// sandbox answers $batches slowly). Each time the killed run's journal still holds that
// $batch's rows 'sent', resume finishes the job, and the sandbox's values read back equal the
// file's, each written exactly once (its mutation counts). The points are held by the
// sender's test pause (main/jobs/send/test-pause.ts), which says the $batch's rows.
// The client keeps five $batches in flight, so the ones before the paused $batch are on the
// wire at the kill too: the sandbox applies them after its latency though no one hears the
// answer. Resume comes only once the sandbox has applied all it was given, as a user's resume
// after a crash finds it: a resume quick enough to read back within that latency (Node 24's
// start-up is) would see the old values, send them again, and the late $batch would then
// write them a second time, which no client can tell from outside.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CH,
  freshOnRetry,
  killChildren,
  mutationKey,
  profileQuantities,
  readSheet,
  resetCounters,
  show,
  sleep,
  startCli,
  totalWrites,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

const PRODUCTS = 300; // 1,200 rows: twelve $batches of 100
const BATCH_LATENCY_MS = 1500;
let svc: Service;
let dir: string;
async function start(): Promise<void> {
  dir = tempDir('cb-kill-mark-');
  svc = await startService(
    { seedProducts: PRODUCTS, rateLimit: 0, maxConcurrency: 0, batchLatencyMs: BATCH_LATENCY_MS },
    join(dir, 'service'),
  );
}
beforeAll(start, 120_000);
// A CI retry on the kept sandbox would find the first attempt's rows applied (Unchanged, keys
// counted twice). For a retry only: the first attempt's CLI children killed, a fresh sandbox
// and home in a fresh folder.
freshOnRetry(async () => {
  killChildren();
  await svc.close();
  await start();
});
afterAll(async () => {
  killChildren();
  await svc?.close();
});

/** A stock file of fresh values (none equal to the seed's), and the value of each (DC, product). */
function stockFile(name: string, base: number): { file: string; expected: Map<string, number> } {
  const lines = ['Product ID,DC,Qty'];
  const expected = new Map<string, number>();
  for (let i = 0; i < PRODUCTS * 4; i++) {
    const [p, dc] = [2_000_001 + Math.floor(i / 4), (i % 4) + 1];
    lines.push(`${p},${dc},${base + i}`);
    expected.set(`${dc},${p}`, base + i);
  }
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, expected };
}

/** The journal's rows in state 'sent', as mutation keys (read-only, as a second process would). */
function sentKeys(home: string, jobId: string): string[] {
  const db = new Database(join(home, 'jobs', `${jobId}.sqlite`), { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT json_extract(body, '$.ProductID') AS p, json_extract(body, '$.DistributionCenterID') AS dc
        FROM rows WHERE state = 'sent' ORDER BY seq`,
      )
      .all() as { p: number; dc: number }[];
    return rows.map((r) => mutationKey('DCQuantities', { DistributionCenterID: r.dc, ProductID: r.p }));
  } finally {
    db.close();
  }
}

/** Imports `file`, kills the CLI at `point` of its third $batch; returns the job and that $batch's row count. */
async function importAndKill(file: string, home: string, point: 'marked' | 'sending') {
  const env = { COMMERCE_BULK_HOME: home, VITEST: 'true', COMMERCE_BULK_TEST_SEND_PAUSE: `${point}:3` };
  const args = ['import', file, '--resource', 'DCQuantities', '--out', join(home, 'result.xlsx')];
  const run = startCli([...args, '--credentials', svc.creds, '--budget', '10000000'], env);
  const jobId = /^Job (\S+)/.exec(await run.firstLine)?.[1] ?? '';
  await run.waitFor(new RegExp(`test pause: ${point} 3: [\\d,]+\\n`), 'stderr');
  const seqs = new RegExp(`test pause: ${point} 3: ([\\d,]+)\\n`).exec(run.stderr())?.[1]?.split(',') ?? [];
  // 'sending': killed while the sandbox holds the $batch (it answers after BATCH_LATENCY_MS).
  if (point === 'sending') await sleep(300);
  run.child.kill('SIGKILL');
  const killed = await run.done;
  expect(killed.signal, show(killed)).toBe('SIGKILL');
  expect(jobId, show(killed)).not.toBe('');
  return { jobId, batchRows: seqs.length };
}

/** Waits until the sandbox has applied every $batch the killed run left with it (bounded). */
async function untilSandboxSettled(): Promise<void> {
  await sleep(BATCH_LATENCY_MS);
  let before = totalWrites(await svc.mutations());
  for (let waited = 0; waited < 60_000; waited += 1000) {
    await sleep(1000);
    const now = totalWrites(await svc.mutations());
    if (now === before) return;
    before = now;
  }
  throw new Error('the sandbox kept applying writes for a minute after the kill');
}

async function resumeToEnd(jobId: string, home: string): Promise<void> {
  const env = { COMMERCE_BULK_HOME: home };
  const r = await startCli(['resume', jobId, '--credentials', svc.creds, '--budget', '10000000'], env).done;
  expect(r.code, show(r)).toBe(0);
}

async function expectEachWrittenOnce(expected: Map<string, number>, home: string): Promise<void> {
  expect(Object.fromEntries(await profileQuantities(svc, CH))).toEqual(Object.fromEntries(expected));
  const counts = await svc.mutations();
  const notOnce = [...expected.keys()]
    .map((k) => k.split(',').map(Number) as [number, number])
    .map(([dc, p]) => mutationKey('DCQuantities', { DistributionCenterID: dc, ProductID: p }))
    .filter((k) => counts[k] !== 1);
  expect(notOnce.map((k) => `${k}=${counts[k] ?? 0}`)).toEqual([]);
  const results = await readSheet(join(home, 'result.xlsx'), 'Results');
  const col = results[0]!.indexOf('Result');
  expect(results.slice(1).filter((r) => r[col] !== 'Updated' && r[col] !== 'Created')).toEqual([]);
  expect(results).toHaveLength(expected.size + 1);
}

describe('SIGKILL around the wire of a $batch whose mark is synced off the main thread', () => {
  it('killed after its mark is on disk, before it is sent: resume sends it once', async () => {
    const home = join(dir, 'home-marked');
    const { file, expected } = stockFile('marked.csv', 500_000);
    await resetCounters(svc.sandbox);
    const { jobId, batchRows } = await importAndKill(file, home, 'marked');
    expect(batchRows).toBeGreaterThan(0);
    // The paused $batch's rows are 'sent' after the kill, and the sandbox never saw them.
    const sent = sentKeys(home, jobId);
    expect(sent.length).toBeGreaterThanOrEqual(batchRows);
    const counts = await svc.mutations();
    expect(sent.filter((k) => counts[k] === undefined).length).toBeGreaterThanOrEqual(batchRows);
    await untilSandboxSettled();
    // Still never seen: it is resume that sends the paused $batch, once.
    const settled = await svc.mutations();
    expect(sent.filter((k) => settled[k] === undefined).length).toBeGreaterThanOrEqual(batchRows);
    await resumeToEnd(jobId, home);
    await expectEachWrittenOnce(expected, home);
  }, 300_000);

  it('killed with it on the wire, before its answer: resume reads it back, never resends', async () => {
    const home = join(dir, 'home-sending');
    const { file, expected } = stockFile('sending.csv', 700_000);
    await resetCounters(svc.sandbox);
    const { jobId, batchRows } = await importAndKill(file, home, 'sending');
    // The sandbox applies what it held (after its latency) though no one hears the answer.
    await untilSandboxSettled();
    const sent = sentKeys(home, jobId);
    const counts = await svc.mutations();
    expect(sent.filter((k) => counts[k] === 1).length).toBeGreaterThanOrEqual(batchRows);
    await resumeToEnd(jobId, home);
    await expectEachWrittenOnce(expected, home);
  }, 300_000);
});
