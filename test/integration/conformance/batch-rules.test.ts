// More $batch rules (service-behaviour.md "$batch"): each part goes through the same scopes
// as a direct call, the outer token may come in the query, bare LF line breaks are read,
// the JSON format's part headers are the documented ones, multipart parts carry the
// application/http framing and a status line with its reason, and a wrong media type is 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { accessToken, type Credentials, curlBatch, DENIED, implicitToken, part, wrap } from '../../support/index.js';

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
