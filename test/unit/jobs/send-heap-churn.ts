// Run by send-heap.test.ts in a process of its own (so V8's flags and heap are its own): keeps
// ~30 MB live, then churns rounds of rows that live long enough to reach the old generation
// and die there (as a send's rounds do), with or without withHeldHeap (argv[2] === 'held').
// Prints the old generation's peak in MB.
import { getHeapSpaceStatistics } from 'node:v8';
import { withHeldHeap } from '../../../main/jobs/run/send-heap.js';

const oldSpace = (): number => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;

async function churn(): Promise<number> {
  let peak = 0;
  const ring: { seq: number; body: string }[][] = [];
  for (let r = 0; r < 600; r++) {
    ring.push(
      Array.from({ length: 5000 }, (_, i) => ({ seq: r * 5000 + i, body: JSON.stringify({ q: i, sku: `S-${i}` }) })),
    );
    if (ring.length > 30) ring.shift();
    await new Promise((ok) => setImmediate(ok));
    peak = Math.max(peak, oldSpace());
  }
  return peak;
}

const live = Array.from({ length: 400_000 }, (_, i) => ({ i, s: `live ${i}` }));
const peak = process.argv[2] === 'held' ? await withHeldHeap(churn) : await churn();
process.stdout.write(JSON.stringify({ peakMb: peak / 2 ** 20, live: live.length }));
