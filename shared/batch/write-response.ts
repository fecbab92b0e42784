/**
 * Writes a $batch response in the two formats of service-behaviour.md "$batch":
 *  - 'json': {"responses":[{"id":"1","status":200,"headers":{...lower-case...},"body":{...}}]}
 *    (body absent for 204; parts of a changeset carry the OData JSON batch "atomicityGroup").
 *  - 'multipart': multipart/mixed; boundary=batchresponse_<guid>, each part
 *      Content-Type: application/http / Content-Transfer-Encoding: binary / blank /
 *      HTTP/1.1 <code> <reason> / inner headers / blank / body
 *    and consecutive parts with the same `changeset` inside a nested
 *    changesetresponse_<guid> multipart whose parts echo Content-ID.
 */
import { CRLF, isJsonMediaType } from './multipart.js';
import type { BatchResponsePart } from './types.js';

export interface WriteBatchResponseOptions {
  /** Source of the guids in the boundaries (tests pass a fixed one); random by default. */
  guid?: () => string;
  /**
   * Multipart only: echo Content-ID on top-level parts too, not just inside a changeset. The
   * real service answers 4.9's top-level parts that way and clients match on it. Default false.
   */
  contentIdOnEveryPart?: boolean;
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Request Entity Too Large',
  414: 'Request-URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Unknown';
}

/** A random v4-style guid; Math.random is enough for a boundary (shared/ has no Node crypto). */
export function randomGuid(): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(Math.random() * 4)).toString(16)}${hex(3)}-${hex(12)}`;
}

function findHeader(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function hasBody(p: BatchResponsePart): boolean {
  return p.body !== undefined && p.status !== 204;
}

function writeJson(parts: BatchResponsePart[]): { contentType: string; body: string } {
  const responses = parts.map((p) => {
    const r: Record<string, unknown> = { id: p.id };
    if (p.changeset !== undefined) r['atomicityGroup'] = p.changeset;
    r['status'] = p.status;
    r['headers'] = Object.fromEntries(Object.entries(p.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (hasBody(p)) r['body'] = p.body;
    return r;
  });
  return {
    contentType: 'application/json; odata.metadata=minimal; odata.streaming=true',
    body: JSON.stringify({ responses }),
  };
}

/** Lines of one application/http response part, from its part headers to its body. */
function httpPartLines(p: BatchResponsePart, echoContentId: boolean): string[] {
  const lines = ['Content-Type: application/http', 'Content-Transfer-Encoding: binary'];
  if (echoContentId) lines.push(`Content-ID: ${p.id}`);
  lines.push('', `HTTP/1.1 ${p.status} ${reasonPhrase(p.status)}`);
  const contentType = findHeader(p.headers, 'content-type');
  const writeBody = hasBody(p);
  const asText = writeBody && typeof p.body === 'string' && !isJsonMediaType(contentType);
  if (writeBody && !asText && contentType === undefined)
    lines.push('Content-Type: application/json; odata.metadata=minimal');
  for (const [name, value] of Object.entries(p.headers)) lines.push(`${name}: ${value}`);
  lines.push('');
  lines.push(!writeBody ? '' : asText ? (p.body as string) : JSON.stringify(p.body));
  return lines;
}

function writeMultipart(
  parts: BatchResponsePart[],
  guid: () => string,
  everyId: boolean,
): { contentType: string; body: string } {
  const outer = `batchresponse_${guid()}`;
  const lines: string[] = [];
  for (let i = 0; i < parts.length;) {
    const changeset = parts[i]!.changeset;
    if (changeset === undefined) {
      lines.push(`--${outer}`, ...httpPartLines(parts[i]!, everyId));
      i++;
      continue;
    }
    const inner = `changesetresponse_${guid()}`;
    lines.push(`--${outer}`, `Content-Type: multipart/mixed; boundary=${inner}`, '');
    for (; i < parts.length && parts[i]!.changeset === changeset; i++)
      lines.push(`--${inner}`, ...httpPartLines(parts[i]!, true));
    lines.push(`--${inner}--`);
  }
  lines.push(`--${outer}--`);
  return { contentType: `multipart/mixed; boundary=${outer}`, body: lines.join(CRLF) + CRLF };
}

/** Builds a $batch response body and its Content-Type. Outer status is the caller's (200 even when parts fail). */
export function writeBatchResponse(
  parts: BatchResponsePart[],
  format: 'json' | 'multipart',
  opts: WriteBatchResponseOptions = {},
): { contentType: string; body: string } {
  return format === 'json'
    ? writeJson(parts)
    : writeMultipart(parts, opts.guid ?? randomGuid, opts.contentIdOnEveryPart === true);
}
