/**
 * Strict reader of a $batch request body (the sandbox's side of service-spec.md 4.9).
 *
 * Accepted layouts:
 *  - 4.9: HTTP header boundary=changeset; the '--batch' and 'Content-Type: multipart/mixed;
 *    boundary=changeset' lines are MIME preamble, each '--changeset' part is one independent
 *    top-level request, '--batch--' after '--changeset--' is epilogue (service-behaviour.md).
 *  - standard OData: boundary=batch (any word), parts that are application/http requests or
 *    nested 'multipart/mixed; boundary=X' changesets of application/http requests.
 * Bare LF line breaks are read like CRLF. Framing problems throw BatchFormatError naming the
 * line; a problem that concerns one request only (relative URL, alias URL, Orders(ID)/Export)
 * is left on that part's `problem` so the server can refuse that part alone.
 */
import { BatchFormatError } from './errors.js';
import {
  addHeader,
  delimiterKind,
  isBlank,
  isValidBoundary,
  looksLikeDelimiter,
  multipartBoundary,
  parseHeaderLine,
  parseMediaType,
  quote,
  splitLines,
} from './multipart.js';
import { idNote, ReadContext } from './read-context.js';
import { readHttpRequest, REQUEST_LINE_RE } from './read-http-request.js';
import type { ParsedBatchPart } from './types.js';

const PART_HEADERS_HINT = "'Content-Type: application/http', 'Content-Transfer-Encoding: binary', 'Content-ID: <n>'";

interface PartHeaders {
  headers: Record<string, string>;
  lineOf: Record<string, number>; // lower-case name -> line it was on
}

/** Reads the MIME part headers that follow a delimiter, up to and including their blank line. */
function readPartHeaders(ctx: ReadContext, delimiterLine: number): PartHeaders {
  const result: PartHeaders = { headers: {}, lineOf: {} };
  for (let first = true; ; first = false) {
    ctx.requireMore();
    const line = ctx.current();
    const id = result.headers['content-id'];
    const declared = parseMediaType(result.headers['content-type'] ?? '').params['boundary'];
    if ((declared !== undefined && delimiterKind(line, declared) !== null) || ctx.isPartEnd(line)) {
      throw new BatchFormatError(
        line.no,
        first
          ? `the part opened at line ${delimiterLine} is empty; give it the part headers ${PART_HEADERS_HINT}, a blank line and a request.`
          : `expected a blank line after the part headers${idNote(id)} before ${quote(line.text)}.`,
      );
    }
    ctx.i++;
    if (isBlank(line)) {
      if (first) {
        throw new BatchFormatError(
          line.no,
          `extra blank line right after the delimiter on line ${delimiterLine}; the part headers (${PART_HEADERS_HINT}) must follow the delimiter directly.`,
        );
      }
      return result;
    }
    const h = parseHeaderLine(line.text);
    if (!h) {
      if (REQUEST_LINE_RE.test(line.text)) {
        throw new BatchFormatError(
          line.no,
          `expected a blank line after the part headers${idNote(id)} before the request line.`,
        );
      }
      throw new BatchFormatError(
        line.no,
        `expected a part header ('Name: value') or the blank line that ends the part headers${idNote(id)}, found ${quote(line.text)}.`,
      );
    }
    addHeader(result.headers, h.name, h.value);
    result.lineOf[h.name.toLowerCase()] ??= line.no;
  }
}

/** 4.9: 'Content-ID: <n>' where n is an integer, increasing, unique within the batch. */
function checkContentId(ctx: ReadContext, ph: PartHeaders, delimiterLine: number): string {
  const raw = ph.headers['content-id'];
  if (raw === undefined) {
    throw new BatchFormatError(
      delimiterLine,
      `the part opened here has no Content-ID header; add 'Content-ID: <n>' (an integer, increasing, unique within the batch) to its part headers.`,
    );
  }
  const line = ph.lineOf['content-id']!;
  if (!/^\d{1,15}$/.test(raw)) {
    throw new BatchFormatError(
      line,
      `Content-ID '${raw}' is not an integer; use 'Content-ID: <n>' with n increasing from 1.`,
    );
  }
  const value = Number(raw);
  const earlier = ctx.contentIds.get(value);
  if (earlier !== undefined) {
    throw new BatchFormatError(
      line,
      `duplicate Content-ID ${value} (already used on line ${earlier}); every request needs its own, increasing Content-ID.`,
    );
  }
  const last = ctx.lastContentId;
  if (last && value < last.value) {
    throw new BatchFormatError(
      line,
      `Content-ID ${value} is lower than Content-ID ${last.value} on line ${last.line}; Content-IDs must increase through the batch.`,
    );
  }
  ctx.contentIds.set(value, line);
  ctx.lastContentId = { value, line };
  return raw;
}

function readPart(ctx: ReadContext, delimiterLine: number, changeset: string | undefined): void {
  const ph = readPartHeaders(ctx, delimiterLine);
  const contentType = ph.headers['content-type'];
  if (contentType === undefined) {
    throw new BatchFormatError(
      delimiterLine,
      `the part opened here has no Content-Type header; add 'Content-Type: application/http' to its part headers.`,
    );
  }
  const ctLine = ph.lineOf['content-type']!;
  const media = parseMediaType(contentType);

  if (media.type === 'multipart/mixed') {
    if (changeset !== undefined) {
      throw new BatchFormatError(
        ctLine,
        `a changeset cannot contain another changeset; put only application/http requests inside '${changeset}'.`,
      );
    }
    const inner = media.params['boundary'];
    if (!inner || !isValidBoundary(inner) || ctx.stack.some((s) => s.boundary === inner)) {
      throw new BatchFormatError(
        ctLine,
        `the changeset needs a boundary of its own, a plain word different from '${ctx.boundary}', e.g. 'multipart/mixed; boundary=changeset_1'.`,
      );
    }
    readMultipart(ctx, inner, ctLine);
    // What follows '--X--' up to the outer delimiter is the changeset's epilogue: blank lines only.
    for (;;) {
      ctx.requireMore();
      const line = ctx.current();
      if (ctx.isPartEnd(line)) return;
      if (!isBlank(line)) {
        throw new BatchFormatError(
          line.no,
          `unexpected ${quote(line.text)} after the end of changeset '${inner}'; the next line should be '--${ctx.boundary}' or '--${ctx.boundary}--'.`,
        );
      }
      ctx.i++;
    }
  }

  if (media.type !== 'application/http') {
    throw new BatchFormatError(
      ctLine,
      `part Content-Type '${contentType}' is not allowed; a request part is 'Content-Type: application/http' (or a changeset 'multipart/mixed; boundary=X').`,
    );
  }
  const cte = ph.headers['content-transfer-encoding'];
  if (cte === undefined || cte.toLowerCase() !== 'binary') {
    throw new BatchFormatError(
      ph.lineOf['content-transfer-encoding'] ?? ctLine,
      `a request part needs 'Content-Transfer-Encoding: binary'${cte === undefined ? '' : ` (found '${cte}')`} among its part headers.`,
    );
  }
  const contentId = checkContentId(ctx, ph, delimiterLine);
  readHttpRequest(ctx, contentId, changeset);
}

/** Reads one multipart level: preamble, parts, end delimiter. The caller reads the epilogue. */
function readMultipart(ctx: ReadContext, boundary: string, openedAt: number): void {
  const nested = ctx.stack.length > 0;
  const start = ctx.i;
  while (!ctx.atEnd() && delimiterKind(ctx.current(), boundary) === null) {
    const line = ctx.current();
    if (nested && !isBlank(line)) {
      throw new BatchFormatError(
        line.no,
        `expected '--${boundary}' to open the first request of the changeset declared on line ${openedAt}, found ${quote(line.text)}.`,
      );
    }
    ctx.i++;
  }
  if (ctx.atEnd()) {
    const stray = ctx.lines.slice(start).find(looksLikeDelimiter);
    throw new BatchFormatError(
      stray?.no ?? 1,
      stray
        ? `${quote(stray.text)} is not a delimiter of this batch: the ${nested ? `changeset on line ${openedAt}` : 'Content-Type header'} names boundary '${boundary}', so parts start with '--${boundary}'. Use the same word in the header and the body.`
        : `no line '--${boundary}' found; the ${nested ? `changeset on line ${openedAt}` : 'Content-Type header'} names boundary '${boundary}', so every part must start with a line '--${boundary}'.`,
    );
  }
  if (delimiterKind(ctx.current(), boundary) === 'close') {
    throw new BatchFormatError(
      ctx.current().no,
      `'--${boundary}--' closes the ${nested ? 'changeset' : 'batch'} before any request; add at least one request part.`,
    );
  }
  ctx.stack.push({ boundary, line: openedAt });
  for (;;) {
    const delimiter = ctx.current();
    ctx.i++;
    readPart(ctx, delimiter.no, nested ? boundary : undefined);
    // readPart stops on a delimiter of this boundary (or throws)
    if (delimiterKind(ctx.current(), boundary) === 'close') {
      ctx.i++;
      break;
    }
  }
  ctx.stack.pop();
}

export interface ReadBatchRequestOptions {
  /**
   * Read as the real service's OData reader does (service-behaviour.md "Seen in published
   * clients"): empty lines before a request line are skipped, the request line is split at
   * its first and last space (so a URL may hold unencoded spaces), and a body may run straight
   * into the next delimiter. Default false: service-spec.md 4.9 to the letter.
   */
  lenient?: boolean;
}

/** Parses a $batch request body; throws BatchFormatError for a batch that fails as a whole. */
export function readBatchRequest(
  contentType: string,
  body: string,
  options: ReadBatchRequestOptions = {},
): ParsedBatchPart[] {
  const boundary = multipartBoundary(contentType);
  const ctx = new ReadContext(splitLines(body), options.lenient === true);
  readMultipart(ctx, boundary, 0);
  // What follows the end delimiter is epilogue (4.9: '--batch--') and ignored, as MIME says;
  // but a part there would be silently dropped, so an early end delimiter is an error.
  const endLine = ctx.lines[ctx.i - 1]!.no;
  for (const line of ctx.lines.slice(ctx.i)) {
    if (delimiterKind(line, boundary) !== null) {
      throw new BatchFormatError(
        line.no,
        `${quote(line.text)} comes after the end delimiter '--${boundary}--' on line ${endLine}, so the parts after it would be ignored; end the batch only after its last part.`,
      );
    }
  }
  return ctx.parts;
}
