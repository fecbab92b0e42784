// The send stage's old generation, held close to what is live (issue 44). What a round of
// the sender allocates (its rows read from the journal, their requests, the $batch bodies and
// answers) lives across the round's awaits, long enough for V8 to copy it into the old
// generation, where it dies moments later. V8 then lets the old generation grow to up to four
// times what survived the last full collection before it collects again: a million-row send
// peaked at ~175 MB of heap of which ~40 MB was live (bench:import, --trace-gc), and its RSS
// at ~290 MB; the report after it inherited that RSS. While a send runs, V8 grows the heap by
// a fixed HEAP_GROWTH_PERCENT instead: a full collection (mostly incremental, on V8's threads)
// every ~20 MB of dead rows, a few dozen in a million rows, against minutes of sending.
// The flag is process-wide and read at each collection, so it is set when the first send
// starts, the heap collected once (the limit V8 set before the send is recomputed with it),
// and set back to V8's own choice (0) when the last send ends.
import { setFlagsFromString } from 'node:v8';
import { releaseHeap } from '../report/release-heap.js';

/** The old generation may grow to (100 + this)% of what the last full collection kept. */
export const HEAP_GROWTH_PERCENT = 50;

let holders = 0;

/** Holds the heap's growth while `work` (a send) runs; nested and parallel sends share one hold. */
export async function withHeldHeap<T>(work: () => Promise<T>): Promise<T> {
  if (holders++ === 0) {
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
    releaseHeap();
  }
  try {
    return await work();
  } finally {
    if (--holders === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}
