/**
 * Reads a $batch response in either format of service-behaviour.md "$batch" (the client's
 * side). Lenient where the service varies (LF or CRLF, blank lines, Content-ID present or not)
 * and strict only where reading on would lose a response (truncated body, no status line).
 */
import { BatchFormatError } from './errors.js';
import {
  addHeader,
  delimiterKind,
  isBlank,
  isJsonMediaType,
  joinBody,
  parseHeaderLine,
  parseMediaType,
  quote,
  splitLines,
  type Line,
} from './multipart.js';
import type { BatchResponsePart } from './types.js';

function readJsonFormat(body: string): BatchResponsePart[] {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch (e) {
    throw new BatchFormatError(
      1,
      `the JSON batch response does not parse (${e instanceof Error ? e.message : String(e)}).`,
    );
  }
  const responses = (doc as { responses?: unknown } | null)?.responses;
  if (!Array.isArray(responses)) throw new BatchFormatError(1, `the JSON batch response has no "responses" array.`);
  return responses.map((r: Record<string, unknown>, i) => {
    if (typeof r !== 'object' || r === null || typeof r['status'] !== 'number') {
      throw new BatchFormatError(1, `response ${i + 1} of the JSON batch response has no numeric "status".`);
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((r['headers'] as Record<string, unknown> | undefined) ?? {}))
      addHeader(headers, k, String(v));
    const part: BatchResponsePart = {
      id: r['id'] === undefined ? String(i + 1) : String(r['id']),
      status: r['status'],
      headers,
    };
    if ('body' in r && r['body'] !== undefined) part.body = r['body'];
    if (typeof r['atomicityGroup'] === 'string') part.changeset = r['atomicityGroup'];
    return part;
  });
}

/** Splits one multipart level into the line runs of its parts; throws when the end delimiter is missing. */
function splitParts(lines: readonly Line[], boundary: string, where: string): Line[][] {
  const parts: Line[][] = [];
  let current: Line[] | undefined;
  for (const line of lines) {
    const kind = delimiterKind(line, boundary);
    if (kind === 'close') {
      if (current) parts.push(current);
      return parts;
    }
    if (kind === 'open') {
      if (current) parts.push(current);
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  const last = lines[lines.length - 1];
  throw new BatchFormatError(
    last?.no ?? 1,
    `${where} ends without its end delimiter '--${boundary}--'; the response looks truncated.`,
  );
}

function readHeaders(lines: readonly Line[], from: number): { headers: Record<string, string>; next: number } {
  const headers: Record<string, string> = {};
  let i = from;
  for (; i < lines.length && !isBlank(lines[i]!); i++) {
    const h = parseHeaderLine(lines[i]!.text);
    if (h) addHeader(headers, h.name, h.value);
  }
  return { headers, next: i + 1 };
}

function readHttpPart(
  lines: Line[],
  partHeaders: Record<string, string>,
  position: number,
  changeset?: string,
): BatchResponsePart {
  let i = lines.findIndex((l) => !isBlank(l));
  const statusLine = lines[i];
  const m = statusLine ? /^HTTP\/\d(?:\.\d)? (\d{3})\b/.exec(statusLine.text) : null;
  if (!statusLine || !m) {
    const at = statusLine ?? lines[0];
    throw new BatchFormatError(
      at?.no ?? 1,
      `expected a status line such as 'HTTP/1.1 200 OK' in response part ${position}${at ? `, found ${quote(at.text)}` : ''}.`,
    );
  }
  i++;
  const { headers, next } = readHeaders(lines, i);
  const part: BatchResponsePart = { id: partHeaders['content-id'] ?? String(position), status: Number(m[1]), headers };
  if (changeset !== undefined) part.changeset = changeset;
  const text = joinBody(lines.slice(next));
  if (text.trim() !== '') {
    if (isJsonMediaType(headers['content-type'])) {
      try {
        part.body = JSON.parse(text);
      } catch {
        part.body = text; // a JSON content-type over a non-JSON error page: keep what was said
      }
    } else {
      part.body = text;
    }
  }
  return part;
}

function readLevel(
  lines: readonly Line[],
  boundary: string,
  changeset: string | undefined,
  out: BatchResponsePart[],
): void {
  for (const partLines of splitParts(
    lines,
    boundary,
    changeset ? `changeset response '${boundary}'` : 'the batch response',
  )) {
    const { headers, next } = readHeaders(partLines, 0);
    const media = parseMediaType(headers['content-type'] ?? '');
    const inner = media.params['boundary'];
    if (media.type === 'multipart/mixed' && inner && changeset === undefined) {
      readLevel(partLines.slice(next), inner, inner, out);
    } else {
      out.push(readHttpPart(partLines.slice(next), headers, out.length + 1, changeset));
    }
  }
}

/** Parses a $batch response body, JSON or multipart; parts come back in order with lower-case headers. */
export function readBatchResponse(contentType: string, body: string): BatchResponsePart[] {
  if (isJsonMediaType(contentType)) return readJsonFormat(body);
  const media = parseMediaType(contentType);
  const boundary = media.params['boundary'];
  if (media.type !== 'multipart/mixed' || !boundary) {
    throw new BatchFormatError(
      0,
      `expected a batch response ('application/json' or 'multipart/mixed; boundary=...'), got '${contentType}'.`,
    );
  }
  const out: BatchResponsePart[] = [];
  readLevel(splitLines(body), boundary, undefined, out);
  return out;
}
