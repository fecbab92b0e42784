// The one registered application and its user, created once per data dir. ensureOAuthClient
// returns the same credentials after a restart (see the oauth_console table's comment).
import { createAuthorization, issueRefreshToken } from './grants.js';
import { initOAuthSchema } from './schema.js';
import { hashPassword, hashToken, randomToken, sameSecret } from './secrets.js';
import { cachedStatement as stmt } from '../storage/statement-cache.js';
import { CONSOLE_SCOPES, type Database } from './types.js';

/** HTTPS as section 5 demands; nothing listens there, the client catches the redirect itself. */
export const SANDBOX_REDIRECT_URI = 'https://localhost/commerce-bulk/callback';
export const SANDBOX_CLIENT_NAME = 'Commerce Bulk';
const SANDBOX_USERNAME = 'sandbox-user';

export interface ConsoleCredentials {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  refreshToken: string;
}

interface ConsoleRow {
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
  refresh_token: string;
  authorization_id: number;
}

/**
 * Creates the registered application, a user owning every given profile and a
 * developer-console refresh token (scopes orders and inventory, all profiles) the first
 * time; afterwards returns the stored ones and grants the user any new profiles.
 * `baseUrl` is accepted for the contract but unused: the port may change between restarts
 * while the credentials must not.
 */
export function ensureOAuthClient(db: Database, opts: { profileIds: number[]; baseUrl: string }): ConsoleCredentials {
  initOAuthSchema(db);
  return db.transaction(() => {
    const now = Date.now();
    let row = stmt(db, `SELECT * FROM oauth_console WHERE id = 1`).get() as ConsoleRow | undefined;
    if (!row) row = createConsole(db, opts.profileIds, now);
    const userId = (
      stmt(db, `SELECT user_id FROM oauth_users WHERE username = ?`).get(row.username) as { user_id: number }
    ).user_id;
    for (const id of opts.profileIds) {
      stmt(db, `INSERT OR IGNORE INTO oauth_user_profiles (user_id, profile_id) VALUES (?, ?)`).run(userId, id);
    }
    // The console token covers all profiles, including ones a newer seed added.
    stmt(db, `UPDATE oauth_authorizations SET profile_ids = ? WHERE authorization_id = ?`).run(
      JSON.stringify(opts.profileIds),
      row.authorization_id,
    );
    return {
      clientId: row.client_id,
      clientSecret: row.client_secret,
      redirectUri: SANDBOX_REDIRECT_URI,
      username: row.username,
      password: row.password,
      refreshToken: row.refresh_token,
    };
  })();
}

function createConsole(db: Database, profileIds: number[], now: number): ConsoleRow {
  const clientId = `sandbox-${randomToken(9)}`;
  const clientSecret = randomToken(32);
  const password = randomToken(12);
  stmt(db, `INSERT INTO oauth_clients (client_id, secret_hash, redirect_uri, name) VALUES (?, ?, ?, ?)`).run(
    clientId,
    hashToken(clientSecret),
    SANDBOX_REDIRECT_URI,
    SANDBOX_CLIENT_NAME,
  );
  const userId = Number(
    stmt(db, `INSERT INTO oauth_users (username, password_hash) VALUES (?, ?)`).run(
      SANDBOX_USERNAME,
      hashPassword(password),
    ).lastInsertRowid,
  );
  const auth = createAuthorization(db, { clientId, userId, scopes: CONSOLE_SCOPES, profileIds }, 'console', now);
  const refreshToken = issueRefreshToken(db, auth.authorizationId, now);
  const row: ConsoleRow = {
    client_id: clientId,
    client_secret: clientSecret,
    username: SANDBOX_USERNAME,
    password,
    refresh_token: refreshToken,
    authorization_id: auth.authorizationId,
  };
  stmt(
    db,
    `INSERT INTO oauth_console (id, client_id, client_secret, username, password, refresh_token, authorization_id)
    VALUES (1, ?, ?, ?, ?, ?, ?)`,
  ).run(row.client_id, row.client_secret, row.username, row.password, row.refresh_token, row.authorization_id);
  return row;
}

export interface RegisteredClient {
  clientId: string;
  redirectUri: string;
  name: string;
}

export function findClient(db: Database, clientId: string): RegisteredClient | null {
  const row = stmt(db, `SELECT client_id, redirect_uri, name FROM oauth_clients WHERE client_id = ?`).get(clientId) as
    { client_id: string; redirect_uri: string; name: string } | undefined;
  return row ? { clientId: row.client_id, redirectUri: row.redirect_uri, name: row.name } : null;
}

/** True when the secret belongs to the client; compared in constant time. */
export function checkClientSecret(db: Database, clientId: string, secret: string): boolean {
  const row = stmt(db, `SELECT secret_hash FROM oauth_clients WHERE client_id = ?`).get(clientId) as
    { secret_hash: string } | undefined;
  return row !== undefined && sameSecret(hashToken(secret), row.secret_hash);
}

export function findUser(db: Database, username: string): { userId: number; passwordHash: string } | null {
  const row = stmt(db, `SELECT user_id, password_hash FROM oauth_users WHERE username = ?`).get(username) as
    { user_id: number; password_hash: string } | undefined;
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

export function userProfileIds(db: Database, userId: number): Set<number> {
  const rows = stmt(db, `SELECT profile_id FROM oauth_user_profiles WHERE user_id = ?`).all(userId) as {
    profile_id: number;
  }[];
  return new Set(rows.map((r) => r.profile_id));
}
