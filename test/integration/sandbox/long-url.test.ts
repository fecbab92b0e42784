// A $filter far over the service's 2048-character limit (1,500 IDs, ~25k characters in the
// request line) must reach the sandbox's own 414 check with the common error body, not be cut
// off by Node's default 16 KiB header limit with a bare 431.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { call, refreshToken, startStrictSandbox } from '../../support/index.js';

let s: SandboxHandle;
let token: string;

beforeAll(async () => {
  s = await startStrictSandbox();
  token = await refreshToken(s);
});

afterAll(async () => {
  await s?.close();
});

describe('sandbox: very long URLs', () => {
  it('answers a 1,500-term $filter with 414 and the common error body', async () => {
    const filter = Array.from({ length: 1500 }, (_, i) => `ID eq ${100000 + i}`).join(' or ');
    const path = `/v1/Products?$filter=${encodeURIComponent(filter)}`;
    expect(path.length).toBeGreaterThan(16 * 1024);
    const r = await call(s, token, 'GET', path);
    expect(r.status, r.text).toBe(414);
    expect(r.json.error.message).toMatch(
      /The request URI is too long: \$filter has \d+ characters and the limit is 2048/,
    );
    expect(typeof r.json.error.code).toBe('string');
  });
});
