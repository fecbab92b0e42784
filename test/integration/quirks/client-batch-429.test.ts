// Quirk batch-429 through main/api: a $batch of more than 25 parts is refused 429 as a whole.
// The client shrinks its batches (to half of the refused one), resumes with what was refused,
// and applies every write exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import type { ClientEvent } from '../../../main/api/types.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { dcUpserts, mutations, notExactly, sandboxTokens } from '../../support/index.js';

describe('a $batch refused 429 for its size', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: 50,
      rateLimit: 0,
      quirks: ['batch-429'],
      quirkBatchMax: 25,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('shrinks the batch and resumes; every write applied once', { timeout: 60_000 }, async () => {
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
    const { reqs, keys } = dcUpserts(sandbox, 1, 50, 9000);
    try {
      const results = await api.batch(reqs);
      expect(results.filter((r) => !r.ok)).toEqual([]);
    } finally {
      await api.close();
    }
    expect(await notExactly(sandbox, before, keys, 1)).toEqual([]);
    const throttled = events.flatMap((e) => (e.type === 'throttled' ? [e.batchSize] : []));
    // The first batches (99: sized to fill the budget window) are refused together: half of that, once, not
    // once per refused batch. Then down to the size that goes through; after clean batches it grows back and
    // may be refused again, never below the floor of 10.
    expect(throttled[0]).toBe(49);
    expect(throttled.filter((s) => s > 49 || s < 10)).toEqual([]);
    expect(Math.min(...throttled)).toBeLessThanOrEqual(25);
    const sent = events.flatMap((e) => (e.type === 'sent' ? [e] : []));
    expect(sent.filter((e) => e.status === 200 && e.cost > 26)).toEqual([]);
    expect(sent.filter((e) => e.status === 429 && e.cost <= 26)).toEqual([]);
    expect(sent.filter((e) => e.status === 200).reduce((n, e) => n + e.cost - 1, 0)).toBe(reqs.length);
  });
});
