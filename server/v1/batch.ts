// POST /v1/$batch (service-spec.md 4.9, service-behaviour.md "$batch"). The reader of
// shared/batch fails a malformed body as a whole (400 naming the line); under --strict it
// holds the body to 4.9's layout, by default it reads as the real service does. Each part runs
// through the same /v1 pipeline via Fastify inject() with the outer token, so scope and the
// profile budget apply per part; the outer token itself is checked once, for the envelope
// (a part with a token of its own has it checked). Top-level parts are independent; parts of a
// nested changeset run in order and stop at the first failure (no rollback), and only
// that failure is answered for the changeset. The outer status is 200 whatever the parts say.
import {
  BatchFormatError,
  readBatchRequest,
  writeBatchResponse,
  type BatchResponsePart,
  type ParsedBatchPart,
} from '../../shared/batch/index.js';
import type { TokenGrant } from '../oauth/index.js';
import { DENIED_MESSAGE, ServiceError, odataBody } from '../http/errors.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { PART_HEADER, type V1Deps } from './deps.js';
import { quirkBatchFormat, quirkBatchRefusal, quirkPart } from './quirks.js';

export const BATCH_TIMEOUT_MESSAGE = 'The operation has timed out.';

/**
 * Inner headers a part answer carries, written in the canonical case the real service's
 * framework uses (service-behaviour.md "Seen in published clients": clients matched on
 * 'OData-Version', 'Location' as text). The JSON format lower-cases them itself.
 */
const PART_ANSWER_HEADERS = ['Content-Type', 'OData-Version', 'ETag', 'Location', 'Retry-After'];

function partError(part: ParsedBatchPart, status: number, message: string): BatchResponsePart {
  return {
    id: part.contentId,
    status,
    headers: { 'Content-Type': JSON_TYPE, 'OData-Version': '4.0' },
    body: odataBody(message),
    changeset: part.changeset,
  };
}

function responseFormat(accept: string | string[] | undefined): 'json' | 'multipart' {
  const a = (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).toLowerCase();
  return a.includes('application/json') && !a.includes('multipart/mixed') ? 'json' : 'multipart';
}

async function runPart(deps: V1Deps, part: ParsedBatchPart, token: string): Promise<BatchResponsePart> {
  if (part.problem) return partError(part, 400, part.problem.message);
  let url: URL;
  try {
    url = new URL(part.url);
  } catch {
    return partError(
      part,
      400,
      `Line ${part.line}: '${part.url}' is not a full URL; write ${deps.state.baseUrl()}/v1/... .`,
    );
  }
  const headers: Record<string, string> = { ...part.headers, [PART_HEADER]: deps.partSecret };
  if (!headers.authorization && !url.searchParams.has('access_token')) headers.authorization = `Bearer ${token}`;
  if (part.body !== undefined && part.body !== '' && !headers['content-type'])
    headers['content-type'] = 'application/json';
  const res = await deps.app.inject({
    method: part.method as 'GET',
    url: url.pathname + url.search,
    headers,
    ...(part.body !== undefined && part.body !== '' ? { payload: part.body } : {}),
  });
  const out: Record<string, string> = {};
  for (const name of PART_ANSWER_HEADERS) {
    const v = res.headers[name.toLowerCase()];
    if (v !== undefined) out[name] = String(v);
  }
  let body: unknown;
  if (res.body !== '') {
    try {
      body = (out['Content-Type'] ?? '').includes('json') ? JSON.parse(res.body) : res.body;
    } catch {
      body = res.body;
    }
  }
  return { id: part.contentId, status: res.statusCode, headers: out, body, changeset: part.changeset };
}

export async function runBatch(deps: V1Deps, ctx: RequestCtx, grant: TokenGrant | null, token: string): Promise<Reply> {
  const contentType = String(ctx.headers['content-type'] ?? '');
  if (!contentType.toLowerCase().startsWith('multipart/mixed')) {
    throw new ServiceError(
      415,
      `The request entity's media type '${contentType || 'none'}' is not supported for $batch; send Content-Type: multipart/mixed; boundary=changeset.`,
    );
  }
  let parts: ParsedBatchPart[];
  try {
    parts = readBatchRequest(contentType, typeof ctx.body === 'string' ? ctx.body : '', {
      lenient: !ctx.state.options.strict,
    });
  } catch (e) {
    if (e instanceof BatchFormatError) throw new ServiceError(400, e.message);
    throw e;
  }
  const refused = quirkBatchRefusal(ctx.state, parts.length);
  if (refused) return refused;
  const limit = ctx.state.options.batchTimeoutSize;
  if (limit > 0 && parts.length > limit) {
    // Nothing applied: the real service times out on big batches; the remedy is a smaller one.
    await new Promise((r) => setTimeout(r, ctx.state.options.batchTimeoutDelayMs));
    return { status: 504, body: BATCH_TIMEOUT_MESSAGE, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  }
  if (!grant) return answerParts(deps, ctx, parts, null, token);
  const grants = (deps.envelopeGrants ??= new Map());
  const held = grants.get(token);
  if (held) held.envelopes++;
  else grants.set(token, { grant, envelopes: 1 });
  try {
    return await answerParts(deps, ctx, parts, grant, token);
  } finally {
    const h = grants.get(token);
    if (h && --h.envelopes === 0) grants.delete(token);
  }
}

/** Each part's answer, in order (changesets stop at their first failure), as one batch response. */
async function answerParts(
  deps: V1Deps,
  ctx: RequestCtx,
  parts: ParsedBatchPart[],
  grant: TokenGrant | null,
  token: string,
): Promise<Reply> {
  const results: BatchResponsePart[] = [];
  for (let i = 0; i < parts.length;) {
    const changeset = parts[i]!.changeset;
    if (changeset === undefined) {
      const part = parts[i++]!;
      results.push(
        grant
          ? await quirkPart(ctx.state, part, () => runPart(deps, part, token))
          : partError(part, 401, DENIED_MESSAGE),
      );
      continue;
    }
    const group: BatchResponsePart[] = [];
    let failed: BatchResponsePart | null = null;
    for (; i < parts.length && parts[i]!.changeset === changeset; i++) {
      if (failed) continue;
      const part = parts[i]!;
      const r = grant
        ? await quirkPart(ctx.state, part, () => runPart(deps, part, token))
        : partError(part, 401, DENIED_MESSAGE);
      if (r.status >= 400) failed = r;
      else group.push(r);
    }
    results.push(...(failed ? [failed] : group));
  }
  const written = writeBatchResponse(results, quirkBatchFormat(ctx.state, responseFormat(ctx.headers.accept)), {
    contentIdOnEveryPart: !ctx.state.options.strict,
  });
  return { status: 200, body: written.body, headers: { 'content-type': written.contentType } };
}
