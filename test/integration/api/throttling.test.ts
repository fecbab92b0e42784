// 429 handling against the sandbox's rate limit: a client that believes in a larger budget
// than the sandbox grants meets 429s, backs off (by Retry-After when the sandbox sends it),
// shrinks its batches, and still ends every request successfully.
import { describe, it, expect, afterAll } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { createApiClient } from '../../../main/api/client.js';
import type { ClientEvent } from '../../../main/api/types.js';
import { sandboxTokens } from '../../support/index.js';

describe('throttling', () => {
  const sandboxes: SandboxHandle[] = [];
  afterAll(async () => {
    await Promise.all(sandboxes.map((s) => s.close()));
  });

  for (const retryAfter of [true, false]) {
    it(
      `recovers from 429s ${retryAfter ? 'honouring Retry-After' : 'with its own backoff'} and shrinks batches`,
      { timeout: 40_000 },
      async () => {
        const sandbox = await startSandbox({
          strict: true,
          quiet: true,
          seedProducts: 200,
          rateLimit: 150,
          rateWindow: 1,
          retryAfter,
        });
        sandboxes.push(sandbox);
        const events: ClientEvent[] = [];
        const api = createApiClient({
          baseUrl: sandbox.url,
          tokens: sandboxTokens(sandbox),
          budgetPerMinute: 60_000,
          onEvent: (e) => events.push(e),
        });
        try {
          const p = sandbox.credentials.profiles[0]!;
          const reqs = p.productIds.slice(0, 200).flatMap((id, i) =>
            [0, 1].map((k) => ({
              method: 'POST' as const,
              path: '/v1/AttributeValues',
              idempotent: true,
              body: { ProductID: id, ProfileID: p.id, Name: `Throttle${k}`, Value: `t${i}` },
            })),
          );
          const started = Date.now();
          const results = await api.batch(reqs);
          expect(results.every((r) => r.ok)).toBe(true);
          const throttled = events.filter(
            (e): e is Extract<ClientEvent, { type: 'throttled' }> => e.type === 'throttled',
          );
          expect(throttled.length).toBeGreaterThan(0);
          if (retryAfter)
            expect(throttled.every((e) => e.retryAfterMs !== undefined && e.retryAfterMs >= 1000)).toBe(true);
          else expect(throttled.every((e) => e.retryAfterMs === undefined)).toBe(true);
          expect(Math.min(...throttled.map((e) => e.batchSize))).toBeLessThan(100);
          expect(Math.min(...throttled.map((e) => e.batchSize))).toBeGreaterThanOrEqual(10);
          // 400 requests at 150 a second cannot finish in under two seconds: the client waited.
          expect(Date.now() - started).toBeGreaterThan(1500);
        } finally {
          await api.close();
        }
      },
    );
  }
});
