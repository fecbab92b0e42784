// Issue 10: part headers of multipart $batch answers in their canonical case, read with an
// independent MIME parser (@remix-run/multipart-parser, not shared/batch). service-behaviour.md
// "Seen in published clients": the real service's framework writes Content-Type, OData-Version,
// Content-ID and Location in that case and production clients match on the text. Both modes
// write the canonical case; by default Content-ID is echoed on 4.9's top-level parts too (the
// real service does), under --strict only inside a changeset (RFC 2046 nesting, OData 4.0 batch).
import { parseMultipart, getMultipartBoundary } from '@remix-run/multipart-parser';
import { describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { curlBatch, NW, sandboxForSuite } from '../../support/index.js';

const JSON_TYPE = 'application/json; odata.metadata=minimal; odata.streaming=true';

/** Header lines of an application/http response, exactly as written (name case kept). */
function httpHead(text: string): { status: string; lines: string[] } {
  const [status = '', ...rest] = text.split('\r\n\r\n')[0]!.split('\r\n');
  return { status, lines: rest };
}

function parts(
  body: string,
  contentType: string,
): { headerKeys: string[]; text: string; contentId?: string | undefined }[] {
  const boundary = getMultipartBoundary(contentType);
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  return [...parseMultipart(new TextEncoder().encode(body), { boundary })].map((p) => ({
    headerKeys: Object.keys(p.headers),
    text: p.text,
    contentId: p.headers['content-id'],
  }));
}

function fourNine(base: string): string {
  return [
    '--batch',
    'Content-Type: multipart/mixed; boundary=changeset',
    '--changeset',
    'Content-Type: application/http',
    'Content-Transfer-Encoding: binary',
    'Content-ID: 1',
    '',
    `POST ${base}/v1/AttributeValues HTTP/1.1`,
    'Content-Type: application/json',
    '',
    `{"ProductID":1000004,"ProfileID":${NW},"Name":"Color","Value":"Olive"}`,
    '',
    '--changeset',
    'Content-Type: application/http',
    'Content-Transfer-Encoding: binary',
    'Content-ID: 2',
    '',
    `PATCH ${base}/v1/AttributeValues(Name='Color',ProductID=1000004) HTTP/1.1`,
    'Content-Type: application/json',
    '',
    '{"Value":"Lime"}',
    '',
    '--changeset--',
    '--batch--',
    '',
  ].join('\r\n');
}

/** Standard OData: boundary=batch with one nested changeset holding a POST. */
function nested(base: string): string {
  return [
    '--batch',
    'Content-Type: multipart/mixed; boundary=changeset_1',
    '',
    '--changeset_1',
    'Content-Type: application/http',
    'Content-Transfer-Encoding: binary',
    'Content-ID: 7',
    '',
    `POST ${base}/v1/AttributeValues HTTP/1.1`,
    'Content-Type: application/json',
    '',
    `{"ProductID":1000005,"ProfileID":${NW},"Name":"Color","Value":"Plum"}`,
    '',
    '--changeset_1--',
    '--batch--',
    '',
  ].join('\r\n');
}

describe.each([false, true])('multipart $batch answer headers, strict: %s', (strict) => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict, seedProducts: 20 }, (started, t) => {
    s = started;
    token = t;
  });

  it('4.9 top-level parts: Content-Type, OData-Version, Location byte for byte', async () => {
    const answer = await curlBatch(s.url, fourNine(s.url), { token });
    expect(answer.status).toBe(200);
    const found = parts(answer.text, answer.contentType);
    expect(found).toHaveLength(2);
    expect(answer.text).toContain('\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\n');
    expect(found.map((p) => p.contentId)).toEqual(strict ? [undefined, undefined] : ['1', '2']);
    if (!strict) expect(answer.text).toContain('\r\nContent-ID: 1\r\n');
    const created = httpHead(found[0]!.text);
    expect(created.status).toBe('HTTP/1.1 201 Created');
    expect(created.lines).toEqual([
      `Content-Type: ${JSON_TYPE}`,
      'OData-Version: 4.0',
      'ETag: W/"1"',
      `Location: ${s.url}/v1/AttributeValues(Name='Color',ProductID=1000004)`,
    ]);
    const patched = httpHead(found[1]!.text);
    expect(patched.status).toBe('HTTP/1.1 204 No Content');
    expect(patched.lines).toEqual(['OData-Version: 4.0']);
  });

  it('nested changeset: Content-ID echoed byte for byte inside changesetresponse', async () => {
    const answer = await curlBatch(s.url, nested(s.url), { token, contentType: 'multipart/mixed; boundary=batch' });
    expect(answer.status).toBe(200);
    const [outer] = parts(answer.text, answer.contentType);
    const nestedType = /^Content-Type: (multipart\/mixed; boundary=changesetresponse_[0-9a-f-]+)\r$/m.exec(
      answer.text,
    )?.[1];
    expect(nestedType).toBeDefined();
    const inner = parts(outer!.text, nestedType!);
    expect(inner).toHaveLength(1);
    expect(inner[0]!.headerKeys).toEqual(['content-type', 'content-transfer-encoding', 'content-id']);
    expect(inner[0]!.contentId).toBe('7');
    expect(outer!.text).toContain(
      '\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\nContent-ID: 7\r\n\r\nHTTP/1.1 201 Created\r\n',
    );
    expect(httpHead(inner[0]!.text).lines).toEqual([
      `Content-Type: ${JSON_TYPE}`,
      'OData-Version: 4.0',
      'ETag: W/"1"',
      `Location: ${s.url}/v1/AttributeValues(Name='Color',ProductID=1000005)`,
    ]);
  });
});
