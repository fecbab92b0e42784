// Quirk skip-wraps through main/api: the last page of a list still links on, and the $skip
// past the end answers the first page again. list() must yield every row exactly once,
// stop there instead of looping, and report the stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/client.js';
import type { ClientEvent } from '../../../main/api/types.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { sandboxTokens } from '../../support/index.js';

describe('a $skip past the end that answers the first page again', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      quiet: true,
      strict: true,
      seedProducts: 125,
      rateLimit: 0,
      quirks: ['skip-wraps'],
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists every row once, stops at the wrap and reports it', { timeout: 30_000 }, async () => {
    const events: ClientEvent[] = [];
    const api = createApiClient({
      baseUrl: sandbox.url,
      tokens: sandboxTokens(sandbox),
      onEvent: (e) => events.push(e),
    });
    const all = sandbox.credentials.profiles.flatMap((p) => p.productIds).sort((a, b) => a - b);
    expect(all).toHaveLength(250);
    try {
      // Full entities: pages of 100, so 100 + 100 + 50, then the wrap at $skip=300.
      const pages = api.list<{ ID: number }>('/v1/Products?$orderby=ID', { count: true });
      const sizes: number[] = [];
      const ids: number[] = [];
      for await (const page of pages) {
        sizes.push(page.length);
        ids.push(...page.map((p) => p.ID));
      }
      expect(sizes).toEqual([100, 100, 50]);
      expect(ids).toEqual(all);
      expect(pages.count).toBe(250);
      const message =
        'Paging stopped at /v1/Products ($skip=300): the service answered a page of rows already read (as it does for a $skip past the end); ' +
        'taken as the end of the list after 3 page(s) and 250 row(s), each read once.';
      expect(pages.stopped).toBe(message);
      expect(events.filter((e) => e.type === 'paging-stopped')).toEqual([
        { type: 'paging-stopped', path: '/v1/Products', message },
      ]);

      // A list that fits one page wraps at once: one page, once.
      const one = api.list<{ ID: number }>('/v1/Products?$select=ID,Sku');
      const got: number[] = [];
      for await (const page of one) got.push(...page.map((p) => p.ID));
      expect(got.sort((a, b) => a - b)).toEqual(all);
      expect(one.stopped).toMatch(
        /^Paging stopped at \/v1\/Products \(\$skip=1000\): .* after 1 page\(s\) and 250 row\(s\)/,
      );
    } finally {
      await api.close();
    }
  });
});
