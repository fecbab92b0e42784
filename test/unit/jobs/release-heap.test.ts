// A large report collects the heap the send left before its undo thread starts (release-heap.ts,
// issue 44): the collection really runs (garbage no longer counted), and no `gc` is left on
// the global object for other code to call.
import { describe, expect, it } from 'vitest';
import { releaseHeap } from '../../../main/jobs/report/release-heap.js';

/** Leaves ~40 MB of objects no one holds, most of them old enough to sit in the old generation. */
function leaveGarbage(): void {
  let keep: { n: number; s: string }[] = [];
  for (let i = 0; i < 1_500_000; i++) {
    keep.push({ n: i, s: `row ${i}` });
    if (keep.length === 300_000) keep = [];
  }
}

describe('releaseHeap', () => {
  it('collects garbage the heap holds, without a global gc', () => {
    // What stays alive across the collection: it must still be counted.
    const live = Array.from({ length: 100_000 }, (_, i) => `kept ${i}`);
    leaveGarbage();
    releaseHeap(); // a first call sets the collector up (its own context)
    leaveGarbage();
    const before = process.memoryUsage().heapUsed;
    releaseHeap();
    const after = process.memoryUsage().heapUsed;
    expect(before - after).toBeGreaterThan(10 * 2 ** 20);
    expect(live[99_999]).toBe('kept 99999');
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
