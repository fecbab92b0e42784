// The steps of the /v1 pipeline that an HTTP request and a $batch part share (dispatch.ts runs
// them for a request, part-call.ts for a part answered in-process): route -> token (401) ->
// scope (401), the profile budget (429), and running the handler with its errors turned into
// answers. Kept in one place so a part is judged exactly as the same request sent alone.
import { parseEntityPath, type ParsedPath } from '../../shared/odata/index.js';
import { entityBySet } from '../../shared/resources/index.js';
import { verifyAccessToken, type TokenGrant } from '../oauth/index.js';
import { scopeAllows, tokenOf } from '../http/auth.js';
import { ServiceError, denied, noRouteBody } from '../http/errors.js';
import { errorReply, type Reply } from '../http/send.js';
import type { RequestCtx } from './context.js';
import type { V1Deps } from './deps.js';
import { resolveRoute, type Route } from './routes.js';

/** What the pipeline reads of a request: a real one (Fastify's) or a $batch part. */
export interface V1Call {
  method: string;
  /** Path and query as sent: /v1/DCQuantities?x=1. */
  url: string;
  /** Names lower-case. */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, a string (multipart/mixed), a Buffer (PDF) or undefined. */
  body: unknown;
}

/** Where a call stands once it passed route, token and scope. */
export interface Admitted {
  route: Route | null;
  grant: TokenGrant | null;
  token: string | undefined;
  /** Path after /v1/, still percent-encoded. */
  path: string;
  search: string;
  isBatch: boolean;
}

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

/** The route for a /v1 path, or the answer that ends the request before auth; a $batch has no route. */
function targetOf(
  deps: V1Deps,
  call: V1Call,
  after: string,
  isBatch: boolean,
  isPart: boolean,
): { route: Route | null } | { refusal: Reply } {
  if (isBatch) {
    if (call.method !== 'POST') return { refusal: noRoute(deps, call.url) };
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
    return { refusal: noRoute(deps, call.url) };
  }
  const route = routeFor(call.method, parsed, deps.state.options.strict);
  return route ? { route } : { refusal: noRoute(deps, call.url) };
}

/**
 * Route, token and scope. A part presenting its envelope's token is not checked again (once
 * per envelope: the outer call's token applies to every part).
 */
export function admit(deps: V1Deps, call: V1Call, isPart: boolean): Admitted | { refusal: Reply } {
  const { path, search } = splitUrl(call.url);
  const after = path.replace(/^\/v1\/?/, '');
  const isBatch = after.toLowerCase() === '$batch';
  const target = targetOf(deps, call, after, isBatch, isPart);
  if ('refusal' in target) return target;
  const { route } = target;
  const token = tokenOf(call.headers, search);
  const { state } = deps;
  const grant: TokenGrant | null = token
    ? ((isPart ? deps.envelopeGrants?.get(token)?.grant : undefined) ?? verifyAccessToken(state.db, token, state.now()))
    : null;
  // A batch with a token that no longer works still answers 200: every part gets the 401.
  if (!grant && !(isBatch && token)) return { refusal: errorReply(denied()) };
  if (grant && route && !scopeAllows(grant.scopes, route.scope, call.method)) return { refusal: errorReply(denied()) };
  return { route, grant, token, path: after, search, isBatch };
}

/** Counts the request against the grant's profiles; the 429 when one of them is spent. */
export function budgetRefusal(deps: V1Deps, grant: TokenGrant): Reply | null {
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

/** What the handler receives. */
export function contextOf(deps: V1Deps, call: V1Call, a: Admitted): RequestCtx {
  return {
    state: deps.state,
    grant: a.grant!,
    method: call.method,
    path: a.path,
    search: a.search,
    headers: call.headers,
    body: call.body,
  };
}
