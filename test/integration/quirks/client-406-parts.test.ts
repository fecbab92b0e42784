// Quirk 406-parts through main/api: batch parts answered 406, half of the time only after the
// change was applied (here: always after, the harder case). The client retries them like any
// transient failure, reads each write back before resending it, and so applies every change
// exactly once; when the 406s never stop, the request ends Failed with a message that says so.
import { rowEnglish } from '../../../shared/i18n/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import type { ApiRequest, ClientEvent } from '../../../main/api/types.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { dcUpserts, mutations, notExactly, sandboxTokens } from '../../support/index.js';

describe('406 parts, answered after the change was applied', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: 50,
      rateLimit: 0,
      quirks: ['406-parts'],
      quirk406Rate: 0.3,
      quirk406Applied: 1,
      faultSeed: 406,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it(
    'retries them, reads back before resending, and applies every write exactly once',
    { timeout: 60_000 },
    async () => {
      const events: ClientEvent[] = [];
      const api = createApiClient({
        baseUrl: sandbox.url,
        tokens: sandboxTokens(sandbox),
        budgetPerMinute: 600_000,
        budgetWindowMs: 1000,
        random: () => 0,
        onEvent: (e) => events.push(e),
      });
      const before = await mutations(sandbox);
      const { reqs, keys } = dcUpserts(sandbox, 1, 50, 7000);
      expect(reqs).toHaveLength(200);
      // Then a PATCH of each, to new values: the same keys must show exactly two writes.
      const patches: ApiRequest[] = reqs.map((r) => {
        const b = r.body as { ProductID: number; DistributionCenterID: number; AvailableQuantity: number };
        return {
          method: 'PATCH',
          path: `/v1/DCQuantities(DistributionCenterID=${b.DistributionCenterID},ProductID=${b.ProductID})`,
          body: { AvailableQuantity: b.AvailableQuantity + 1 },
        };
      });
      try {
        const first = await api.batch(reqs);
        const second = await api.batch(patches);
        expect([...first, ...second].filter((r) => !r.ok).map((r) => `${r.status} ${rowEnglish(r.message)}`)).toEqual(
          [],
        );
        // Some writes were settled by their read-back: their 406 came after they were applied.
        expect(
          [...first, ...second].filter((r) => /confirmed by reading it back/.test(rowEnglish(r.message))).length,
        ).toBeGreaterThan(0);
        const reasons = new Set(events.flatMap((e) => (e.type === 'retry' ? [e.reason] : [])));
        expect([...reasons]).toEqual(['HTTP 406']);
      } finally {
        await api.close();
      }
      expect(await notExactly(sandbox, before, keys, 2)).toEqual([]);
    },
  );
});

describe('406 parts that never stop', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: 5,
      rateLimit: 0,
      quirks: ['406-parts'],
      quirk406Rate: 1,
      quirk406Applied: 0,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('end Failed with a clear message, and nothing is applied', { timeout: 30_000 }, async () => {
    const api = createApiClient({
      baseUrl: sandbox.url,
      tokens: sandboxTokens(sandbox),
      maxAttempts: 3,
      random: () => 0,
    });
    const before = await mutations(sandbox);
    const { reqs, keys } = dcUpserts(sandbox, 0, 2, 100);
    const profile = sandbox.credentials.profiles[0]!;
    const get: ApiRequest = {
      method: 'GET',
      path: `/v1/DCQuantities(DistributionCenterID=${profile.distributionCenterIds[0]},ProductID=${profile.productIds[0]})`,
    };
    try {
      const results = await api.batch([...reqs, get]);
      expect(results.map((r) => ({ ok: r.ok, status: r.status, message: rowEnglish(r.message) }))).toEqual([
        ...reqs.map(() => ({
          ok: false,
          status: 406,
          // The write may have been applied (a 406 can come after): with no way to check, it is not sent blind again.
          message:
            'Not confirmed: the service answered HTTP 406 and reading the record back to check failed too (HTTP 406 Not Acceptable). It was not sent again, so that it cannot be applied twice.',
        })),
        {
          ok: false,
          status: 406,
          message:
            'Gave up after 3 attempts: the service kept answering HTTP 406 Not Acceptable, a transient failure on its side. It said: A supported MIME type could not be found that matches the acceptable MIME types for the request.',
        },
      ]);
      expect(results.at(-1)!.attempts).toBe(3);
      expect(rowEnglish(results.at(-1)!.hint)).toBe(
        'The service refused the request for reasons on its side (406 Not Acceptable): retry later. Rows already done are not sent twice.',
      );
    } finally {
      await api.close();
    }
    expect(await notExactly(sandbox, before, keys, 0)).toEqual([]);
  });
});
