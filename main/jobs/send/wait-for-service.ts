// After a round of the sender lost answers because the service went quiet (issue 32), the run
// waits here until the service answers again, so the rows in question can be read back in the
// same run instead of ending 'Outcome unknown'. It asks the cheapest question every token may
// ask (one profile's ID); the client retries that with backoff, and the run's outage notices
// (run/outage-notices.ts) tell the person how long the wait has been. Ctrl-C ends the wait.
import type { JobClient } from '../engine-port.js';

const PROBE = '/v1/Profiles?$select=ID&$top=1';
/** A gateway answers these for a service that is not there. */
const GATEWAY_SILENCE = new Set([0, 502, 503, 504]);

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Resolves true once the service answers; false when the signal stopped the wait. */
export async function waitForService(client: JobClient, signal?: AbortSignal, pauseMs = 1000): Promise<boolean> {
  for (;;) {
    if (signal?.aborted) return false;
    const r = await client.request({ method: 'GET', path: PROBE }, signal ? { signal } : {});
    if (r.stopped) return false;
    if (!GATEWAY_SILENCE.has(r.status)) return true;
    // The client has already retried with backoff: a short pause keeps a quick failure from spinning.
    await pause(pauseMs, signal);
  }
}
