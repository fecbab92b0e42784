// A $batch the service answers "timed out" for its size is split in two and sent again
// (service-behaviour.md: "the documented remedy is a smaller batch"). That split is the
// batch's fault, not its requests': it must not use up their attempts, or a request that met
// a size timeout and then an ordinary transient fault gives up one attempt early. Each write
// still lands exactly once (read back before it is sent again). No answer in time from the
// client's side still counts (unknown-outcome.test.ts): the service may be down.
import { describe, it, expect, afterEach } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import type { ApiRequest } from '../../../main/api/types.js';
import { admin, mutationKey, quantity, sandboxTokens, startService, type Service } from '../../support/index.js';

describe('batches the service times out for their size', () => {
  let svc: Service | undefined;
  afterEach(async () => {
    await svc?.close();
    svc = undefined;
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
});
