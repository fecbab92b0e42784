// What a run really sent (issue 32): the client counts calls, quota, retries and 429s as it
// goes (main/api service-watch.ts); each run adds its share (the difference from its start)
// to the job's record (journal/traffic.ts). The Summary sheet shows the sums beside the plan,
// so a run that took 7x its estimate says why (retries, 429s, fallbacks).
import { addTraffic, type Journal } from '../../journal/index.js';
import type { ClientTraffic, JobClient } from '../engine-port.js';

/** Counts the client's traffic from now on; the returned function adds it to the job (call it once). */
export function countTraffic(journal: Journal, client: JobClient): () => void {
  const before: ClientTraffic | undefined = client.traffic?.();
  let counted = false;
  return () => {
    if (counted || !before || !client.traffic) return;
    counted = true;
    const now = client.traffic();
    addTraffic(journal, {
      calls: now.calls - before.calls,
      quota: now.quota - before.quota,
      batches: now.batches - before.batches,
      retries: now.retries - before.retries,
      throttled: now.throttled - before.throttled,
    });
  };
}
