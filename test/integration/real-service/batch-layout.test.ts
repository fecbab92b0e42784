// Issue 10: the batch layout of a production client of the real service, typed by hand and
// sent with curl. service-behaviour.md "Seen in published clients": the real service's OData
// reader skips empty lines before a request line, splits the request line at its first and
// last space (so `$filter=Sku eq 'X'` may keep its spaces) and lets a JSON body run straight
// into the next delimiter. The default sandbox accepts all three; --strict holds the body to
// service-spec.md 4.9 ("a missing or extra blank line makes the batch fail") and names the line.
import { describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { curlBatch, multipartParts, mutations, NW, sandboxForSuite } from '../../support/index.js';

/** Part headers of 4.9 for request n. */
const head = (n: number): string[] => [
  '--changeset',
  'Content-Type: application/http',
  'Content-Transfer-Encoding: binary',
  `Content-ID: ${n}`,
  '',
];

/** All three habits at once, CRLF line breaks, as the production client writes them. */
function productionBatch(base: string): string {
  return [
    '--batch',
    'Content-Type: multipart/mixed; boundary=changeset',
    ...head(1),
    '', // line 8: the extra blank line before the request line
    `GET ${base}/v1/Products?$filter=Sku eq '000002-RED'&$select=ID,Sku HTTP/1.1`,
    '',
    ...head(2),
    '',
    `POST ${base}/v1/AttributeValues HTTP/1.1`,
    'Content-Type: application/json',
    '',
    `{"ProductID":1000002,"ProfileID":${NW},"Name":"Color","Value":"Teal"}`, // runs into the delimiter
    '--changeset--',
    '--batch--',
    '',
  ].join('\r\n');
}

/** One habit at a time, on top of an otherwise 4.9-exact batch. */
const SPACED = (base: string): string => `GET ${base}/v1/Products?$filter=Sku eq '000002-RED'&$select=ID,Sku HTTP/1.1`;

const SINGLE: { habit: string; body: (base: string) => string; message: (base: string) => string }[] = [
  {
    habit: 'an extra blank line before the request line',
    body: (base) =>
      [
        '--batch',
        'Content-Type: multipart/mixed; boundary=changeset',
        ...head(1),
        '',
        `GET ${base}/v1/Products(1000002)?$select=ID,Sku HTTP/1.1`,
        '',
        '--changeset--',
        '--batch--',
        '',
      ].join('\r\n'),
    message: () =>
      'Line 8: extra blank line before the request line (Content-ID: 1); exactly one blank line separates the part headers from the request line.',
  },
  {
    habit: "unencoded spaces in the request line's $filter",
    body: (base) =>
      [
        '--batch',
        'Content-Type: multipart/mixed; boundary=changeset',
        ...head(1),
        SPACED(base),
        '',
        '--changeset--',
        '--batch--',
        '',
      ].join('\r\n'),
    // The message quotes the line's first 60 characters.
    message: (base) =>
      `Line 8: malformed request line '${SPACED(base).slice(0, 60)}...' (Content-ID: 1); write '<METHOD> <full URL> HTTP/1.1', for example 'GET https://host/v1/DistributionCenters HTTP/1.1'.`,
  },
  {
    habit: 'a JSON body running straight into the next delimiter',
    body: (base) =>
      [
        '--batch',
        'Content-Type: multipart/mixed; boundary=changeset',
        ...head(1),
        `POST ${base}/v1/AttributeValues HTTP/1.1`,
        'Content-Type: application/json',
        '',
        `{"ProductID":1000002,"ProfileID":${NW},"Name":"Color","Value":"Teal"}`,
        '--changeset--',
        '--batch--',
        '',
      ].join('\r\n'),
    message: () =>
      "Line 12: expected a blank line after the JSON body (Content-ID: 1), before '--changeset--'; 4.9 puts exactly one blank line between a body and the next delimiter.",
  },
];

describe('default mode: the real service reads the production layout (service-behaviour.md)', () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: false, seedProducts: 20 }, (started, t) => {
    s = started;
    token = t;
  });

  it('a hand-typed batch with all three habits succeeds part by part', async () => {
    const answer = await curlBatch(s.url, productionBatch(s.url), { token, accept: 'application/json' });
    expect(answer.status).toBe(200);
    const [get, post] = answer.json.responses;
    expect(get.status).toBe(200);
    expect(get.body.value).toEqual([{ ID: 1000002, Sku: '000002-RED' }]);
    expect(post.status).toBe(201);
    expect(post.body.Value).toBe('Teal');
    expect((await mutations(s))["AttributeValues(Name='Color',ProductID=1000002)"]).toBe(1);
  });

  it.each(SINGLE)('accepts $habit alone', async ({ body }) => {
    const answer = await curlBatch(s.url, body(s.url), { token });
    expect(answer.status).toBe(200);
    expect(multipartParts(answer.text).map((p) => p.status)).toEqual([body(s.url).includes('POST') ? 201 : 200]);
  });
});

describe('--strict: service-spec.md 4.9 to the letter, the refusal names the line', () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: true, seedProducts: 20 }, (started, t) => {
    s = started;
    token = t;
  });

  it('refuses the production batch as a whole at its first deviation (line 8), applying nothing', async () => {
    const answer = await curlBatch(s.url, productionBatch(s.url), { token });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(
      'Line 8: extra blank line before the request line (Content-ID: 1); exactly one blank line separates the part headers from the request line.',
    );
    expect(await mutations(s)).toEqual({});
  });

  it.each(SINGLE)('refuses $habit naming its line', async ({ body, message }) => {
    const answer = await curlBatch(s.url, body(s.url), { token });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(message(s.url));
  });
});
