// Quirk multipart-answers through main/api. Our client asks for the JSON batch format
// (Accept: application/json on every $batch; batch-call.ts), so this is exactly the case the
// real service showed until mid-2020: a JSON-requested $batch answered in multipart/mixed.
// The client reads the answer by its Content-Type: every part's status and body arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import type { ApiRequest } from '../../../main/api/types.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { dcUpserts, mutations, notExactly, sandboxTokens } from '../../support/index.js';

describe('a JSON-requested $batch answered in multipart', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: 30,
      rateLimit: 0,
      quirks: ['multipart-answers'],
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('is read part by part: statuses, bodies and errors, each write applied once', { timeout: 30_000 }, async () => {
    const api = createApiClient({
      baseUrl: sandbox.url,
      tokens: sandboxTokens(sandbox),
      budgetPerMinute: 600_000,
      budgetWindowMs: 1000,
    });
    const before = await mutations(sandbox);
    const { reqs, keys } = dcUpserts(sandbox, 1, 30, 3000);
    const missing: ApiRequest = {
      method: 'PATCH',
      path: '/v1/DCQuantities(DistributionCenterID=1,ProductID=2999999)',
      body: { AvailableQuantity: 1 },
    };
    try {
      const results = await api.batch([...reqs, missing]);
      const written = results.slice(0, reqs.length);
      expect(written.filter((r) => !r.ok)).toEqual([]);
      // The entity each upsert answered with came through the multipart reader intact.
      expect(written.map((r) => (r.body as { AvailableQuantity: number }).AvailableQuantity)).toEqual(
        reqs.map((r) => (r.body as { AvailableQuantity: number }).AvailableQuantity),
      );
      expect(results.at(-1)).toMatchObject({ ok: false, status: 404, attempts: 1 });
      expect(results.at(-1)!.message).toMatch(/^No DCQuantity matches the key/);
    } finally {
      await api.close();
    }
    expect(await notExactly(sandbox, before, keys, 1)).toEqual([]);
  });
});
