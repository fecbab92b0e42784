// POST /v1/$batch (service-spec.md 4.9, service-behaviour.md "$batch"). The reader of
// shared/batch fails a malformed body as a whole (400 naming the line); under --strict it
// holds the body to 4.9's layout, by default it reads as the real service does. Each part runs
// through the same /v1 pipeline with the outer token, so scope and the profile budget apply
// per part; the outer token itself is checked once, for the envelope (a part with a token of
// its own has it checked). Parts are answered in-process (part-call.ts) and the envelope's
// writes go to SQLite in one transaction, each part's in a savepoint of its own (nested
// inTransaction), so a part still fails alone, as it would sent by itself; without an await
// inside, no other request runs in between. An envelope with a part only Fastify can read
// the same way runs part by part through inject(), as before. Top-level parts are
// independent; parts of a nested changeset run in order and stop at the first failure (no
// rollback), and only that failure is answered for the changeset. The outer status is 200
// whatever the parts say.
import {
  BatchFormatError,
  readBatchRequest,
  writeBatchResponse,
  type BatchResponsePart,
  type ParsedBatchPart,
} from '../../shared/batch/index.js';
import type { TokenGrant } from '../oauth/index.js';
import { DENIED_MESSAGE, ServiceError, odataBody } from '../http/errors.js';
import { inTransaction } from '../storage/sandbox-db.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { PART_HEADER, type V1Deps } from './deps.js';
import { answerDirect, directCall, partAnswer, PART_ANSWER_HEADERS } from './part-call.js';
import type { V1Call } from './pipeline.js';
import { quirk406, quirkBatchFormat, quirkBatchRefusal, quirkPartPlan } from './quirks.js';

export const BATCH_TIMEOUT_MESSAGE = 'The operation has timed out.';

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

/** How a part is answered: already (a part the reader refused), in-process, or through inject(). */
type Prepared =
  | { answer: BatchResponsePart }
  | { direct: V1Call }
  | { inject: { method: 'GET'; url: string; headers: Record<string, string>; payload?: string } };

function prepare(deps: V1Deps, part: ParsedBatchPart, token: string): Prepared {
  if (part.problem) return { answer: partError(part, 400, part.problem.message) };
  let url: URL;
  try {
    url = new URL(part.url);
  } catch {
    const message = `Line ${part.line}: '${part.url}' is not a full URL; write ${deps.state.baseUrl()}/v1/... .`;
    return { answer: partError(part, 400, message) };
  }
  const headers: Record<string, string> = { ...part.headers };
  if (!headers.authorization && !url.searchParams.has('access_token')) headers.authorization = `Bearer ${token}`;
  const hasBody = part.body !== undefined && part.body !== '';
  if (hasBody && !headers['content-type']) headers['content-type'] = 'application/json';
  const direct = directCall(part, url, headers);
  if (direct) return { direct };
  return {
    inject: {
      method: part.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, [PART_HEADER]: deps.partSecret },
      ...(hasBody ? { payload: part.body } : {}),
    },
  };
}

/** A part's answer through inject(): a simulated HTTP round trip into the same app. */
async function injected(deps: V1Deps, part: ParsedBatchPart, opts: InjectOptions): Promise<BatchResponsePart> {
  const res = await deps.app.inject(opts);
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

type InjectOptions = Extract<Prepared, { inject: unknown }>['inject'];

function answerNow(deps: V1Deps, part: ParsedBatchPart, p: Prepared): BatchResponsePart {
  if ('answer' in p) return p.answer;
  if ('direct' in p) return partAnswer(part, answerDirect(deps, p.direct));
  throw new Error('a part for inject() reached the in-process path');
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

/**
 * The parts' answers in order: yields each part to run (with its index) and takes its answer
 * back, so one loop serves the in-process path (no await: one transaction) and inject()'s.
 * Changesets stop at their first failure; the 406-parts quirk decides before a part runs.
 */
function* partAnswers(
  ctx: RequestCtx,
  parts: ParsedBatchPart[],
  grant: TokenGrant | null,
): Generator<number, BatchResponsePart[], BatchResponsePart> {
  const one = function* (i: number): Generator<number, BatchResponsePart, BatchResponsePart> {
    const part = parts[i]!;
    if (!grant) return partError(part, 401, DENIED_MESSAGE);
    const plan = quirkPartPlan(ctx.state);
    if (plan === 'skip') return quirk406(part);
    const answer = yield i;
    // Only a part that worked can have its success hidden; a refusal stays as it was.
    return plan === 'hide' && answer.status < 300 ? quirk406(part) : answer;
  };
  const results: BatchResponsePart[] = [];
  for (let i = 0; i < parts.length;) {
    const changeset = parts[i]!.changeset;
    if (changeset === undefined) {
      results.push(yield* one(i++));
      continue;
    }
    const group: BatchResponsePart[] = [];
    let failed: BatchResponsePart | null = null;
    for (; i < parts.length && parts[i]!.changeset === changeset; i++) {
      if (failed) continue;
      const r = yield* one(i);
      if (r.status >= 400) failed = r;
      else group.push(r);
    }
    results.push(...(failed ? [failed] : group));
  }
  return results;
}

/** Each part's answer, in order, as one batch response. */
async function answerParts(
  deps: V1Deps,
  ctx: RequestCtx,
  parts: ParsedBatchPart[],
  grant: TokenGrant | null,
  token: string,
): Promise<Reply> {
  const prepared = parts.map((p) => prepare(deps, p, token));
  const loop = partAnswers(ctx, parts, grant);
  let results: BatchResponsePart[];
  if (prepared.every((p) => !('inject' in p))) {
    results = inTransaction(ctx.state.db, () => {
      let step = loop.next();
      while (!step.done) step = loop.next(answerNow(deps, parts[step.value]!, prepared[step.value]!));
      return step.value;
    });
  } else {
    let step = loop.next();
    while (!step.done) {
      const p = prepared[step.value]!;
      const part = parts[step.value]!;
      step = loop.next('inject' in p ? await injected(deps, part, p.inject) : answerNow(deps, part, p));
    }
    results = step.value;
  }
  const written = writeBatchResponse(results, quirkBatchFormat(ctx.state, responseFormat(ctx.headers.accept)), {
    contentIdOnEveryPart: !ctx.state.options.strict,
  });
  return { status: 200, body: written.body, headers: { 'content-type': written.contentType } };
}
