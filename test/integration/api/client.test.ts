// The client against the sandbox without faults: token handling (401 on the whole call, 401
// in every part of a 200 batch, a dead refresh token), paging, error shapes, solo requests.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { createApiClient } from '../../../main/api/client.js';
import { BatchAbortedError } from '../../../main/api/batch-runner.js';
import { TokenManager } from '../../../main/auth/token-manager.js';
import type { ClientEvent, TokenSource } from '../../../main/api/types.js';
import { sandboxTokens } from './fixtures.js';

/** Hands out a dead token first (as if it expired in flight), the real one after invalidate(). */
function expiringFirst(real: TokenSource, deadToken = 'expired-token-0000'): TokenSource & { invalidated: string[] } {
  let dead = true;
  const invalidated: string[] = [];
  return {
    invalidated,
    async getAccessToken() { return dead ? deadToken : real.getAccessToken(); },
    invalidate(token: string) { invalidated.push(token); if (token === deadToken) dead = false; else real.invalidate(token); },
  };
}

describe('ApiClient against the sandbox', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => { sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 300 }); });
  afterAll(async () => { await sandbox?.close(); });

  const profile = () => sandbox.credentials.profiles[0]!;

  it('a 401 in every part of a 200 batch refreshes once and resends only those parts', async () => {
    const tokens = expiringFirst(sandboxTokens(sandbox));
    const events: ClientEvent[] = [];
    const api = createApiClient({ baseUrl: sandbox.url, tokens, onEvent: (e) => events.push(e) });
    try {
      const p = profile();
      const reqs = p.productIds.slice(0, 30).map((id, i) => ({ method: 'POST' as const, path: '/v1/AttributeValues', idempotent: true,
        body: { ProductID: id, ProfileID: p.id, Name: 'Reauth', Value: `v${i}` } }));
      const results = await api.batch(reqs);
      expect(results.every((r) => r.ok && r.status === 201)).toBe(true);
      expect(results.every((r) => r.attempts === 2)).toBe(true);
      expect(tokens.invalidated).toEqual(['expired-token-0000']);
      expect(events.filter((e) => e.type === 'reauth')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('a 401 on the whole batch call refreshes once and resends the batch', async () => {
    // With no usable token at all (an empty one) the sandbox refuses the $batch call itself.
    const tokens = expiringFirst(sandboxTokens(sandbox), '');
    const statuses: number[] = [];
    const api = createApiClient({ baseUrl: sandbox.url, tokens, onEvent: (e) => { if (e.type === 'sent') statuses.push(e.status); } });
    try {
      const results = await api.batch(Array.from({ length: 5 }, () => ({ method: 'GET' as const, path: '/v1/Profiles' })));
      expect(results.every((r) => r.ok && r.attempts === 2)).toBe(true);
      expect(tokens.invalidated).toEqual(['']);
      expect(statuses).toEqual([401, 200]);
    } finally {
      await api.close();
    }
  });

  it('a 401 on a single call refreshes once and retries', async () => {
    const tokens = expiringFirst(sandboxTokens(sandbox));
    const api = createApiClient({ baseUrl: sandbox.url, tokens });
    try {
      const r = await api.request({ method: 'GET', path: '/v1/Profiles' });
      expect(r).toMatchObject({ ok: true, status: 200, attempts: 2 });
    } finally {
      await api.close();
    }
  });

  it('a dead refresh token stops the batch with sign-in-required and keeps the unsent requests', async () => {
    const c = sandbox.credentials;
    const tokens = new TokenManager({ baseUrl: sandbox.url, clientId: c.clientId, clientSecret: c.clientSecret, refreshToken: 'revoked-refresh-token' });
    const api = createApiClient({ baseUrl: sandbox.url, tokens });
    const settled: number[] = [];
    try {
      const reqs = Array.from({ length: 12 }, () => ({ method: 'GET' as const, path: '/v1/Profiles' }));
      const err = await api.batch(reqs, (i) => settled.push(i)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BatchAbortedError);
      expect((err as BatchAbortedError).code).toBe('sign-in-required');
      expect((err as BatchAbortedError).unfinished).toEqual(reqs.map((_, i) => i));
      expect(settled).toEqual([]);
      expect(tokens.state).toBe('sign-in-required');
    } finally {
      await api.close();
    }
  });

  it('lists follow @odata.nextLink with $count, with the Bearer header or the access_token query', async () => {
    for (const tokenInQuery of [false, true]) {
      const api = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox), tokenInQuery });
      try {
        const pages = api.list<{ ID: number }>('/v1/Products', { count: true });
        const ids: number[] = [];
        let pageCount = 0;
        for await (const page of pages) { pageCount++; ids.push(...page.map((p) => p.ID)); }
        expect(pageCount).toBeGreaterThan(1);
        expect(new Set(ids).size).toBe(ids.length);
        expect(pages.count).toBe(ids.length);
      } finally {
        await api.close();
      }
    }
  });

  it('parses every error shape into a message and a hint', async () => {
    const api = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox) });
    try {
      const unknown = await api.request({ method: 'GET', path: '/v1/NoSuchThing' });
      expect(unknown).toMatchObject({ ok: false, status: 404, attempts: 1 });
      expect(unknown.message).toMatch(/No HTTP resource was found/);
      const invalid = await api.request({ method: 'POST', path: '/v1/DCQuantities', idempotent: true, body: { ProductID: 1, AvailableQuantity: 'lots' } });
      expect(invalid.status).toBe(400);
      expect(invalid.message).toMatch(/The request is invalid\. .*AvailableQuantity/);
      expect(invalid.hint).toMatch(/correct the row/);
      const results = await api.batch([{ method: 'GET', path: '/v1/DistributionCenters(987654)' }, { method: 'GET', path: '/v1/Profiles' }]);
      expect(results[0]).toMatchObject({ ok: false, status: 404 });
      expect(results[1]).toMatchObject({ ok: true, status: 200 });
    } finally {
      await api.close();
    }
  });

  it('sends alias URLs that a batch refuses as single requests', async () => {
    const api = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox) });
    try {
      const p = profile();
      const [alias, real] = await api.batch([
        { method: 'DELETE', path: `/v1/Products(${p.productIds[0]})/Attributes('NoSuchAttribute')` },
        { method: 'GET', path: '/v1/Profiles' },
      ]);
      // Whatever the sandbox says of the alias itself, it was not refused as a batch part.
      expect(alias!.message).not.toMatch(/batch/i);
      expect(real!.ok).toBe(true);
    } finally {
      await api.close();
    }
  });
});

describe('paging guard', () => {
  // The sandbox never loops, so a tiny server plays a broken service whose nextLink repeats.
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ value: [{ ID: 1 }], '@odata.nextLink': `${url}/v1/Loop?$skip=100` }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await new Promise((r) => server.close(r)); });

  it('stops with a clear error when a nextLink repeats', async () => {
    const tokens: TokenSource = { getAccessToken: async () => 'token-abcdef', invalidate: () => {} };
    const api = createApiClient({ baseUrl: url, tokens });
    try {
      let pages = 0;
      const err = await (async () => { for await (const _ of api.list('/v1/Loop')) pages++; })().catch((e: unknown) => e);
      expect(pages).toBe(2);
      expect((err as Error).message).toMatch(/same next page link twice/);
    } finally {
      await api.close();
    }
  });
});
