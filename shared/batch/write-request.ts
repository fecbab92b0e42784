/**
 * Writes a $batch request body exactly as service-spec.md 4.9 lays it out, CRLF line breaks.
 * For two requests (a GET and a PATCH with a body) the bytes are, with \r\n after every line:
 *
 *   --batch
 *   Content-Type: multipart/mixed; boundary=changeset
 *   --changeset
 *   Content-Type: application/http
 *   Content-Transfer-Encoding: binary
 *   Content-ID: 1
 *                                                  <- blank line after the part headers
 *   GET https://host/v1/DistributionCenters(5) HTTP/1.1
 *                                                  <- blank line ending the request headers
 *   --changeset
 *   Content-Type: application/http
 *   Content-Transfer-Encoding: binary
 *   Content-ID: 2
 *
 *   PATCH https://host/v1/DCQuantities(ProductID=12,DistributionCenterID=5) HTTP/1.1
 *   Content-Type: application/json
 *                                                  <- blank line before the JSON body
 *   {"AvailableQuantity":7}
 *                                                  <- blank line after the JSON body
 *   --changeset--
 *   --batch--
 *
 * Items 1-2 of 4.9 carry no blank line, and under the HTTP header's boundary=changeset a MIME
 * reader takes them as preamble. A request without a body ends with one blank line, which is
 * the empty line ending its HTTP headers, so the line-based ASP.NET/ODataLib reader finds the
 * end of the headers before the next delimiter, as 4.9's single trailing blank line implies.
 */
import { CRLF, isValidBoundary } from './multipart.js';
import type { BatchRequest } from './types.js';

export interface WriteBatchRequestOptions {
  /** The boundary the HTTP header names and every request part uses (4.9: 'changeset'). */
  boundary?: string;
  /** The word of the first and last lines (4.9: '--batch' ... '--batch--'). */
  batchBoundary?: string;
  /** Content-ID of the first request; later ones increase by 1. */
  firstContentId?: number;
}

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

function checkBoundary(name: string, value: string): void {
  if (!isValidBoundary(value)) {
    throw new RangeError(
      `writeBatchRequest: ${name} '${value}' must be a plain word without spaces (for example 'changeset').`,
    );
  }
}

function checkHeader(name: string, value: string): void {
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\r\n]/.test(value)) {
    throw new RangeError(
      `writeBatchRequest: header '${name}' cannot be written on one line; remove line breaks from its name and value.`,
    );
  }
}

function requestLines(req: BatchRequest, index: number): string[] {
  if (CONTROL_OR_SPACE.test(req.url) || req.url === '') {
    throw new RangeError(
      `writeBatchRequest: request ${index + 1} URL '${req.url}' contains a space or control character; percent-encode it (for example %20 for a space).`,
    );
  }
  const lines = [`${req.method} ${req.url} HTTP/1.1`];
  const hasBody = req.body !== undefined;
  if (hasBody) lines.push('Content-Type: application/json');
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (hasBody && name.toLowerCase() === 'content-type') continue; // the body is always JSON
    checkHeader(name, value);
    lines.push(`${name}: ${value}`);
  }
  lines.push('');
  if (hasBody) {
    const json = JSON.stringify(req.body);
    if (json === undefined)
      throw new RangeError(`writeBatchRequest: request ${index + 1} body cannot be serialised as JSON.`);
    lines.push(json, ''); // JSON.stringify never emits a raw line break, so the body is one line
  }
  return lines;
}

/** Builds the body of POST /v1/$batch and the Content-Type header to send with it. */
export function writeBatchRequest(
  requests: BatchRequest[],
  opts: WriteBatchRequestOptions = {},
): { contentType: string; body: string; contentIds: string[] } {
  const boundary = opts.boundary ?? 'changeset';
  const batchBoundary = opts.batchBoundary ?? 'batch';
  const first = opts.firstContentId ?? 1;
  checkBoundary('boundary', boundary);
  checkBoundary('batchBoundary', batchBoundary);
  if (!Number.isSafeInteger(first) || first < 0)
    throw new RangeError(`writeBatchRequest: firstContentId ${first} must be a non-negative integer.`);
  if (requests.length === 0) throw new RangeError('writeBatchRequest: a batch needs at least one request.');

  const lines = [`--${batchBoundary}`, `Content-Type: multipart/mixed; boundary=${boundary}`];
  const contentIds: string[] = [];
  requests.forEach((req, i) => {
    const id = String(first + i);
    contentIds.push(id);
    lines.push(
      `--${boundary}`,
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      `Content-ID: ${id}`,
      '',
    );
    lines.push(...requestLines(req, i));
  });
  lines.push(`--${boundary}--`, `--${batchBoundary}--`);
  return { contentType: `multipart/mixed; boundary=${boundary}`, body: lines.join(CRLF) + CRLF, contentIds };
}
