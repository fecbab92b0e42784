// Requests whose outcome is unknown: creates (not repeatable) after a dropped connection are
// checked with verify() before they are sent again, or end as "Outcome unknown" without one;
// calls that time out on the client's side end with status 0 after their attempts.
// faultSeed makes the sandbox's faults repeatable, and the requests go one at a time, so
// the same requests meet the same faults on every run.
import { rowEnglish } from '../../../shared/i18n/index.js';
import { describe, it, expect, afterAll } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { createApiClient } from '../../../main/api/client.js';
import type { ApiResult } from '../../../main/api/types.js';
import { admin, sandboxTokens } from '../../support/index.js';

describe('unknown outcomes', () => {
  const sandboxes: SandboxHandle[] = [];
  afterAll(async () => {
    await Promise.all(sandboxes.map((s) => s.close()));
  });

  it('verifies a create before resending it, and never creates twice', { timeout: 60_000 }, async () => {
    const sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 10, faultRate: 0.5, faultSeed: 7 });
    sandboxes.push(sandbox);
    await admin(sandbox, 'POST', '/admin/reset-counters');
    const api = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox), maxAttempts: 12 });
    let verifyCalls = 0;
    const results: ApiResult[] = [];
    try {
      for (let i = 0; i < 25; i++) {
        const code = `VERIFY-${i}`;
        results.push(
          await api.request({
            method: 'POST',
            path: '/v1/DistributionCenters',
            body: { Name: `Verify ${i}`, Code: code },
            verify: async () => {
              verifyCalls++;
              const r = await api.request({ method: 'GET', path: `/v1/DistributionCenters?$filter=Code eq '${code}'` });
              if (!r.ok) throw new Error(rowEnglish(r.message));
              const found = (r.body as { value: unknown[] }).value;
              return found.length
                ? { ok: true, status: 201, body: found[0], message: 'Created (found by its Code)', attempts: 0 }
                : null;
            },
          }),
        );
      }
      // Without verify(), a create whose answer was lost is not sent again.
      const blind: ApiResult[] = [];
      for (let i = 0; i < 25; i++)
        blind.push(
          await api.request({
            method: 'POST',
            path: '/v1/DistributionCenters',
            body: { Name: `Blind ${i}`, Code: `BLIND-${i}` },
          }),
        );
      const unknown = blind.filter((r) => !r.ok);
      expect(unknown.length).toBeGreaterThan(0);
      for (const r of unknown) {
        expect(rowEnglish(r.message)).toMatch(/^Outcome unknown/);
        expect(rowEnglish(r.hint)).toMatch(/Check in the service/);
      }
      expect(verifyCalls).toBeGreaterThan(0);
      expect(results.every((r) => r.ok)).toBe(true);
      const counts = await admin<Record<string, number>>(sandbox, 'GET', '/admin/mutations');
      const created = Object.entries(counts).filter(([k]) => /^DistributionCenters\(\d+\)$/.test(k));
      expect(created.every(([, n]) => n === 1)).toBe(true);
      // Every verified create made exactly one record; the blind ones at most one each.
      const list = await api.request({
        method: 'GET',
        path: "/v1/DistributionCenters?$filter=startswith(Code,'VERIFY-')&$count=true",
      });
      expect((list.body as { value: unknown[] }).value).toHaveLength(25);
    } finally {
      await api.close();
    }
  });

  it(
    'a call with no answer in time ends with status 0 after its attempts; a batch that times out is split',
    { timeout: 30_000 },
    async () => {
      const sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 10, latencyMs: 600 });
      sandboxes.push(sandbox);
      const api = createApiClient({
        baseUrl: sandbox.url,
        tokens: sandboxTokens(sandbox),
        timeoutMs: 200,
        maxAttempts: 2,
      });
      const events: string[] = [];
      const splitting = createApiClient({
        baseUrl: sandbox.url,
        tokens: sandboxTokens(sandbox),
        timeoutMs: 200,
        maxAttempts: 2,
        onEvent: (e) => events.push(e.type === 'batch-timeout' ? `timeout ${e.size}` : e.type),
      });
      try {
        const r = await api.request({ method: 'GET', path: '/v1/Profiles' });
        expect(r).toMatchObject({ ok: false, status: 0, attempts: 2 });
        expect(rowEnglish(r.message)).toMatch(/No answer/);
        const batch = await splitting.batch(
          Array.from({ length: 4 }, () => ({ method: 'GET' as const, path: '/v1/Profiles' })),
        );
        expect(batch.every((x) => !x.ok && x.status === 0)).toBe(true);
        expect(events.filter((e) => e.startsWith('timeout'))).toEqual(
          expect.arrayContaining(['timeout 4', 'timeout 2']),
        );
      } finally {
        await api.close();
        await splitting.close();
      }
    },
  );
});
