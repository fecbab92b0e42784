/**
 * Reads the application/http request inside one $batch part, from the request line to the
 * next delimiter, holding it to the blank lines of service-spec.md 4.9:
 *   request line / headers / one blank line / [body / one blank line]
 * 4.9 says a missing or extra blank line makes the whole batch fail, so every one of them,
 * including a body followed directly by the next delimiter, is a BatchFormatError naming its line.
 */
import { batchRefusal } from './aliases.js';
import { BatchFormatError } from './errors.js';
import { addHeader, isBlank, isJsonMediaType, joinBody, parseHeaderLine, quote, type Line } from './multipart.js';
import { idNote, type ReadContext } from './read-context.js';
import type { ParsedBatchPart } from './types.js';

export const REQUEST_LINE_RE = /^(\S+) (\S+) (HTTP\/\d\.\d)$/;
const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
const ABSOLUTE_URL_RE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** The real service's split: method before the first space, version after the last, URL between. */
function splitAtFirstAndLastSpace(text: string): string[] | null {
  const first = text.indexOf(' ');
  const last = text.lastIndexOf(' ');
  if (first <= 0 || last <= first + 1) return null;
  const url = text.slice(first + 1, last).trim();
  return url === '' ? null : [text, text.slice(0, first), url, text.slice(last + 1)];
}

function readRequestLine(ctx: ReadContext, id: string): { method: string; url: string; line: Line } {
  ctx.requireMore();
  const line = ctx.current();
  if (ctx.isPartEnd(line)) {
    throw new BatchFormatError(
      line.no,
      `the part${idNote(id)} has no request line before ${quote(line.text)}; write '<METHOD> <full URL> HTTP/1.1' after the part headers.`,
    );
  }
  if (isBlank(line) && ctx.lenient) {
    // The real service's reader skips empty lines before a request line.
    ctx.i++;
    return readRequestLine(ctx, id);
  }
  if (isBlank(line)) {
    throw new BatchFormatError(
      line.no,
      `extra blank line before the request line${idNote(id)}; exactly one blank line separates the part headers from the request line.`,
    );
  }
  const m = ctx.lenient ? splitAtFirstAndLastSpace(line.text) : REQUEST_LINE_RE.exec(line.text);
  const example = `'GET https://host/v1/DistributionCenters HTTP/1.1'`;
  if (!m) {
    throw new BatchFormatError(
      line.no,
      `malformed request line ${quote(line.text)}${idNote(id)}; write '<METHOD> <full URL> HTTP/1.1', for example ${example}.`,
    );
  }
  if (!METHODS.has(m[1]!)) {
    throw new BatchFormatError(
      line.no,
      `malformed request line ${quote(line.text)}${idNote(id)}: the method must be GET, POST, PATCH, PUT or DELETE in capitals.`,
    );
  }
  if (m[3] !== 'HTTP/1.1') {
    throw new BatchFormatError(
      line.no,
      `malformed request line ${quote(line.text)}${idNote(id)}: end it with 'HTTP/1.1', for example ${example}.`,
    );
  }
  ctx.i++;
  return { method: m[1]!, url: m[2]!, line };
}

/** Reads headers up to and including the blank line that ends them; returns that blank line. */
function readRequestHeaders(ctx: ReadContext, id: string, headers: Record<string, string>): Line {
  let count = 0;
  for (;;) {
    ctx.requireMore();
    const line = ctx.current();
    if (ctx.isPartEnd(line)) {
      throw new BatchFormatError(
        line.no,
        `expected a blank line after the request ${count ? 'headers' : 'line'}${idNote(id)} before ${quote(line.text)}; a blank line must end the request's headers.`,
      );
    }
    ctx.i++;
    if (isBlank(line)) return line;
    const h = parseHeaderLine(line.text);
    if (!h) {
      const hint = /^\s*[[{"]/.test(line.text)
        ? ' Put a blank line between the request headers and the JSON body.'
        : '';
      throw new BatchFormatError(
        line.no,
        `expected a request header ('Name: value') or the blank line that ends the request headers${idNote(id)}, found ${quote(line.text)}.${hint}`,
      );
    }
    addHeader(headers, h.name, h.value);
    count++;
  }
}

/** Refusals that concern this part alone (4.9 rules): relative URL, alias URL, Orders(ID)/Export. */
function partProblem(method: string, url: string, lineNo: number): { line: number; message: string } | undefined {
  if (!ABSOLUTE_URL_RE.test(url)) {
    const path = url.startsWith('/') ? url : `/${url}`;
    return {
      line: lineNo,
      message: `Line ${lineNo}: request URL '${url}' is relative; every request in a batch must use a full URL such as http://host${path}`,
    };
  }
  const refusal = batchRefusal(method, url);
  return refusal ? { line: lineNo, message: `Line ${lineNo}: ${refusal.message}` } : undefined;
}

/** The lines up to the part's end: the body, the blank lines after it, and the delimiter that ends it. */
function readBodyLines(ctx: ReadContext): { content: Line[]; trailing: Line[]; delimiter: Line } {
  const bodyLines: Line[] = [];
  let delimiter: Line;
  for (;;) {
    ctx.requireMore();
    delimiter = ctx.current();
    if (ctx.isPartEnd(delimiter)) break;
    bodyLines.push(ctx.current());
    ctx.i++;
  }
  let end = bodyLines.length;
  while (end > 0 && isBlank(bodyLines[end - 1]!)) end--;
  return { content: bodyLines.slice(0, end), trailing: bodyLines.slice(end), delimiter };
}

/** Reads the request of a part whose headers (and Content-ID) were already read; appends it to ctx.parts. */
export function readHttpRequest(ctx: ReadContext, contentId: string, changeset: string | undefined): void {
  const { method, url, line } = readRequestLine(ctx, contentId);
  const headers: Record<string, string> = {};
  const endOfHeaders = readRequestHeaders(ctx, contentId, headers);

  const { content, trailing, delimiter } = readBodyLines(ctx);
  const part: ParsedBatchPart = { contentId, method, url, headers, line: line.no };
  if (changeset !== undefined) part.changeset = changeset;

  if (content.length === 0) {
    if (trailing.length > 0) {
      throw new BatchFormatError(
        trailing[0]!.no,
        `extra blank line after the ${method} request${idNote(contentId)}: a request without a body ends with the one blank line (line ${endOfHeaders.no}) that closes its headers.`,
      );
    }
  } else {
    const first = content[0]!;
    if (isBlank(first)) {
      throw new BatchFormatError(
        first.no,
        `extra blank line between the request headers and the body${idNote(contentId)}; exactly one blank line goes before the body.`,
      );
    }
    if (Object.keys(headers).length === 0 && parseHeaderLine(first.text)) {
      throw new BatchFormatError(
        endOfHeaders.no,
        `extra blank line after the request line${idNote(contentId)}: the header ${quote(first.text)} on line ${first.no} must follow the request line directly.`,
      );
    }
    if (trailing.length === 0 && !ctx.lenient) {
      const kind = isJsonMediaType(headers['content-type']) ? 'JSON body' : 'body';
      throw new BatchFormatError(
        delimiter.no,
        `expected a blank line after the ${kind}${idNote(contentId)}, before ${quote(delimiter.text)}; 4.9 puts exactly one blank line between a body and the next delimiter.`,
      );
    }
    if (trailing.length > 1) {
      throw new BatchFormatError(
        trailing[1]!.no,
        `extra blank line after the body${idNote(contentId)}; 4.9 puts exactly one blank line between a body and the next delimiter.`,
      );
    }
    const contentType = headers['content-type'];
    if (contentType === undefined) {
      throw new BatchFormatError(
        first.no,
        `the body of ${method}${idNote(contentId)} has no Content-Type header; add 'Content-Type: application/json' right after the request line.`,
      );
    }
    const body = joinBody(content);
    if (isJsonMediaType(contentType)) {
      try {
        JSON.parse(body);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new BatchFormatError(
          first.no,
          `the JSON body${idNote(contentId)} does not parse (${why}); send one JSON value, serialised with JSON.stringify.`,
        );
      }
    }
    part.body = body;
  }
  const problem = partProblem(method, url, line.no);
  if (problem) part.problem = problem;
  ctx.parts.push(part);
}
