// Authorizations of the sandbox's OAuth server (what a user allowed a client) and the access
// and refresh tokens issued from them. Only hashes of tokens are stored.
import { REFRESH_IDLE_MS } from './oauth-limits.js';
import { hashToken, randomToken } from './secrets.js';
import { cachedStatement as stmt } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

/** What an access token allows; the /v1 routes check profiles and scopes against it. */
export interface TokenGrant {
  clientId: string;
  profileIds: number[];
  scopes: string[];
  /** Milliseconds since the epoch, on the same clock as OAuthDeps.now() (server/oauth/types.ts). */
  expiresAt: number;
}

export type GrantSource = 'console' | 'code' | 'implicit';

export interface Authorization {
  authorizationId: number;
  clientId: string;
  userId: number;
  scopes: string[];
  profileIds: number[];
}

interface AuthorizationRow {
  authorization_id: number;
  client_id: string;
  user_id: number;
  scopes: string;
  profile_ids: string;
}

function toAuthorization(row: AuthorizationRow): Authorization {
  return {
    authorizationId: row.authorization_id,
    clientId: row.client_id,
    userId: row.user_id,
    scopes: row.scopes.split(' ').filter(Boolean),
    profileIds: JSON.parse(row.profile_ids) as number[],
  };
}

export function createAuthorization(
  db: SandboxDb,
  a: Omit<Authorization, 'authorizationId'>,
  source: GrantSource,
  now: number,
): Authorization {
  const result = stmt(
    db,
    `INSERT INTO oauth_authorizations (client_id, user_id, scopes, profile_ids, source, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(a.clientId, a.userId, a.scopes.join(' '), JSON.stringify(a.profileIds), source, now);
  return { ...a, authorizationId: Number(result.lastInsertRowid) };
}

export function findAuthorization(db: SandboxDb, authorizationId: number): Authorization | null {
  const row = stmt(db, `SELECT * FROM oauth_authorizations WHERE authorization_id = ? AND revoked_at IS NULL`).get(
    authorizationId,
  ) as AuthorizationRow | undefined;
  return row ? toAuthorization(row) : null;
}

/** Sets the profiles an authorization covers (the console token: every profile of the sandbox). */
export function setAuthorizationProfiles(db: SandboxDb, authorizationId: number, profileIds: number[]): void {
  stmt(db, `UPDATE oauth_authorizations SET profile_ids = ? WHERE authorization_id = ?`).run(
    JSON.stringify(profileIds),
    authorizationId,
  );
}

/** Revokes the authorization and so every code and token issued from it. */
export function revokeAuthorization(db: SandboxDb, authorizationId: number, now: number): void {
  stmt(db, `UPDATE oauth_authorizations SET revoked_at = ? WHERE authorization_id = ? AND revoked_at IS NULL`).run(
    now,
    authorizationId,
  );
}

/** Issues an access token valid for ttlSeconds; also sweeps expired ones so the table stays small. */
export function issueAccessToken(db: SandboxDb, authorizationId: number, now: number, ttlSeconds: number): string {
  const token = randomToken();
  stmt(db, `DELETE FROM oauth_access_tokens WHERE expires_at <= ?`).run(now);
  stmt(db, `INSERT INTO oauth_access_tokens (token_hash, authorization_id, expires_at) VALUES (?, ?, ?)`).run(
    hashToken(token),
    authorizationId,
    now + ttlSeconds * 1000,
  );
  return token;
}

/** The grant behind an access token, or null when unknown, expired or revoked. */
export function verifyAccessToken(db: SandboxDb, token: string, now: number): TokenGrant | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 512) return null;
  const row = stmt(
    db,
    `SELECT a.*, t.expires_at FROM oauth_access_tokens t
      JOIN oauth_authorizations a ON a.authorization_id = t.authorization_id
      WHERE t.token_hash = ? AND a.revoked_at IS NULL`,
  ).get(hashToken(token)) as (AuthorizationRow & { expires_at: number }) | undefined;
  if (!row || row.expires_at <= now) return null;
  const a = toAuthorization(row);
  return { clientId: a.clientId, profileIds: a.profileIds, scopes: a.scopes, expiresAt: row.expires_at };
}

export function issueRefreshToken(db: SandboxDb, authorizationId: number, now: number): string {
  const token = randomToken();
  stmt(
    db,
    `INSERT INTO oauth_refresh_tokens (token_hash, authorization_id, created_at, last_used_at) VALUES (?, ?, ?, ?)`,
  ).run(hashToken(token), authorizationId, now, now);
  return token;
}

/**
 * Looks up an active refresh token of this client and marks it used. Browser-issued tokens
 * lapse after three months unused; the developer-console token does not (it is the
 * sandbox's published credential), unless `idleMs` (the sandbox's --refresh-token-idle-days)
 * makes every token lapse after that long unused.
 */
export function useRefreshToken(
  db: SandboxDb,
  token: string,
  clientId: string,
  now: number,
  idleMs = 0,
): Authorization | null {
  const row = stmt(
    db,
    `SELECT a.*, r.last_used_at, r.token_hash FROM oauth_refresh_tokens r
      JOIN oauth_authorizations a ON a.authorization_id = r.authorization_id
      WHERE r.token_hash = ? AND r.revoked_at IS NULL AND a.revoked_at IS NULL`,
  ).get(hashToken(token)) as
    (AuthorizationRow & { last_used_at: number; token_hash: string; source: string }) | undefined;
  if (!row || row.client_id !== clientId) return null;
  if (
    idleMs > 0 ? now - row.last_used_at > idleMs : row.source !== 'console' && now - row.last_used_at > REFRESH_IDLE_MS
  )
    return null;
  stmt(db, `UPDATE oauth_refresh_tokens SET last_used_at = ? WHERE token_hash = ?`).run(now, row.token_hash);
  return toAuthorization(row);
}

const ACTIVE_BROWSER_REFRESH = `FROM oauth_refresh_tokens r
  JOIN oauth_authorizations a ON a.authorization_id = r.authorization_id
  WHERE a.client_id = ? AND a.user_id = ? AND a.source = 'code'
    AND r.revoked_at IS NULL AND a.revoked_at IS NULL AND r.last_used_at > ?`;

/** Whether the user already holds a live refresh token from a browser authorization of this client. */
export function hasActiveRefreshToken(db: SandboxDb, clientId: string, userId: number, now: number): boolean {
  return (
    stmt(db, `SELECT 1 ${ACTIVE_BROWSER_REFRESH} LIMIT 1`).get(clientId, userId, now - REFRESH_IDLE_MS) !== undefined
  );
}

/**
 * approval_prompt=force: the user went through the grant screen again to get a new refresh
 * token, so the earlier browser-issued ones of this client and user stop working.
 * The developer-console token is left alone: credentials.json publishes it for the
 * sandbox's lifetime.
 */
export function revokeBrowserRefreshTokens(db: SandboxDb, clientId: string, userId: number, now: number): number {
  return stmt(
    db,
    `UPDATE oauth_refresh_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND authorization_id IN (
      SELECT authorization_id FROM oauth_authorizations WHERE client_id = ? AND user_id = ? AND source = 'code')`,
  ).run(now, clientId, userId).changes;
}
