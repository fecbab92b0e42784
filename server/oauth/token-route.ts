// POST /oauth2/token: authorization_code and refresh_token grants (service-spec.md 5.1, 5.2).
// By default parameters a grant does not use (redirect_uri or expires_in on a refresh, scope)
// are ignored, as the real service does; strict refuses any parameter 5.1/5.2 do not name.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findCode, markCodeUsed } from '../storage/oauth-codes.js';
import {
  findAuthorization,
  hasActiveRefreshToken,
  issueAccessToken,
  issueRefreshToken,
  revokeAuthorization,
  revokeBrowserRefreshTokens,
  useRefreshToken,
} from '../storage/oauth-grants.js';
import { inTransaction } from '../storage/sandbox-db.js';
import { authenticateClient } from './client-auth.js';
import { sendOAuthError, type OAuthErrorCode } from './http.js';
import { isFormBody, ParamError, single, type Params } from './params.js';
import type { OAuthDeps } from './types.js';

interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token?: string;
}
type Outcome = { ok: true; body: TokenResponse } | { ok: false; error: OAuthErrorCode; description: string };

const fail = (error: OAuthErrorCode, description: string): Outcome => ({ ok: false, error, description });

export function registerTokenRoute(app: FastifyInstance, deps: OAuthDeps): void {
  app.post('/oauth2/token', (req, reply) => {
    const client = authenticateClient(deps.db, req.headers.authorization, deps.strict === true);
    if (!client.ok) return sendOAuthError(reply, 401, 'invalid_client', client.description);
    const contentType = req.headers['content-type'];
    if (!isFormBody(contentType)) {
      return sendOAuthError(
        reply,
        400,
        'invalid_request',
        `The token endpoint accepts only application/x-www-form-urlencoded bodies, not ${contentType ?? 'an empty body'}; send grant_type and its parameters as a form.`,
      );
    }
    const params = (req.body ?? {}) as Params;
    let outcome: Outcome;
    try {
      outcome = exchange(deps, client.clientId, params);
    } catch (err) {
      if (!(err instanceof ParamError)) throw err;
      outcome = fail('invalid_request', err.message);
    }
    return send(reply, outcome);
  });
}

function send(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (!outcome.ok) return sendOAuthError(reply, 400, outcome.error, outcome.description);
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(outcome.body);
}

/** The body parameters of each grant, as 5.1 step 4 and 5.2 list them. */
const SPEC_PARAMS: Record<string, string[]> = {
  authorization_code: ['grant_type', 'code', 'redirect_uri'],
  refresh_token: ['grant_type', 'refresh_token'],
};

function exchange(deps: OAuthDeps, clientId: string, params: Params): Outcome {
  const grantType = single(params, 'grant_type');
  const allowed = grantType === undefined ? undefined : SPEC_PARAMS[grantType];
  const extra = deps.strict && allowed ? Object.keys(params).filter((k) => !allowed.includes(k)) : [];
  if (extra.length) {
    return fail(
      'invalid_request',
      `${extra.join(', ')} ${extra.length === 1 ? 'is' : 'are'} not a parameter of the ${grantType} grant; send only ${allowed!.join(', ')} (service-spec.md ${grantType === 'refresh_token' ? '5.2' : '5.1'}).`,
    );
  }
  if (grantType === 'authorization_code') return redeemCode(deps, clientId, params);
  if (grantType === 'refresh_token') return refresh(deps, clientId, params);
  if (!grantType) return fail('invalid_request', 'grant_type is missing; use authorization_code or refresh_token.');
  return fail(
    'unsupported_grant_type',
    `grant_type "${grantType}" is not supported; use authorization_code or refresh_token.`,
  );
}

function redeemCode(deps: OAuthDeps, clientId: string, params: Params): Outcome {
  const { db } = deps;
  const code = single(params, 'code');
  const redirectUri = single(params, 'redirect_uri');
  if (!code) return fail('invalid_request', 'code is missing; send the code the redirect URI received.');
  if (!redirectUri)
    return fail(
      'invalid_request',
      'redirect_uri is missing; send the same redirect_uri as in the authorization request.',
    );
  const now = deps.now();
  return inTransaction(db, (): Outcome => {
    const record = findCode(db, code);
    if (!record) return fail('invalid_grant', 'The authorization code is unknown; authorize again.');
    if (record.usedAt !== null) {
      // RFC 6749 10.5: a replayed code may be stolen, so everything issued from it stops working.
      revokeAuthorization(db, record.authorizationId, now);
      return fail(
        'invalid_grant',
        'The authorization code was already used (codes work once); the tokens issued from it are revoked. Authorize again.',
      );
    }
    const auth = findAuthorization(db, record.authorizationId);
    if (!auth || auth.clientId !== clientId)
      return fail('invalid_grant', 'The authorization code was not issued to this application.');
    if (record.expiresAt <= now) {
      return fail(
        'invalid_grant',
        'The authorization code expired: codes must be exchanged within 5 minutes. Authorize again.',
      );
    }
    if (record.redirectUri !== redirectUri) {
      return fail(
        'invalid_grant',
        'redirect_uri differs from the one used in the authorization request; send exactly the same value.',
      );
    }
    if (!markCodeUsed(db, code, now)) return fail('invalid_grant', 'The authorization code was already used.');
    const body: TokenResponse = {
      access_token: issueAccessToken(db, auth.authorizationId, now, deps.tokenTtl),
      token_type: 'bearer',
      expires_in: deps.tokenTtl,
    };
    // A refresh token comes once per authorization; approval_prompt=force replaces the earlier ones.
    if (record.offline) {
      if (record.forcePrompt) revokeBrowserRefreshTokens(db, auth.clientId, auth.userId, now);
      if (record.forcePrompt || !hasActiveRefreshToken(db, auth.clientId, auth.userId, now)) {
        body.refresh_token = issueRefreshToken(db, auth.authorizationId, now);
      }
    }
    return { ok: true, body };
  });
}

function refresh(deps: OAuthDeps, clientId: string, params: Params): Outcome {
  const token = single(params, 'refresh_token');
  if (!token) return fail('invalid_request', 'refresh_token is missing.');
  const now = deps.now();
  const auth = useRefreshToken(deps.db, token, clientId, now, deps.refreshIdleMs ?? 0);
  if (!auth) {
    return fail(
      'invalid_grant',
      'The refresh token is unknown, revoked or lapsed, or belongs to another application. Authorize again with access_type=offline&approval_prompt=force to get a new one.',
    );
  }
  // 5.2: no new refresh token, even when offline access is asked again.
  return {
    ok: true,
    body: {
      access_token: issueAccessToken(deps.db, auth.authorizationId, now, deps.tokenTtl),
      token_type: 'bearer',
      expires_in: deps.tokenTtl,
    },
  };
}
