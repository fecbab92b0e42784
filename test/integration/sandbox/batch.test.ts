// $batch (4.9) on one strict sandbox: JSON and multipart answers, part-level refusals and
// scopes, tokens and request counting, and each part's answer framing. Hand-typed bodies sent
// with curl are in batch-by-hand.test.ts.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBatchResponse, writeBatchRequest } from '../../../shared/batch/index.js';
import {
  accessToken,
  call,
  CH,
  type Credentials,
  curlBatch,
  DENIED,
  implicitToken,
  mutations,
  NW,
  part,
  refreshToken,
  startStrictSandbox,
  tempDir,
  wrap,
  resetCounters,
} from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// $batch (4.9): a hand-typed body sent with curl, malformed bodies failing with the line,
// JSON and multipart answers, part-level refusals, changesets, tokens and request counting.
describe('behaviour of one strict sandbox', () => {
  const run = promisify(execFile);
  let s: SandboxHandle;
  let token: string;
  const dir = tempDir('sandbox-batch-');

  beforeAll(async () => {
    s = await startStrictSandbox();
    token = await refreshToken(s);
  });
  afterAll(async () => s?.close());

  /** The body of 4.9, typed line by line, CRLF line breaks. */
  function handTyped(base: string): string {
    return [
      '--batch',
      'Content-Type: multipart/mixed; boundary=changeset',
      '--changeset',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      'Content-ID: 1',
      '',
      `POST ${base}/v1/DCQuantities HTTP/1.1`,
      'Content-Type: application/json',
      '',
      `{"ProductID":1000005,"ProfileID":${NW},"DistributionCenterID":0,"AvailableQuantity":42}`,
      '',
      '--changeset',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      'Content-ID: 2',
      '',
      `PATCH ${base}/v1/AttributeValues(Name='Color',ProductID=1000003) HTTP/1.1`,
      'Content-Type: application/json',
      '',
      '{"Value":"Navy"}',
      '',
      '--changeset',
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      'Content-ID: 3',
      '',
      `GET ${base}/v1/DCQuantities(DistributionCenterID=0,ProductID=1000005) HTTP/1.1`,
      '',
      '--changeset--',
      '--batch--',
      '',
    ].join('\r\n');
  }

  async function curl(body: string, headers: string[]): Promise<{ status: number; body: string; contentType: string }> {
    const file = join(dir, `b${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, body);
    const args = [
      '-s',
      '-X',
      'POST',
      `${s.url}/v1/$batch`,
      '--data-binary',
      `@${file}`,
      '-w',
      '\n%{http_code}\n%{content_type}',
    ];
    for (const h of headers) args.push('-H', h);
    const { stdout } = await run('curl', args);
    const lines = stdout.split('\n');
    const contentType = lines.pop()!;
    const status = Number(lines.pop());
    return { status, body: lines.join('\n'), contentType };
  }

  async function batch(
    body: string,
    contentType = 'multipart/mixed; boundary=changeset',
    accept?: string,
    auth = `Bearer ${token}`,
  ) {
    const headers: Record<string, string> = { 'content-type': contentType, authorization: auth };
    if (accept) headers.accept = accept;
    const res = await fetch(`${s.url}/v1/$batch`, { method: 'POST', headers, body });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  describe('sandbox $batch', () => {
    it('runs a batch typed by hand exactly as 4.9 lays it out, sent with curl', async () => {
      const r = await curl(handTyped(s.url), [
        'Content-Type: multipart/mixed; boundary=changeset',
        `Authorization: Bearer ${token}`,
      ]);
      expect(r.status).toBe(200);
      expect(r.contentType).toMatch(/^multipart\/mixed; boundary=batchresponse_/);
      const parts = readBatchResponse(r.contentType, r.body);
      expect(parts.map((p) => p.status)).toEqual([201, 204, 200]);
      expect(parts[2]!.body).toMatchObject({ AvailableQuantity: 42 });
      expect((await call(s, token, 'GET', "/v1/AttributeValues(Name='Color',ProductID=1000003)")).json.Value).toBe(
        'Navy',
      );
    });

    it('answers JSON when Accept asks for application/json only', async () => {
      const r = await curl(handTyped(s.url), [
        'Content-Type: multipart/mixed; boundary=changeset',
        `Authorization: Bearer ${token}`,
        'Accept: application/json',
      ]);
      const json = JSON.parse(r.body) as {
        responses: { id: string; status: number; headers: Record<string, string>; body?: unknown }[];
      };
      expect(json.responses.map((p) => [p.id, p.status])).toEqual([
        ['1', 201],
        ['2', 204],
        ['3', 200],
      ]);
      expect(json.responses[0]!.headers['content-type']).toContain('application/json');
      expect(json.responses[1]!.body).toBeUndefined();
    });

    it('fails a malformed batch as a whole with 400 naming the line', async () => {
      const good = handTyped(s.url).split('\r\n');
      const variants: [string, string[]][] = [
        ['missing blank line after the part headers', good.filter((_, i) => i !== 6)],
        ['missing blank line before the JSON body', good.filter((_, i) => i !== 9)],
        ['missing end of changeset', good.filter((l) => l !== '--changeset--')],
        ['wrong delimiter word', good.map((l) => (l === '--changeset' ? '--chngeset' : l))],
      ];
      for (const [what, lines] of variants) {
        const r = await batch(lines.join('\r\n'));
        expect(r.status, what).toBe(400);
        const body = JSON.parse(r.text) as { error: { code: string; message: string } };
        expect(body.error.message, what).toMatch(/line \d+/i);
      }
      const notMultipart = await batch(handTyped(s.url), 'text/plain');
      expect(notMultipart.status).toBe(415);
      const asJson = await batch('{"requests":[]}', 'application/json');
      expect(asJson.status).toBe(415);
      expect(asJson.text).toContain('multipart/mixed');
    });

    it('refuses alias URLs and Orders(ID)/Export part by part, running the rest', async () => {
      const { body, contentType } = writeBatchRequest([
        { method: 'PATCH', url: `${s.url}/v1/Products(1000001)/Attributes('Color')`, body: { Value: 'x' } },
        { method: 'GET', url: `${s.url}/v1/Orders(5000001)/Export` },
        { method: 'PATCH', url: `${s.url}/v1/Products(1000001)/DCQuantities(0)`, body: { AvailableQuantity: 1 } },
        { method: 'GET', url: `${s.url}/v1/Profiles(${NW})` },
        { method: 'GET', url: `${s.url}/v1/Products(1999999)` },
      ]);
      const r = await batch(body, contentType, 'application/json');
      expect(r.status).toBe(200);
      const parts = (JSON.parse(r.text) as { responses: { status: number; body: { error?: { message: string } } }[] })
        .responses;
      expect(parts.map((p) => p.status)).toEqual([400, 400, 400, 200, 404]);
      expect(parts[0]!.body.error!.message).toContain('AttributeValues');
    });

    it('stops a nested changeset at the first failure without rolling back', async () => {
      // From zero on every attempt: a CI retry (vitest.config.ts) would count the first attempt's writes too.
      await resetCounters(s);
      const line = (method: string, path: string, json?: unknown, id = '1') => [
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        `Content-ID: ${id}`,
        '',
        `${method} ${s.url}${path} HTTP/1.1`,
        ...(json ? ['Content-Type: application/json', '', JSON.stringify(json)] : []),
        '',
      ];
      const body = [
        '--batch_1',
        'Content-Type: multipart/mixed; boundary=changeset_1',
        '',
        '--changeset_1',
        ...line('POST', '/v1/CustomFields', { FieldID: 203, OrderID: 6000004, ProfileID: CH, Value: 'first' }, '1'),
        '--changeset_1',
        ...line('POST', '/v1/CustomFields', { FieldID: 999, OrderID: 6000004, ProfileID: CH, Value: 'bad' }, '2'),
        '--changeset_1',
        ...line('POST', '/v1/CustomFields', { FieldID: 204, OrderID: 6000004, ProfileID: CH, Value: 'third' }, '3'),
        '--changeset_1--',
        '--batch_1',
        'Content-Type: application/http',
        'Content-Transfer-Encoding: binary',
        'Content-ID: 4',
        '',
        `GET ${s.url}/v1/CustomFields(FieldID=203,OrderID=6000004) HTTP/1.1`,
        '',
        '--batch_1--',
        '',
      ].join('\r\n');
      const r = await batch(body, 'multipart/mixed; boundary=batch_1');
      expect(r.status).toBe(200);
      const parts = readBatchResponse(r.contentType, r.text);
      expect(parts.map((p) => p.status)).toEqual([400, 200]);
      expect(parts[1]!.body).toMatchObject({ Value: 'first' });
      const counts = await mutations(s);
      expect(counts['CustomFields(FieldID=203,OrderID=6000004)']).toBe(1);
      expect(counts['CustomFields(FieldID=204,OrderID=6000004)']).toBeUndefined();
    });

    it('answers 401 in every part for a bad token, 401 outright without one', async () => {
      const { body, contentType } = writeBatchRequest([
        { method: 'GET', url: `${s.url}/v1/Profiles` },
        { method: 'GET', url: `${s.url}/v1/Packages` },
      ]);
      const bad = await batch(body, contentType, 'application/json', 'Bearer expired-or-unknown');
      expect(bad.status).toBe(200);
      const parts = (JSON.parse(bad.text) as { responses: { status: number; body: unknown }[] }).responses;
      expect(parts.map((p) => p.status)).toEqual([401, 401]);
      expect(parts[0]!.body).toEqual(DENIED);
      expect((await batch(body, contentType, undefined, '')).status).toBe(401);
    });

    it('counts a batch as 1 + its parts against each covered profile', async () => {
      await resetCounters(s);
      const reqs = Array.from({ length: 3 }, (_, i) => ({
        method: 'GET' as const,
        url: `${s.url}/v1/Products(${1000001 + i})`,
      }));
      const { body, contentType } = writeBatchRequest(reqs);
      expect((await batch(body, contentType)).status).toBe(200);
      const counts = (await (await fetch(`${s.url}/admin/requests`)).json()) as Record<string, number>;
      expect(counts).toEqual({ [NW]: 4, [CH]: 4 });
    });
  });
});

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
