// The /v1 pipeline every request and every $batch part goes through, in the real
// service's order: route -> token (401) -> scope (401) -> concurrency slot (429) -> profile
// budget (429) -> latency -> injected fault (decided before anything is applied) -> handler.
// Batch parts arrive through inject() marked with a per-instance secret header: they skip
// the concurrency slot and latency (the batch holds those) but not auth, scope or budget.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseEntityPath, type ParsedPath } from '../../shared/odata/index.js';
import { entityBySet } from '../../shared/resources/index.js';
import { verifyAccessToken, type TokenGrant } from '../oauth/index.js';
import { scopeAllows, tokenOf } from '../http/auth.js';
import { ServiceError, denied, noRouteBody } from '../http/errors.js';
import { errorReply, send, type Reply } from '../http/send.js';
import type { RequestCtx } from './context.js';
import { PART_HEADER, type V1Deps } from './deps.js';
import { faultReply } from './faults.js';
import { resolveRoute, type Route } from './routes.js';
import { runBatch } from './batch.js';

function splitUrl(url: string): { path: string; search: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, search: '' } : { path: url.slice(0, q), search: url.slice(q + 1) };
}

function noRoute(deps: V1Deps, url: string): Reply {
  return {
    status: 404,
    body: noRouteBody(`${deps.state.baseUrl()}${url}`),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Route or a deferred error: a bad key is reported only after the token was checked. */
function routeFor(method: string, parsed: ParsedPath, strict: boolean): Route | null {
  try {
    return resolveRoute(method, parsed, strict);
  } catch (e) {
    if (!(e instanceof ServiceError)) throw e;
    return {
      scope: entityBySet(parsed.entitySet)?.scope ?? 'any',
      run: () => {
        throw e;
      },
    };
  }
}

function drop(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket?.destroy();
}

/** The route for a /v1 path, or the answer that ends the request before auth; a $batch has no route. */
function targetOf(
  deps: V1Deps,
  req: FastifyRequest,
  after: string,
  isBatch: boolean,
  isPart: boolean,
): { route: Route | null } | { refusal: Reply } {
  if (isBatch) {
    if (req.method !== 'POST') return { refusal: noRoute(deps, req.url) };
    if (isPart)
      return {
        refusal: errorReply(
          new ServiceError(400, 'A $batch cannot contain another $batch; send the requests as parts of one batch.'),
        ),
      };
    return { route: null };
  }
  let parsed: ParsedPath;
  try {
    parsed = parseEntityPath(after);
  } catch {
    return { refusal: noRoute(deps, req.url) };
  }
  const route = routeFor(req.method, parsed, deps.state.options.strict);
  return route ? { route } : { refusal: noRoute(deps, req.url) };
}

function tooManyInFlight(deps: V1Deps): Reply {
  const { options } = deps.state;
  const headers: Record<string, string> = options.retryAfter ? { 'retry-after': '1' } : {};
  return errorReply(
    new ServiceError(
      429,
      `Too many concurrent requests: this application may have ${options.maxConcurrency} requests in flight; wait for one to finish.`,
      undefined,
      headers,
    ),
  );
}

/** Counts the request against the grant's profiles; the 429 when one of them is spent. */
function budgetRefusal(deps: V1Deps, grant: TokenGrant): Reply | null {
  const { options } = deps.state;
  const verdict = deps.limits.takeRate(grant.profileIds);
  if (verdict.ok) return null;
  const headers: Record<string, string> = options.retryAfter
    ? { 'retry-after': String(verdict.retryAfterSeconds) }
    : {};
  return errorReply(
    new ServiceError(
      429,
      `Too many requests: profile ${verdict.profileId} used its ${options.rateLimit} requests per ${options.rateWindow} s; slow down.`,
      undefined,
      headers,
    ),
  );
}

/** Runs the route's handler, or the whole $batch (which has no route); a ServiceError it throws becomes its error answer. */
async function answerOf(
  deps: V1Deps,
  ctx: RequestCtx,
  route: Route | null,
  grant: TokenGrant | null,
  token: string | undefined,
): Promise<Reply> {
  try {
    return route ? route.run(ctx) : await runBatch(deps, ctx, grant, token!);
  } catch (e) {
    if (!(e instanceof ServiceError)) throw e;
    return errorReply(e);
  }
}

export async function handleV1(deps: V1Deps, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { state, limits } = deps;
  const isPart = req.headers[PART_HEADER] === deps.partSecret;
  const { path, search } = splitUrl(req.url);
  const after = path.replace(/^\/v1\/?/, '');
  const isBatch = after.toLowerCase() === '$batch';
  const target = targetOf(deps, req, after, isBatch, isPart);
  if ('refusal' in target) return void send(reply, target.refusal);
  const { route } = target;

  const token = tokenOf(req.headers, search);
  // A part with its envelope's token: checked once, when the envelope arrived.
  const grant: TokenGrant | null = token
    ? ((isPart ? deps.envelopeGrants?.get(token)?.grant : undefined) ?? verifyAccessToken(state.db, token, state.now()))
    : null;
  // A batch with a token that no longer works still answers 200: every part gets the 401.
  if (!grant && !(isBatch && token)) return void send(reply, errorReply(denied()));
  if (grant && route && !scopeAllows(grant.scopes, route.scope, req.method))
    return void send(reply, errorReply(denied()));

  const slot = grant && !isPart ? grant.clientId : null;
  if (slot !== null && !limits.enter(slot)) return void send(reply, tooManyInFlight(deps));
  try {
    const overBudget = grant ? budgetRefusal(deps, grant) : null;
    if (overBudget) return void send(reply, overBudget);
    const latency = isPart ? 0 : state.options.latencyMs + (isBatch ? state.options.batchLatencyMs : 0);
    if (latency > 0) await sleep(latency);
    const fault = limits.fault(isPart);
    if (fault === 'dropBefore') return drop(req, reply);
    const injected = fault ? faultReply(fault) : null;
    if (injected) return void send(reply, injected);

    const ctx: RequestCtx = {
      state,
      grant: grant!,
      method: req.method,
      path: after,
      search,
      headers: req.headers,
      body: req.body,
    };
    const answer = await answerOf(deps, ctx, route, grant, token);
    // The outcome is applied but the caller never hears of it: clients must cope.
    if (fault === 'dropAfter') return drop(req, reply);
    return void send(reply, answer);
  } finally {
    if (slot !== null) limits.leave(slot);
  }
}

export function registerV1(deps: V1Deps): void {
  deps.app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/v1/*',
    handler: (req, reply) => handleV1(deps, req, reply),
  });
}
