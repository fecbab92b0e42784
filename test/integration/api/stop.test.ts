// Stopping a run through the client's AbortSignal: batches not yet on the wire are never
// sent and their requests settle as 'not-sent'; batches on the wire finish and report
// normally; every request ends in exactly one final state. Checked against the sandbox's
// mutation counts, and against a service that only fails (for requests waiting on a retry).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import { isNotSent, NOT_SENT_MESSAGE, RunStoppedError } from '../../../main/api/index.js';
import type { ApiRequest, ApiResult, TokenSource } from '../../../main/api/types.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { admin, mutationKey, sandboxTokens } from '../../support/index.js';

const LATENCY_MS = 1500; // every call takes this long on the sandbox: batches are in flight at the abort
const BUDGET_PER_MINUTE = 12_000; // a batch of 100 (cost 101) about every 0.5 s

describe('stopping a batch() with an AbortSignal', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      strict: true,
      quiet: true,
      seedProducts: 500,
      latencyMs: LATENCY_MS,
      rateLimit: BUDGET_PER_MINUTE,
      rateWindow: 60,
    });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  it(
    '2,000 upserts: after the abort nothing queued is sent, in-flight batches report, each request settles once',
    { timeout: 60_000 },
    async () => {
      const p = sandbox.credentials.profiles[0]!;
      const products = p.productIds.slice(0, 500);
      expect(products).toHaveLength(500);
      const reqs: ApiRequest[] = products.flatMap((id) =>
        [0, 1, 2, 3].map((k) => ({
          method: 'POST' as const,
          path: '/v1/AttributeValues',
          idempotent: true,
          body: { ProductID: id, ProfileID: p.id, Name: `Stop${k}`, Value: `s${id}-${k}` },
        })),
      );
      await admin(sandbox, 'POST', '/admin/reset-counters');
      const api = createApiClient({
        baseUrl: sandbox.url,
        tokens: sandboxTokens(sandbox),
        budgetPerMinute: BUDGET_PER_MINUTE,
      });
      const controller = new AbortController();
      const settledBy = new Array<number>(reqs.length).fill(0);
      const reported: (ApiResult | undefined)[] = new Array(reqs.length);
      let abortedAt = 0;
      try {
        const started = performance.now();
        const results = await api.batch(
          reqs,
          (i, r) => {
            settledBy[i]!++;
            reported[i] = r;
            if (!abortedAt) {
              abortedAt = performance.now();
              controller.abort();
            } // at the first result
          },
          { signal: controller.signal },
        );
        const settled = performance.now();
        const afterAbort = Math.round(settled - abortedAt);
        console.log(
          `batch() settled ${afterAbort} ms after the abort (first result at ${Math.round(abortedAt - started)} ms; one call takes ${LATENCY_MS} ms)`,
        );
        // The batches on the wire at the abort take up to one call's time; the rest do not wait for the budget.
        expect(afterAbort).toBeLessThan(LATENCY_MS + 1000);

        expect(
          settledBy.every((n) => n === 1),
          'every request reported exactly once',
        ).toBe(true);
        expect(results).toHaveLength(reqs.length);
        results.forEach((r, i) => expect(r).toBe(reported[i]));
        const ok = results.flatMap((r, i) => (r.ok ? [i] : []));
        const notSent = results.flatMap((r, i) => (isNotSent(r) ? [i] : []));
        expect(ok.length + notSent.length, 'no other state without faults').toBe(reqs.length);
        for (const i of notSent)
          expect(results[i]).toMatchObject({
            ok: false,
            status: 0,
            message: NOT_SENT_MESSAGE,
            attempts: 0,
            stopped: 'not-sent',
          });
        // Batches already sent when the first one answered finished and reported normally.
        expect(ok.length).toBeGreaterThanOrEqual(200);
        expect(notSent.length).toBeGreaterThan(1000);

        // The sandbox: each reported write applied exactly once, no not-sent one applied, and
        // nothing arrives after batch() settled.
        const keyOf = (i: number) => {
          const b = reqs[i]!.body as { Name: string; ProductID: number };
          return mutationKey('AttributeValues', { Name: b.Name, ProductID: b.ProductID });
        };
        const counts = await admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations');
        expect(ok.filter((i) => counts[keyOf(i)] !== 1)).toEqual([]);
        expect(notSent.filter((i) => counts[keyOf(i)] !== undefined)).toEqual([]);
        expect(Object.keys(counts)).toHaveLength(ok.length);
        await new Promise((r) => setTimeout(r, LATENCY_MS + 500));
        expect(await admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations')).toEqual(counts);
      } finally {
        await api.close();
      }
    },
  );

  it('request() and list() with an aborted signal send nothing', async () => {
    const api = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox) });
    try {
      const before = sandbox.stats().requests;
      const signal = AbortSignal.abort();
      const r = await api.request({ method: 'GET', path: '/v1/DistributionCenters' }, { signal });
      expect(r).toMatchObject({ ok: false, status: 0, stopped: 'not-sent', attempts: 0 });
      const err = await (async () => {
        for await (const _ of api.list('/v1/DistributionCenters', { signal })) {
          /* nothing */
        }
      })().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RunStoppedError);
      expect(sandbox.stats().requests).toBe(before);
    } finally {
      await api.close();
    }
  });
});

describe('stopping while requests wait for a retry', () => {
  let server: Server;
  let url = '';
  let calls = 0;
  beforeAll(async () => {
    // A service that is down: every $batch answers 503, so its requests wait out a backoff.
    server = createServer((req, res) => {
      calls++;
      req.resume();
      res.statusCode = 503;
      res.end('{"error":{"message":"Down for maintenance"}}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // Counted from zero on every attempt: CI retries a failed test once (vitest.config.ts), and
  // a retry runs beforeEach but not beforeAll, so the first attempt's call would be counted again.
  beforeEach(() => {
    calls = 0;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('a request that may have been applied settles as unconfirmed, one never sent as not-sent', async () => {
    const tokens: TokenSource = { getAccessToken: async () => 'token-stop-test', invalidate: () => {} };
    // One call at a time and a tiny budget: the first batch goes, the second waits for the budget.
    const api = createApiClient({
      baseUrl: url,
      tokens,
      maxInFlight: 1,
      batchSize: 10,
      budgetPerMinute: 20,
      random: () => 1,
    });
    const controller = new AbortController();
    const reqs: ApiRequest[] = Array.from({ length: 20 }, (_, i) => ({
      method: 'PUT' as const,
      path: `/v1/Things(${i})`,
      body: { ID: i },
    }));
    try {
      const pending = api.batch(reqs, undefined, { signal: controller.signal });
      const deadline = Date.now() + 5000;
      while (calls === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100)); // the 503 is in; its requests now wait for a retry
      const t0 = performance.now();
      controller.abort();
      const results = await pending;
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(calls).toBe(1);
      const stopped = results.map((r) => r.stopped);
      expect(stopped.filter((s) => s === 'unconfirmed')).toHaveLength(10);
      expect(stopped.filter((s) => s === 'not-sent')).toHaveLength(10);
      expect(results.find((r) => r.stopped === 'unconfirmed')).toMatchObject({ ok: false, status: 503, attempts: 1 });
      await new Promise((r) => setTimeout(r, 300));
      expect(calls, 'nothing sent after the stop').toBe(1);
    } finally {
      await api.close();
    }
  });
});
