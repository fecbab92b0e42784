// A $batch part answered in-process: the part becomes the call Fastify would have handed the
// /v1 route (its JSON body parsed, its headers lower-case) and goes through the same pipeline
// steps (pipeline.ts) synchronously, without the simulated HTTP round trip of inject(). The
// answer is read back as runPart read inject()'s: the headers send() and Fastify would have
// written, the JSON body as the object itself. A part only Fastify can read the same way (an
// odd media type or method, a path outside /v1, a body the JSON parser treats specially) is
// left to inject() (directCall answers null), so no part is read differently than before.
import type { BatchResponsePart, ParsedBatchPart } from '../../shared/batch/index.js';
import { ServiceError } from '../http/errors.js';
import { JSON_TYPE, errorReply, type Reply } from '../http/send.js';
import type { V1Deps } from './deps.js';
import { faultReply } from './faults.js';
import { unexpectedError } from './framework-errors.js';
import { admit, budgetRefusal, contextOf, type V1Call } from './pipeline.js';

const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);
/** Media types Fastify's JSON parser reads exactly as JSON.parse does. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;
/** Bodies secure-json-parse (Fastify's JSON parser) checks beyond JSON.parse. */
const GUARDED = /__proto__|constructor/;
/** find-my-way's maxParamLength in app.ts: a longer path is not routed to /v1/*. */
const MAX_PATH = 100_000;

/** Headers a part answer carries, in the canonical case of the real service's framework. */
export const PART_ANSWER_HEADERS = ['Content-Type', 'OData-Version', 'ETag', 'Location', 'Retry-After'];

function routable(path: string): boolean {
  if (!path.startsWith('/v1/') || path.length - 4 > MAX_PATH) return false;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The call for `part`, or null when only inject() hands it to the route as Fastify would. */
export function directCall(part: ParsedBatchPart, url: URL, headers: Record<string, string>): V1Call | null {
  if (!METHODS.has(part.method) || !routable(url.pathname)) return null;
  const call: V1Call = { method: part.method, url: url.pathname + url.search, headers, body: undefined };
  const text = part.body ?? '';
  if (text === '') return headers['content-type'] === undefined ? call : null;
  if (!BODY_METHODS.has(part.method) || !PLAIN_JSON.test(headers['content-type'] ?? '') || GUARDED.test(text))
    return null;
  try {
    call.body = JSON.parse(text) as unknown;
  } catch {
    return null;
  }
  return call;
}

/** The part's answer through the /v1 pipeline, in-process; it holds no concurrency slot and waits no latency. */
export function answerDirect(deps: V1Deps, call: V1Call): Reply {
  const a = admit(deps, call, true);
  if ('refusal' in a) return a.refusal;
  const overBudget = a.grant ? budgetRefusal(deps, a.grant) : null;
  if (overBudget) return overBudget;
  const fault = deps.limits.fault(true);
  const injected = fault ? faultReply(fault) : null;
  if (injected) return injected;
  try {
    return a.route!.run(contextOf(deps, call, a));
  } catch (e) {
    return errorReply(e instanceof ServiceError ? e : unexpectedError(e, call.url, call.headers['content-type']));
  }
}

/** The headers send() and Fastify write for `r`, names lower-case. */
function writtenHeaders(r: Reply): Record<string, string> {
  const h: Record<string, string> = { 'odata-version': '4.0' };
  for (const [k, v] of Object.entries(r.headers ?? {})) h[k.toLowerCase()] = v;
  if (r.body === undefined || r.status === 204) return h;
  const type = h['content-type'];
  if (typeof r.body === 'string') {
    if (type === undefined) h['content-type'] = 'text/plain; charset=utf-8';
    else if (type.includes('json') && !/;\s*charset=/i.test(type)) h['content-type'] = `${type}; charset=utf-8`;
  } else if (Buffer.isBuffer(r.body)) h['content-type'] ??= 'application/octet-stream';
  else h['content-type'] ??= JSON_TYPE;
  return h;
}

/** The part's answer as the batch writes it, read from `r` as it would be from inject()'s response. */
export function partAnswer(part: ParsedBatchPart, r: Reply): BatchResponsePart {
  const written = writtenHeaders(r);
  const headers: Record<string, string> = {};
  for (const name of PART_ANSWER_HEADERS) {
    const v = written[name.toLowerCase()];
    if (v !== undefined) headers[name] = v;
  }
  const json = (headers['Content-Type'] ?? '').includes('json');
  let body: unknown;
  if (r.body !== undefined && r.status !== 204) {
    const isText = typeof r.body === 'string' || Buffer.isBuffer(r.body);
    const text = isText ? String(r.body) : json ? null : JSON.stringify(r.body);
    body = text === null ? r.body : text === '' ? undefined : json ? parseOr(text) : text;
  }
  return { id: part.contentId, status: r.status, headers, body, changeset: part.changeset };
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
