// One full garbage collection before a large report starts its undo thread (issue 44). V8
// lets its old generation grow to a few times what is live before it collects it, so the
// send of a million rows leaves a heap of ~180 MB of which ~35 MB is live, and the report's
// peak RSS was that leftover plus the undo thread's own (bench:import: 335 MB against the
// 300 MB bar, where the report alone in a fresh process peaks at ~155 MB). Collected here,
// the leftover goes back to the system before the thread adds its memory. Node offers no
// collect call without --expose-gc: the flag is set at run time and the function taken from
// a new context, where V8 installs it (a context of its own, created once).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null | undefined;

/** A full collection of this thread's heap, where the runtime allows one; otherwise nothing. */
export function releaseHeap(): void {
  if (collect === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc: unknown = runInNewContext('gc');
      collect = typeof gc === 'function' ? (gc as () => void) : null;
    } catch {
      collect = null;
    }
  }
  collect?.();
}
