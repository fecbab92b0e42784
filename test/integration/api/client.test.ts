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
import { sandboxTokens } from '../../support/index.js';
import { renderShown, rowEnglish } from '../../../shared/i18n/index.js';
import type { UserError } from '../../../shared/errors/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

/** Hands out a dead token first (as if it expired in flight), the real one after invalidate(). */
function expiringFirst(real: TokenSource, deadToken = 'expired-token-0000'): TokenSource & { invalidated: string[] } {
  let dead = true;
  const invalidated: string[] = [];
  return {
    invalidated,
    async getAccessToken() {
      return dead ? deadToken : real.getAccessToken();
    },
    invalidate(token: string) {
      invalidated.push(token);
      if (token === deadToken) dead = false;
      else real.invalidate(token);
    },
  };
}

describe('ApiClient against the sandbox', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 300 });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  const profile = () => sandbox.credentials.profiles[0]!;

  it('a 401 in every part of a 200 batch refreshes once and resends only those parts', async () => {
    const tokens = expiringFirst(sandboxTokens(sandbox));
    const events: ClientEvent[] = [];
    const api = createApiClient({ baseUrl: sandbox.url, tokens, onEvent: (e) => events.push(e) });
    try {
      const p = profile();
      const reqs = p.productIds.slice(0, 30).map((id, i) => ({
        method: 'POST' as const,
        path: '/v1/AttributeValues',
        idempotent: true,
        body: { ProductID: id, ProfileID: p.id, Name: 'Reauth', Value: `v${i}` },
      }));
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
    const api = createApiClient({
      baseUrl: sandbox.url,
      tokens,
      onEvent: (e) => {
        if (e.type === 'sent') statuses.push(e.status);
      },
    });
    try {
      const results = await api.batch(
        Array.from({ length: 5 }, () => ({ method: 'GET' as const, path: '/v1/Profiles' })),
      );
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
    const tokens = new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: 'revoked-refresh-token',
    });
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
        for await (const page of pages) {
          pageCount++;
          ids.push(...page.map((p) => p.ID));
        }
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
      const invalid = await api.request({
        method: 'POST',
        path: '/v1/DCQuantities',
        idempotent: true,
        body: { ProductID: 1, AvailableQuantity: 'lots' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.message).toMatch(/The request is invalid\. .*AvailableQuantity/);
      expect(rowEnglish(invalid.hint)).toMatch(/correct the row/);
      const results = await api.batch([
        { method: 'GET', path: '/v1/DistributionCenters(987654)' },
        { method: 'GET', path: '/v1/Profiles' },
      ]);
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
  // A tiny server plays a broken service: /v1/Loop answers new rows but always the same
  // nextLink; /v1/Wrap answers the same page whatever the $skip (as the real one past the end);
  // /v1/Short does too, but its @odata.count says rows are missing.
  let server: Server;
  let url: string;
  let n = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      const path = new URL(req.url!, 'http://x').pathname;
      if (path === '/v1/Loop')
        res.end(JSON.stringify({ value: [{ ID: ++n }], '@odata.nextLink': `${url}/v1/Loop?$skip=100` }));
      else if (path === '/v1/Away')
        res.end(JSON.stringify({ value: [{ ID: 1 }], '@odata.nextLink': 'http://127.0.0.2:9/v1/Away?$skip=1' }));
      else if (path === '/v1/Bare') res.end(JSON.stringify({ ID: 1 }));
      else if (path === '/v1/Wrap')
        res.end(JSON.stringify({ value: [{ ID: 1 }, { ID: 2 }], '@odata.nextLink': `${url}/v1/Wrap?$skip=100` }));
      else
        res.end(
          JSON.stringify({
            '@odata.count': 5,
            value: [{ ID: 1 }, { ID: 2 }],
            '@odata.nextLink': `${url}/v1/Short?$skip=100`,
          }),
        );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('stops with a clear error when a nextLink repeats', async () => {
    const tokens: TokenSource = { getAccessToken: async () => 'token-abcdef', invalidate: () => {} };
    const api = createApiClient({ baseUrl: url, tokens });
    try {
      let pages = 0;
      const err = await (async () => {
        for await (const _ of api.list('/v1/Loop')) pages++;
      })().catch((e: unknown) => e);
      expect(pages).toBe(2);
      expect((err as Error).message).toBe(
        'The service returned the same next page link twice (/v1/Loop?%24skip=100); stopping to avoid a loop.',
      );
      expect(renderShown((err as UserError).shownMessage, templatesFor('de'))).toBe(
        'Der Dienst hat denselben Link zur nächsten Seite zweimal geliefert (/v1/Loop?%24skip=100); das Lesen wird angehalten, um eine Endlosschleife zu vermeiden.',
      );
    } finally {
      await api.close();
    }
  });

  it('refuses a nextLink to another host and an answer that is no list, in English and German', async () => {
    const api = createApiClient({
      baseUrl: url,
      tokens: { getAccessToken: async () => 'token-abcdef', invalidate: () => {} },
    });
    try {
      const failure = async (path: string): Promise<UserError> =>
        (async () => {
          for await (const _ of api.list(path));
        })().then(
          () => {
            throw new Error(`${path} was read whole`);
          },
          (e: unknown) => e as UserError,
        );
      const away = await failure('/v1/Away');
      expect(away.message).toBe('The next page link points at http://127.0.0.2:9, another host than the service.');
      expect(renderShown(away.shownMessage, templatesFor('de'))).toBe(
        'Der Link zur nächsten Seite zeigt auf http://127.0.0.2:9, einen anderen Host als den des Dienstes.',
      );
      const bare = await failure('/v1/Bare');
      expect(bare.message).toBe('/v1/Bare did not answer with a list (no "value" array).');
      expect(renderShown(bare.shownHint, templatesFor('fr'))).toBe(
        'Vérifiez que le chemin désigne un point de terminaison de liste.',
      );
    } finally {
      await api.close();
    }
  });

  it('takes a page read before as the end of the list: not yielded, reported, no loop', async () => {
    const tokens: TokenSource = { getAccessToken: async () => 'token-abcdef', invalidate: () => {} };
    const events: ClientEvent[] = [];
    const api = createApiClient({ baseUrl: url, tokens, onEvent: (e) => events.push(e) });
    try {
      const pages = api.list<{ ID: number }>('/v1/Wrap');
      const ids: number[] = [];
      for await (const page of pages) ids.push(...page.map((r) => r.ID));
      expect(ids).toEqual([1, 2]);
      const message =
        'Paging stopped at /v1/Wrap ($skip=100): the service answered a page of rows already read (as it does for a $skip past the end); ' +
        'taken as the end of the list after 1 page(s) and 2 row(s), each read once.';
      expect(pages.stopped).toBe(message);
      expect(events.filter((e) => e.type === 'paging-stopped')).toEqual([
        { type: 'paging-stopped', path: '/v1/Wrap', message },
      ]);
      // With @odata.count short of the rows read, the same end is an error: rows would be lost.
      const err = await (async () => {
        for await (const _ of api.list('/v1/Short', { count: true })) {
          /* read */
        }
      })().catch((e: unknown) => e);
      expect((err as Error).message).toBe(
        'The service answered /v1/Short ($skip=100) with a page of rows already read after 2 of 5 rows; stopping to avoid a loop.',
      );
    } finally {
      await api.close();
    }
  });
});
