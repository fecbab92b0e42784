// The /v1 pipeline every request and every $batch part goes through, in the real
// service's order: route -> token (401) -> scope (401) -> concurrency slot (429) -> profile
// budget (429) -> latency -> injected fault (decided before anything is applied) -> handler.
// The steps a part shares with a request are in pipeline.ts; $batch parts are answered
// in-process (part-call.ts), or, for the odd part only Fastify can read, arrive through
// inject() marked with a per-instance secret header: they skip the concurrency slot and
// latency (the batch holds those) but not auth, scope or budget.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../http/errors.js';
import { errorReply, send, type Reply } from '../http/send.js';
import type { TokenGrant } from '../oauth/index.js';
import type { RequestCtx } from './context.js';
import { PART_HEADER, type V1Deps } from './deps.js';
import { faultReply } from './faults.js';
import type { Route } from './routes.js';
import { runBatch } from './batch.js';
import { admit, budgetRefusal, contextOf } from './pipeline.js';

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function drop(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket?.destroy();
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
  const call = { method: req.method, url: req.url, headers: req.headers, body: req.body };
  const a = admit(deps, call, isPart);
  if ('refusal' in a) return void send(reply, a.refusal);
  const { grant, route, isBatch } = a;

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

    const answer = await answerOf(deps, contextOf(deps, call, a), route, grant, a.token);
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
