// Limits and injected trouble, each on a sandbox of its own: the per-profile budget (429, no
// Retry-After by default), batch parts counted as they run, concurrency per application with
// latency, fault injection (transient 500/406, dropped connections), the hold on each $batch,
// and batch timeouts. The documented limits, side by side: limits-documented.test.ts.
import { describe, expect, it } from 'vitest';
import { readBatchResponse, writeBatchRequest } from '../../../shared/batch/index.js';
import { call, mutations, NW, refreshToken, startStrictSandbox } from '../../support/index.js';

describe('one sandbox per limit', () => {
  describe('sandbox limits', () => {
    it('refuses requests over the profile budget with 429, no Retry-After by default', async () => {
      const s = await startStrictSandbox({ rateLimit: 5, rateWindow: 60 });
      try {
        const token = await refreshToken(s);
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await call(s, token, 'GET', '/v1/Packages')).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
        const r = await call(s, token, 'GET', '/v1/Packages');
        expect(r.headers.get('retry-after')).toBeNull();
        expect(r.json.error.message).toMatch(/Too many requests/);
      } finally {
        await s.close();
      }
    });

    it('counts batch parts as they run: parts beyond the budget answer 429', async () => {
      const s = await startStrictSandbox({ rateLimit: 4, retryAfter: true });
      try {
        const token = await refreshToken(s);
        const reqs = Array.from({ length: 5 }, () => ({ method: 'GET' as const, url: `${s.url}/v1/Packages` }));
        const { body, contentType } = writeBatchRequest(reqs);
        const res = await fetch(`${s.url}/v1/$batch`, {
          method: 'POST',
          headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
          body,
        });
        expect(res.status).toBe(200);
        const parts = readBatchResponse(res.headers.get('content-type')!, await res.text());
        expect(parts.map((p) => p.status)).toEqual([200, 200, 200, 429, 429]);
        const outer = await call(s, token, 'GET', '/v1/Packages');
        expect(outer.status).toBe(429);
        expect(Number(outer.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await s.close();
      }
    });

    it('allows max-concurrency requests in flight per application, adds latency', async () => {
      const s = await startStrictSandbox({ maxConcurrency: 2, latencyMs: 300 });
      try {
        const token = await refreshToken(s);
        const t0 = Date.now();
        const statuses = await Promise.all(
          Array.from({ length: 4 }, () => call(s, token, 'GET', '/v1/Packages').then((r) => r.status)),
        );
        expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
        expect(statuses.filter((x) => x === 200)).toHaveLength(2);
        expect(statuses.filter((x) => x === 429)).toHaveLength(2);
        expect((await call(s, token, 'GET', '/v1/Packages')).status).toBe(200);
      } finally {
        await s.close();
      }
    });

    it('injects transient 500/406 answers and dropped connections, faults before apply', async () => {
      const s = await startStrictSandbox({ faultRate: 1, faultSeed: 7, rateLimit: 0 });
      try {
        const token = await refreshToken(s);
        const seen = new Set<string>();
        for (let i = 0; i < 40 && seen.size < 4; i++) {
          try {
            const r = await call(s, token, 'POST', '/v1/DCQuantities', {
              ProductID: 1000001,
              ProfileID: NW,
              DistributionCenterID: 0,
              AvailableQuantity: i,
            });
            seen.add(`${r.status}${r.json ? '' : '-text'}`);
            expect([500, 406]).toContain(r.status);
          } catch {
            seen.add('dropped');
          }
        }
        expect(seen).toContain('500');
        expect(seen).toContain('500-text');
        expect(seen).toContain('406');
        expect(seen).toContain('dropped');
        // Only "dropped after applying" changes data; every other fault happens before.
        const applied = (await mutations(s))['DCQuantities(DistributionCenterID=0,ProductID=1000001)'] ?? 0;
        expect(applied).toBeLessThan(40 * 0.4);
      } finally {
        await s.close();
      }
    });

    it('holds each $batch call for batchLatencyMs, and no read', async () => {
      const s = await startStrictSandbox({ batchLatencyMs: 1000 });
      try {
        const token = await refreshToken(s);
        const headers = { authorization: `Bearer ${token}` };
        let t0 = Date.now();
        expect((await fetch(`${s.url}/v1/DistributionCenters?$top=1`, { headers })).status).toBe(200);
        const readMs = Date.now() - t0;
        const { body, contentType } = writeBatchRequest([
          {
            method: 'POST' as const,
            url: `${s.url}/v1/DCQuantities`,
            body: { ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: 7 },
          },
        ]);
        t0 = Date.now();
        const res = await fetch(`${s.url}/v1/$batch`, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType },
          body,
        });
        const batchMs = Date.now() - t0;
        expect(res.status).toBe(200);
        expect(batchMs).toBeGreaterThanOrEqual(990);
        expect(readMs).toBeLessThan(900);
        expect(await mutations(s)).toEqual({ 'DCQuantities(DistributionCenterID=0,ProductID=1000001)': 1 });
      } finally {
        await s.close();
      }
    });

    it('times out a batch larger than --batch-timeout-size, applying nothing', async () => {
      const s = await startStrictSandbox({ batchTimeoutSize: 2, batchTimeoutDelayMs: 200 });
      try {
        const token = await refreshToken(s);
        const reqs = Array.from({ length: 3 }, (_, i) => ({
          method: 'POST' as const,
          url: `${s.url}/v1/DCQuantities`,
          body: { ProductID: 1000001 + i, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: 1 },
        }));
        const { body, contentType } = writeBatchRequest(reqs);
        const t0 = Date.now();
        const res = await fetch(`${s.url}/v1/$batch`, {
          method: 'POST',
          headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
          body,
        });
        expect(res.status).toBe(504);
        expect(await res.text()).toBe('The operation has timed out.');
        expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
        expect(await mutations(s)).toEqual({});
        const small = writeBatchRequest(reqs.slice(0, 2));
        const ok = await fetch(`${s.url}/v1/$batch`, {
          method: 'POST',
          headers: { 'content-type': small.contentType, authorization: `Bearer ${token}` },
          body: small.body,
        });
        expect(ok.status).toBe(200);
      } finally {
        await s.close();
      }
    });
  });
});
