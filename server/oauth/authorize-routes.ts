// GET/POST /oauth2/authorize and the grant screen's two steps: sign in, then consent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  countFailure,
  createPending,
  deletePending,
  findPending,
  rememberedProfiles,
  rememberProfiles,
} from '../storage/oauth-choices.js';
import { findUser, userProfileIds } from '../storage/oauth-clients.js';
import { issueCode } from '../storage/oauth-codes.js';
import { createAuthorization, issueAccessToken } from '../storage/oauth-grants.js';
import { hashPassword, verifyPassword } from '../storage/secrets.js';
import { inTransaction } from '../storage/sandbox-db.js';
import { checkAuthorizeRequest, type AuthorizeRequest } from './authorize-request.js';
import { sendHtml, sendRedirect } from './http.js';
import { consentPage, CONSENT_ACTION, errorPage, signInPage, SIGN_IN_ACTION, type ProfileChoice } from './pages.js';
import { isFormBody, many, mergeParams, ParamError, single, type Params } from './params.js';
import { MAX_SIGN_IN_FAILURES, type OAuthDeps } from './types.js';

const EXPIRED = {
  message: 'This form has expired or was already used.',
  fix: 'Start again from the application: it opens the authorization page anew.',
};

/** Compared against when the login is unknown, so a wrong login costs as much time as a wrong password. */
let decoyHash: string | undefined;

export function registerAuthorizeRoutes(app: FastifyInstance, deps: OAuthDeps): void {
  const start = (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'POST' && req.headers['content-type'] && !isFormBody(req.headers['content-type'])) {
      return sendHtml(
        reply,
        400,
        errorPage({
          message: `The authorization request body is ${req.headers['content-type']}.`,
          fix: 'Send the parameters as application/x-www-form-urlencoded or in the query string.',
        }),
      );
    }
    const check = checkAuthorizeRequest(deps.db, mergeParams(req.query, req.body));
    if (!check.ok) return sendHtml(reply, 400, errorPage(check.problem));
    const pendingId = createPending(deps.db, check.request, null, deps.now());
    return sendHtml(reply, 200, signInPage({ pendingId, clientName: check.request.clientName }));
  };
  app.get('/oauth2/authorize', start);
  app.post('/oauth2/authorize', start);
  app.post(SIGN_IN_ACTION, (req, reply) => signIn(deps, formParams(req), reply));
  app.post(CONSENT_ACTION, (req, reply) => consent(deps, formParams(req), reply));
}

function formParams(req: FastifyRequest): Params {
  return isFormBody(req.headers['content-type']) && req.body && typeof req.body === 'object'
    ? (req.body as Params)
    : {};
}

function offeredProfiles(deps: OAuthDeps, userId: number): { id: number; name: string }[] {
  const owned = userProfileIds(deps.db, userId);
  return deps.profiles().filter((p) => owned.has(p.id));
}

async function signIn(deps: OAuthDeps, params: Params, reply: FastifyReply): Promise<FastifyReply> {
  const { db } = deps;
  const pendingId = safeSingle(params, 'request');
  const pending = pendingId ? findPending<AuthorizeRequest>(db, pendingId, deps.now()) : null;
  if (!pendingId || !pending || pending.userId !== null) return sendHtml(reply, 400, errorPage(EXPIRED));
  const username = safeSingle(params, 'username') ?? '';
  const password = safeSingle(params, 'password') ?? '';
  const user = findUser(db, username);
  decoyHash ??= hashPassword('decoy');
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? decoyHash);
  if (!user || !passwordOk) {
    countFailure(db, pendingId);
    if (pending.failures + 1 >= MAX_SIGN_IN_FAILURES) {
      deletePending(db, pendingId);
      return sendHtml(
        reply,
        400,
        errorPage({
          message: `Sign-in failed ${MAX_SIGN_IN_FAILURES} times.`,
          fix: 'Start again from the application; the sandbox prints the login and password in credentials.json.',
        }),
      );
    }
    return sendHtml(
      reply,
      401,
      signInPage({
        pendingId,
        clientName: pending.request.clientName,
        username,
        error: 'The login or password is wrong. Check both and try again.',
      }),
    );
  }
  const offered = offeredProfiles(deps, user.userId);
  deletePending(db, pendingId);
  if (offered.length === 0) {
    return sendHtml(
      reply,
      400,
      errorPage({
        message: `The user "${username}" owns no profile.`,
        fix: 'Sign in as a user who owns at least one profile.',
      }),
    );
  }
  const consentId = createPending(db, pending.request, user.userId, deps.now());
  const previous = rememberedProfiles(db, pending.request.clientId, user.userId);
  const profiles = offered.map((p) => ({ ...p, checked: previous ? previous.includes(p.id) : true }));
  return sendHtml(reply, 200, consentView(consentId, pending.request, profiles));
}

function consentView(pendingId: string, r: AuthorizeRequest, profiles: ProfileChoice[], error?: string): string {
  return consentPage({ pendingId, clientName: r.clientName, scopes: r.scopes, offline: r.offline, profiles, error });
}

function consent(deps: OAuthDeps, params: Params, reply: FastifyReply): FastifyReply {
  const { db } = deps;
  const pendingId = safeSingle(params, 'request');
  const pending = pendingId ? findPending<AuthorizeRequest>(db, pendingId, deps.now()) : null;
  if (!pendingId || !pending || pending.userId === null) return sendHtml(reply, 400, errorPage(EXPIRED));
  const decision = safeSingle(params, 'decision');
  if (decision === 'deny') {
    deletePending(db, pendingId);
    return sendRedirect(reply, redirectWith(pending.request, { error: 'access_denied' }));
  }
  if (decision !== 'allow') {
    return sendHtml(
      reply,
      400,
      errorPage({ message: 'The consent form came back without a decision.', fix: 'Press Allow or Deny.' }),
    );
  }
  const offered = offeredProfiles(deps, pending.userId);
  const wanted = new Set(many(params, 'profile'));
  const chosen = offered.filter((p) => wanted.has(String(p.id))).map((p) => p.id);
  if (chosen.length === 0 || chosen.length !== wanted.size) {
    const error =
      chosen.length === 0
        ? 'Choose at least one profile the application may use.'
        : 'Choose only among the profiles listed.';
    const profiles = offered.map((p) => ({ ...p, checked: wanted.has(String(p.id)) }));
    return sendHtml(reply, 400, consentView(pendingId, pending.request, profiles, error));
  }
  return sendRedirect(reply, grant(deps, pendingId, pending.request, pending.userId, chosen));
}

/** Records the user's Allow and returns where to send the browser (code in query, or token in fragment). */
function grant(deps: OAuthDeps, pendingId: string, r: AuthorizeRequest, userId: number, profileIds: number[]): string {
  const { db } = deps;
  const now = deps.now();
  return inTransaction(db, () => {
    deletePending(db, pendingId);
    rememberProfiles(db, r.clientId, userId, profileIds);
    const auth = createAuthorization(
      db,
      { clientId: r.clientId, userId, scopes: r.scopes, profileIds },
      r.responseType === 'code' ? 'code' : 'implicit',
      now,
    );
    if (r.responseType === 'code') {
      const code = issueCode(
        db,
        {
          authorizationId: auth.authorizationId,
          redirectUri: r.redirectUri,
          offline: r.offline,
          forcePrompt: r.forcePrompt,
        },
        now,
      );
      return redirectWith(r, { code });
    }
    const token = issueAccessToken(db, auth.authorizationId, now, deps.tokenTtl);
    return redirectWith(r, { access_token: token, token_type: 'Bearer', expires_in: String(deps.tokenTtl) });
  });
}

/** The registered redirect URI plus results: in the query for the code flow, in the fragment for the implicit one. */
function redirectWith(r: AuthorizeRequest, values: Record<string, string>): string {
  const url = new URL(r.redirectUri);
  const all = r.state !== undefined ? { ...values, state: r.state } : values;
  if (r.responseType === 'token') {
    url.hash = new URLSearchParams(all).toString();
  } else {
    for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
  }
  return url.toString();
}

function safeSingle(params: Params, name: string): string | undefined {
  try {
    return single(params, name);
  } catch (err) {
    if (err instanceof ParamError) return undefined;
    throw err;
  }
}
