// $batch (4.9), each part and its answer: scopes per part, the outer token in the query, bare
// LF line breaks, the JSON format's part headers, the multipart application/http framing, a
// wrong media type; and the token checked once per envelope. The envelope (hand-typed bodies,
// malformed ones, changesets, counting): batch-envelope.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, type Credentials, curlBatch, DENIED, implicitToken, part, wrap } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// More $batch rules (service-behaviour.md "$batch"): each part goes through the same scopes
// as a direct call, the outer token may come in the query, bare LF line breaks are read,
// the JSON format's part headers are the documented ones, multipart parts carry the
// application/http framing and a status line with its reason, and a wrong media type is 4xx.
describe('conformance: parts and their answers', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let NW: Credentials['profiles'][number];

  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true, seedProducts: 100 });
    c = s.credentials;
    token = await accessToken(s.url, c);
    NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
  });

  afterAll(async () => {
    await s?.close();
  });

  const twoGets = (): string =>
    wrap([part(1, 'GET', `${s.url}/v1/Orders?$top=1`), part(2, 'GET', `${s.url}/v1/Products?$top=1&$select=ID`)]);

  describe('$batch parts and their answers', () => {
    it('applies scopes per part: an inventory token gets 401 for the Orders part only', async () => {
      const inv = await implicitToken(s.url, c, 'inventory', [NW.id]);
      const r = await curlBatch(s.url, twoGets(), { token: inv, accept: 'application/json' });
      expect(r.status).toBe(200);
      expect(r.json.responses.map((p: { status: number }) => p.status)).toEqual([401, 200]);
      expect(r.json.responses[0].body).toEqual(DENIED);
    });

    it('takes the outer token from ?access_token= and reads bare LF line breaks', async () => {
      const q = await curlBatch(`${s.url}/v1/$batch?access_token=${encodeURIComponent(token)}#`, twoGets(), {
        accept: 'application/json',
      });
      expect(q.status, q.text).toBe(200);
      expect(q.json.responses.map((p: { status: number }) => p.status)).toEqual([200, 200]);
      const lf = await curlBatch(s.url, twoGets().replace(/\r\n/g, '\n'), { token, accept: 'application/json' });
      expect(lf.status, lf.text).toBe(200);
      expect(lf.json.responses.map((p: { status: number }) => p.status)).toEqual([200, 200]);
    });

    it('JSON format: lower-case part headers with the documented content type and OData version', async () => {
      const r = await curlBatch(s.url, twoGets(), { token, accept: 'application/json' });
      for (const p of r.json.responses) {
        expect(p.headers['content-type']).toMatch(/^application\/json; odata\.metadata=minimal; odata\.streaming=true/);
        expect(p.headers['odata-version']).toBe('4.0');
        expect(typeof p.body).toBe('object');
      }
    });

    it('multipart format: application/http parts with binary transfer encoding and a status line with reason', async () => {
      const r = await curlBatch(s.url, twoGets(), { token, accept: 'multipart/mixed' });
      const boundary = r.contentType.match(/boundary=(\S+)/)![1]!;
      expect(boundary).toMatch(/^batchresponse_/);
      const chunks = r.text.split(`--${boundary}`).slice(1, -1);
      expect(chunks).toHaveLength(2);
      for (const ch of chunks) {
        expect(ch).toMatch(
          /^\r\nContent-Type: application\/http\r\nContent-Transfer-Encoding: binary\r\n\r\nHTTP\/1\.1 200 OK\r\n/,
        );
      }
      expect(r.text.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
    });

    it('a $batch that is not multipart/mixed is refused with 4xx', async () => {
      const r = await curlBatch(s.url, twoGets(), { token, contentType: 'text/plain' });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    });
  });
});

// Issue 44: the token is checked once per envelope (the outer call's token applies to every
// part, service-behaviour.md), not again for each part. A token valid when the envelope
// arrives and expiring while it waits answers every part; sent again later, every part is 401.
describe('the token, checked once per envelope', () => {
  it('a token that expires while the envelope waits still answers every part', async () => {
    const s = await startSandbox({ strict: true, quiet: true, seedProducts: 100, tokenTtl: 1, batchLatencyMs: 2_500 });
    try {
      const token = await accessToken(s.url, s.credentials);
      const body = wrap([
        part(1, 'GET', `${s.url}/v1/Products?$top=1&$select=ID`),
        part(2, 'GET', `${s.url}/v1/DistributionCenters?$top=1&$select=ID`),
      ]);
      const r = await curlBatch(s.url, body, { token, accept: 'application/json' });
      expect(r.status, r.text).toBe(200);
      expect(r.json.responses.map((p: { status: number }) => p.status)).toEqual([200, 200]);
      const late = await curlBatch(s.url, body, { token, accept: 'application/json' });
      expect(late.status, late.text).toBe(200);
      expect(late.json.responses.map((p: { status: number }) => p.status)).toEqual([401, 401]);
    } finally {
      await s.close();
    }
  });
});
