// The send holds V8's old generation close to what is live (send-heap.ts, issue 44): the same
// churn of rows that die in the old generation peaks far lower under withHeldHeap than under
// V8's own growth (which let a million-row send reach ~175 MB of heap with ~40 MB live).
// Each run is a process of its own, so the flag and the heap are not the test runner's.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHeldHeap } from '../../../main/jobs/run/send-heap.js';

const churn = (mode: 'held' | 'free'): number => {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'send-heap-churn.ts'), mode],
    {
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out) as { peakMb: number }).peakMb;
};

describe('withHeldHeap', () => {
  it('keeps the old generation near what is live while the work runs', () => {
    // ~30 MB live and ~15 MB of rounds in flight: held, V8 collects at 1.5x what survived
    // (Node 20: ~83 MB, Node 24: ~52 MB). Unheld the same churn peaks at 180-210 MB, though
    // Node 24's V8 now and then collects early on its own (43 MB in one run of four), so the
    // bound is absolute, not a ratio of the two.
    expect(churn('held')).toBeLessThan(100);
  }, 120_000);

  it('returns what the work returns, and passes its failure on', async () => {
    await expect(withHeldHeap(async () => 7)).resolves.toBe(7);
    await expect(
      withHeldHeap(async () => {
        throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    // Nested and parallel holds share one.
    const both = await Promise.all([
      withHeldHeap(async () => withHeldHeap(async () => 1)),
      withHeldHeap(async () => 2),
    ]);
    expect(both).toEqual([1, 2]);
  });
});
