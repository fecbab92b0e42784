import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  readBatchRequest,
  readBatchResponse,
  writeBatchRequest,
  writeBatchResponse,
  type BatchRequest,
  type BatchResponsePart,
} from '../../../shared/batch/index.js';

// Strings that stress the wire format: line breaks inside JSON strings, delimiter look-alikes, non-ASCII.
const nasty = fc.constantFrom(
  '\r\n',
  '\n',
  '\r',
  '--changeset',
  '\n--changeset--\n',
  '--batch--',
  'é',
  '😀',
  'Straße',
  "It's",
  '',
  ' ',
);
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(fc.oneof(nasty, fc.string()), { maxLength: 5 }).map((a) => a.join('')),
);
const json = fc.oneof(
  fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }),
  fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 4 }),
);

/** An absolute URL with a percent-encoded string or integer key and sometimes a query. */
const url = fc
  .record({
    host: fc.constantFrom('https://api.example.com', 'http://127.0.0.1:8123', 'https://h/base'),
    set: fc.constantFrom('AttributeValues', 'DCQuantities', 'Products', 'Images', 'Orders'),
    key: fc.oneof(
      fc.integer({ min: -2147483648, max: 2147483647 }).map(String),
      text.map((s) => `'${encodeURIComponent(s.replace(/'/g, "''"))}'`),
      fc.tuple(fc.nat(), text).map(([id, n]) => `ProductID=${id},Name='${encodeURIComponent(n.replace(/'/g, "''"))}'`),
    ),
    query: fc.option(
      text.map((s) => `?$filter=${encodeURIComponent(`Name eq '${s}'`)}&access_token=x`),
      { nil: '' },
    ),
  })
  .map((u) => `${u.host}/v1/${u.set}(${u.key})${u.query}`);

const headerValue = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((s) => !/[\r\n]/.test(s) && s.trim() === s && s !== '');
const request: fc.Arbitrary<BatchRequest> = fc.record(
  {
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
    url,
    headers: fc.dictionary(fc.constantFrom('Prefer', 'If-Match', 'Accept', 'X-Trace'), headerValue, { maxKeys: 3 }),
    body: json,
  },
  { requiredKeys: ['method', 'url'] },
);

describe('round trip: readBatchRequest(writeBatchRequest(reqs))', () => {
  it('preserves method, url, headers, body text and Content-IDs, with CRLF and with LF only', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 8 }), fc.nat(1000), (reqs, first) => {
        const written = writeBatchRequest(reqs, { firstContentId: first });
        for (const body of [written.body, written.body.replace(/\r\n/g, '\n')]) {
          const parts = readBatchRequest(written.contentType, body);
          expect(parts.map((p) => p.contentId)).toEqual(written.contentIds);
          expect(written.contentIds).toEqual(reqs.map((_, i) => String(first + i)));
          parts.forEach((p, i) => {
            const r = reqs[i]!;
            expect(p.method).toBe(r.method);
            expect(p.url).toBe(r.url);
            expect(p.body).toBe(r.body === undefined ? undefined : JSON.stringify(r.body));
            const expectedHeaders = Object.fromEntries(
              Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
            );
            if (r.body !== undefined) expectedHeaders['content-type'] = 'application/json';
            expect(p.headers).toEqual(expectedHeaders);
            expect(p.changeset).toBeUndefined();
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Groups of response parts: a lone top-level part or a changeset of 1-3 parts. */
const responsePart = fc.oneof(
  fc.record({
    status: fc.constantFrom(200, 201, 400, 401, 404, 429, 500),
    kind: fc.constant('json' as const),
    body: json,
  }),
  fc.record({
    status: fc.constantFrom(200, 400, 500, 503),
    kind: fc.constant('text' as const),
    body: text.filter((s) => s.trim() !== ''),
  }),
  fc.record({ status: fc.constant(204), kind: fc.constant('none' as const), body: fc.constant(undefined) }),
);
const groups = fc.array(
  fc.oneof(
    fc.array(responsePart, { minLength: 1, maxLength: 1 }).map((p) => ({ cs: false, p })),
    fc.array(responsePart, { minLength: 1, maxLength: 3 }).map((p) => ({ cs: true, p })),
  ),
  {
    minLength: 1,
    maxLength: 6,
  },
);

function toParts(
  gs: { cs: boolean; p: { status: number; kind: 'json' | 'text' | 'none'; body: unknown }[] }[],
): BatchResponsePart[] {
  const out: BatchResponsePart[] = [];
  gs.forEach((g, gi) => {
    for (const p of g.p) {
      const part: BatchResponsePart = {
        id: String(out.length + 1),
        status: p.status,
        headers: { 'OData-Version': '4.0' },
      };
      if (p.kind === 'json') part.headers['Content-Type'] = 'application/json; odata.metadata=minimal';
      if (p.kind === 'text') part.headers['Content-Type'] = 'text/plain; charset=utf-8';
      if (p.body !== undefined) part.body = p.body;
      if (g.cs) part.changeset = `cs${gi}`;
      out.push(part);
    }
  });
  return out;
}

/** What a reader should see: lower-case header names, JSON-normalised bodies, changesets as group numbers. */
function canonical(parts: BatchResponsePart[]): unknown[] {
  const groupOf = new Map<string, number>();
  return parts.map((p) => ({
    id: p.id,
    status: p.status,
    headers: Object.fromEntries(Object.entries(p.headers).map(([k, v]) => [k.toLowerCase(), v])),
    body: p.body === undefined ? undefined : JSON.parse(JSON.stringify(p.body)),
    group:
      p.changeset === undefined
        ? undefined
        : (groupOf.get(p.changeset) ?? groupOf.set(p.changeset, groupOf.size).get(p.changeset)),
  }));
}

describe('round trip: readBatchResponse(writeBatchResponse(parts, format))', () => {
  it.each(['json', 'multipart'] as const)('%s format, with changeset groups, CRLF and LF only', (format) => {
    fc.assert(
      fc.property(groups, (gs) => {
        const parts = toParts(gs);
        const written = writeBatchResponse(parts, format);
        // Turning CRLF into LF would also rewrite a CR inside a text body, so the LF-only variant
        // runs when no text body holds one (JSON bodies escape theirs).
        const lfSafe = parts.every((p) => typeof p.body !== 'string' || !p.body.includes('\r'));
        const bodies =
          format === 'multipart' && lfSafe ? [written.body, written.body.replace(/\r\n/g, '\n')] : [written.body];
        for (const body of bodies) {
          const read = readBatchResponse(written.contentType, body);
          expect(canonical(read)).toEqual(canonical(parts));
          if (format === 'json') expect(read.map((p) => p.changeset)).toEqual(parts.map((p) => p.changeset));
        }
      }),
      { numRuns: 300 },
    );
  });
});
