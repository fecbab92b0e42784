// A $batch the service answers "timed out" for its size is split in two and sent again
// (service-behaviour.md: "the documented remedy is a smaller batch"). That split is the
// batch's fault, not its requests': it must not use up their attempts, or a request that met
// a size timeout and then an ordinary transient fault gives up one attempt early. Each write
// still lands exactly once (read back before it is sent again). No answer in time from the
// client's side still counts (unknown-outcome.test.ts): the service may be down.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, afterEach } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import { TIMEOUT_PAUSE_BASE_MS } from '../../../main/api/batch-run.js';
import type { ApiRequest } from '../../../main/api/types.js';
import { admin, mutationKey, quantity, sandboxTokens, startService, type Service } from '../../support/index.js';

/** One $batch call as it passed the recorder: when it came in, its body, and when and how it was answered. */
interface Passed {
  at: number;
  body: string;
  status: number;
  answeredAt: number;
}

/**
 * A forwarder on 127.0.0.1 in front of the sandbox that notes every call's arrival and answer
 * times (the sandbox keeps no times): what the service would see, and when.
 */
async function recorder(target: string): Promise<{ url: string; calls: Passed[]; server: Server }> {
  const calls: Passed[] = [];
  const dropped = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);
  const pass = (h: IncomingHttpHeaders): [string, string][] =>
    Object.entries(h).flatMap(([k, v]) =>
      dropped.has(k) || v === undefined ? [] : [[k, String(v)] as [string, string]],
    );
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const call: Passed = { at: performance.now(), body: body.toString(), status: 0, answeredAt: 0 };
      void fetch(`${target}${req.url}`, {
        method: req.method ?? 'GET',
        headers: pass(req.headers),
        body: body.length ? body : null,
      })
        .then(async (up) => {
          const text = Buffer.from(await up.arrayBuffer());
          call.status = up.status;
          call.answeredAt = performance.now();
          if (req.url!.includes('$batch')) calls.push(call);
          res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'application/json' });
          res.end(text);
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

describe('batches the service times out for their size', () => {
  let svc: Service | undefined;
  let forwarder: Server | undefined;
  afterEach(async () => {
    await svc?.close();
    svc = undefined;
    await new Promise((r) => (forwarder ? forwarder.close(r) : r(undefined)));
    forwarder = undefined;
  });

  it('are split until they fit without using up the attempts of their requests', { timeout: 60_000 }, async () => {
    // More than 2 parts time out (504, nothing applied): 8 -> 4 -> 2 before anything fits.
    svc = await startService({ batchTimeoutSize: 2, batchTimeoutDelayMs: 20 });
    await admin(svc.sandbox, 'POST', '/admin/reset-counters');
    const profile = svc.sandbox.credentials.profiles[0]!;
    const dc = profile.distributionCenterIds[0]!;
    const products = profile.productIds.slice(0, 8);
    const writes: ApiRequest[] = products.map((p, i) => ({
      method: 'POST',
      path: '/v1/DCQuantities',
      idempotent: true,
      body: { ProductID: p, ProfileID: profile.id, DistributionCenterID: dc, AvailableQuantity: 700 + i },
    }));
    const timeouts: number[] = [];
    const api = createApiClient({
      baseUrl: svc.sandbox.url,
      tokens: sandboxTokens(svc.sandbox),
      batchSize: 8,
      // One attempt each: any attempt a split used up would end its requests as failed.
      maxAttempts: 1,
      onEvent: (e) => {
        if (e.type === 'batch-timeout') timeouts.push(e.size);
      },
    });
    try {
      const results = await api.batch(writes);
      expect(results.map((r) => [r.ok, r.status])).toEqual(products.map(() => [true, 201]));
      // Each write went in a batch of 8, then of 4 (both timed out), then of 2; the read-backs
      // before resending were split the same way.
      expect(results.map((r) => r.attempts)).toEqual(products.map(() => 3));
      expect(timeouts[0]).toBe(8);
      expect([...new Set(timeouts)].sort()).toEqual([4, 8]);
    } finally {
      await api.close();
    }
    const read = await Promise.all(products.map((p) => quantity(svc!, dc, p)));
    expect(read).toEqual(products.map((_, i) => 700 + i));
    const counts = await svc.mutations();
    expect(
      products.map((p) => counts[mutationKey('DCQuantities', { DistributionCenterID: dc, ProductID: p })]),
    ).toEqual(products.map(() => 1));
  });

  it('pauses before reading back the halves of a batch the gateway timed out', { timeout: 60_000 }, async () => {
    // A batch of more than 2 parts times out (504); its halves are read back, then sent.
    svc = await startService({ batchTimeoutSize: 2, batchTimeoutDelayMs: 20 });
    await admin(svc.sandbox, 'POST', '/admin/reset-counters');
    const rec = await recorder(svc.sandbox.url);
    forwarder = rec.server;
    const profile = svc.sandbox.credentials.profiles[0]!;
    const dc = profile.distributionCenterIds[0]!;
    const products = profile.productIds.slice(0, 4);
    const api = createApiClient({
      baseUrl: rec.url,
      tokens: sandboxTokens(svc.sandbox),
      batchSize: 4,
      // The jitter's low end: the pause is then exactly half the base (500 ms).
      random: () => 0,
    });
    try {
      const results = await api.batch(
        products.map((p, i) => ({
          method: 'POST' as const,
          path: '/v1/DCQuantities',
          idempotent: true,
          body: { ProductID: p, ProfileID: profile.id, DistributionCenterID: dc, AvailableQuantity: 900 + i },
        })),
      );
      expect(results.map((r) => [r.ok, r.status])).toEqual(products.map(() => [true, 201]));
    } finally {
      await api.close();
    }
    const [timedOut, ...after] = rec.calls;
    expect(timedOut!.status).toBe(504);
    expect(timedOut!.body.match(/\bPOST\b/g)).toHaveLength(4);
    // The first calls after it are the halves' read-backs (GETs only), none sooner than the
    // pause after the 504 reached the client (1 ms for the timer's rounding).
    const pause = TIMEOUT_PAUSE_BASE_MS / 2;
    const readBacks = after.slice(0, 2);
    expect(readBacks.map((c) => [/\bGET\b/.test(c.body), /\bPOST\b/.test(c.body)])).toEqual([
      [true, false],
      [true, false],
    ]);
    const waited = Math.min(...after.map((c) => c.at)) - timedOut!.answeredAt;
    console.log(`first read-back ${Math.round(waited)} ms after the 504 (pause ${pause} ms)`);
    expect(waited).toBeGreaterThanOrEqual(pause - 1);
    // And each write applied exactly once, with its value.
    expect(await Promise.all(products.map((p) => quantity(svc!, dc, p)))).toEqual([900, 901, 902, 903]);
    const counts = await svc.mutations();
    expect(
      products.map((p) => counts[mutationKey('DCQuantities', { DistributionCenterID: dc, ProductID: p })]),
    ).toEqual([1, 1, 1, 1]);
  });
});
