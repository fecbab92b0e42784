// Issue 10: under injected faults the CLI printed "MaxListenersExceededWarning: Possible
// EventTarget memory leak detected. 11 abort listeners added to [AbortSignal]". A long run
// under faults must keep a flat count of what it holds: abort listeners on the run's one
// signal, timers, sockets. Rounds of batches (with retries, read-backs, split timeouts and
// dropped connections) and lists run on one signal; after every round nothing of a finished request is
// left, and no warning was emitted. Every change is still applied exactly once.
import { getEventListeners } from 'node:events';
import { rowEnglish } from '../../../shared/i18n/index.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { createApiClient } from '../../../main/api/client.js';
import type { ApiRequest } from '../../../main/api/types.js';
import { admin, mutationKey, sandboxTokens } from '../../support/index.js';

const ROUNDS = 10;
const PER_ROUND = 120;

/** Active handles by kind: 'Timeout' are timers, 'TCPSocketWrap' sockets (client's and the in-process sandbox's). */
function resources(): { timers: number; sockets: number } {
  const info = process.getActiveResourcesInfo();
  return {
    timers: info.filter((r) => r === 'Timeout').length,
    sockets: info.filter((r) => r === 'TCPSocketWrap').length,
  };
}

describe('a long run under faults holds a flat number of listeners, timers and sockets', () => {
  let sandbox: SandboxHandle;
  const warnings: Error[] = [];
  const onWarning = (w: Error): void => {
    warnings.push(w);
  };
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: PER_ROUND,
      rateLimit: 0,
      faultRate: 0.1,
      faultSeed: 1010,
      batchTimeoutSize: 30,
      batchTimeoutDelayMs: 50,
      quirks: ['406-parts', 'skip-wraps'],
      quirk406Rate: 0.1,
      quirk406Applied: 0.5,
    });
    process.on('warning', onWarning);
  });
  // Every attempt counts from zero: CI retries a failed test once (vitest.config.ts) and a
  // retry runs beforeEach, not beforeAll. Reset there, each key would read 2 x ROUNDS on the
  // retry (the first attempt's writes counted again), hiding the first attempt's real failure.
  beforeEach(async () => {
    await admin(sandbox, 'POST', '/admin/reset-counters');
    warnings.length = 0;
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await sandbox?.close();
  });

  it(
    'keeps at most one abort listener on the run signal, and leaves none, no timer and no extra socket behind',
    { timeout: 90_000 },
    async () => {
      const profile = sandbox.credentials.profiles[0]!;
      const dc = profile.distributionCenterIds[0]!;
      const products = profile.productIds.slice(0, PER_ROUND);
      expect(products).toHaveLength(PER_ROUND);
      const api = createApiClient({
        baseUrl: sandbox.url,
        tokens: sandboxTokens(sandbox),
        batchSize: 20,
        budgetPerMinute: 90_000,
        budgetWindowMs: 1000,
        timeoutMs: 10_000,
        maxAttempts: 12,
        // The shortest backoff every time (125 ms): the test is about what a retry leaves behind, not how long it waits.
        random: () => 0,
      });
      const run = new AbortController();
      const signal = run.signal;
      let mostListeners = 0;
      const after: { listeners: number; timers: number; sockets: number }[] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const reqs: ApiRequest[] = products.map((p, i) => ({
            method: 'POST',
            path: '/v1/DCQuantities',
            idempotent: true,
            body: {
              ProductID: p,
              ProfileID: profile.id,
              DistributionCenterID: dc,
              AvailableQuantity: 10_000 * (round + 1) + i,
            },
          }));
          // Sampled every few ms while the round runs (calls waiting for a slot, the budget or a backoff included).
          const sample = (): void => {
            mostListeners = Math.max(mostListeners, getEventListeners(signal, 'abort').length);
          };
          const poll = setInterval(sample, 2);
          let results;
          let listed = 0;
          try {
            // A list on the same signal alongside (single requests: slot, budget and backoff waits of their own).
            const reading = (async () => {
              for await (const page of api.list<{ ID: number }>('/v1/Products?$select=ID', { signal }))
                listed += page.length;
            })();
            results = await api.batch(reqs, sample, { signal });
            await reading;
          } finally {
            clearInterval(poll);
          }
          expect(results.filter((r) => !r.ok).map((r) => `${r.status} ${rowEnglish(r.message)}`)).toEqual([]);
          expect(listed).toBe(sandbox.credentials.profiles.reduce((n, p) => n + p.productIds.length, 0));
          // One turn of the event loop, so sockets destroyed by the last dropped connection are gone.
          await new Promise((r) => setImmediate(r));
          after.push({ listeners: getEventListeners(signal, 'abort').length, ...resources() });
        }
      } finally {
        await api.close();
      }
      const closed = resources();
      console.log(
        `flat resources: most listeners during the run ${mostListeners}; after each round ${JSON.stringify(after)}; after close ${JSON.stringify(closed)}`,
      );

      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual([]);
      // The client's waits share one listener on the signal, and drop it when nothing waits.
      expect(mostListeners).toBeLessThanOrEqual(1);
      expect(after.map((a) => a.listeners)).toEqual(after.map(() => 0));
      // No timer outlives its request: backoffs, pacer waits and call timeouts are all cleared.
      expect(after.map((a) => a.timers)).toEqual(after.map(() => 0));
      // Flat: the client's pool keeps at most maxInFlight (5) keep-alive sockets whatever the number of
      // rounds and dropped connections; the in-process sandbox holds their peers and its listening socket.
      expect(after.filter((a) => a.sockets > 2 * 5 + 1)).toEqual([]);

      const counts = await admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations');
      const wrong = products
        .map((p) => mutationKey('DCQuantities', { DistributionCenterID: dc, ProductID: p }))
        .filter((k) => counts[k] !== ROUNDS)
        .map((k) => `${k}: ${counts[k] ?? 0}`);
      expect(wrong).toEqual([]);
    },
  );
});
