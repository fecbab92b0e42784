// The sandbox OAuth server's registered applications, users (and the profiles each owns), and
// the developer-console credentials (server/oauth/client.ts decides what they are). Client
// secrets and passwords are stored only as hashes, except in the console row (see the
// oauth_console table's comment in oauth-schema.ts).
import { hashPassword, hashToken, sameSecret } from './secrets.js';
import { cachedStatement as stmt } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

export interface RegisteredClient {
  clientId: string;
  redirectUri: string;
  name: string;
}

/** The sandbox's own developer-console credentials, as credentials.json publishes them. */
export interface ConsoleRecord {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  refreshToken: string;
  authorizationId: number;
}

interface ConsoleRow {
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
  refresh_token: string;
  authorization_id: number;
}

/** Registers an application; only the secret's hash is kept. */
export function insertClient(db: SandboxDb, client: RegisteredClient & { secret: string }): void {
  stmt(db, `INSERT INTO oauth_clients (client_id, secret_hash, redirect_uri, name) VALUES (?, ?, ?, ?)`).run(
    client.clientId,
    hashToken(client.secret),
    client.redirectUri,
    client.name,
  );
}

export function findClient(db: SandboxDb, clientId: string): RegisteredClient | null {
  const row = stmt(db, `SELECT client_id, redirect_uri, name FROM oauth_clients WHERE client_id = ?`).get(clientId) as
    { client_id: string; redirect_uri: string; name: string } | undefined;
  return row ? { clientId: row.client_id, redirectUri: row.redirect_uri, name: row.name } : null;
}

/** True when the secret belongs to the client; compared in constant time. */
export function checkClientSecret(db: SandboxDb, clientId: string, secret: string): boolean {
  const row = stmt(db, `SELECT secret_hash FROM oauth_clients WHERE client_id = ?`).get(clientId) as
    { secret_hash: string } | undefined;
  return row !== undefined && sameSecret(hashToken(secret), row.secret_hash);
}

/** Adds a user, storing only the password's scrypt hash; returns the new user id. */
export function insertUser(db: SandboxDb, username: string, password: string): number {
  return Number(
    stmt(db, `INSERT INTO oauth_users (username, password_hash) VALUES (?, ?)`).run(username, hashPassword(password))
      .lastInsertRowid,
  );
}

export function findUser(db: SandboxDb, username: string): { userId: number; passwordHash: string } | null {
  const row = stmt(db, `SELECT user_id, password_hash FROM oauth_users WHERE username = ?`).get(username) as
    { user_id: number; password_hash: string } | undefined;
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

/** Lets the user grant these profiles too; ones it already owns are left as they are. */
export function addUserProfiles(db: SandboxDb, userId: number, profileIds: number[]): void {
  for (const id of profileIds) {
    stmt(db, `INSERT OR IGNORE INTO oauth_user_profiles (user_id, profile_id) VALUES (?, ?)`).run(userId, id);
  }
}

export function userProfileIds(db: SandboxDb, userId: number): Set<number> {
  const rows = stmt(db, `SELECT profile_id FROM oauth_user_profiles WHERE user_id = ?`).all(userId) as {
    profile_id: number;
  }[];
  return new Set(rows.map((r) => r.profile_id));
}

export function findConsole(db: SandboxDb): ConsoleRecord | null {
  const row = stmt(db, `SELECT * FROM oauth_console WHERE id = 1`).get() as ConsoleRow | undefined;
  return row
    ? {
        clientId: row.client_id,
        clientSecret: row.client_secret,
        username: row.username,
        password: row.password,
        refreshToken: row.refresh_token,
        authorizationId: row.authorization_id,
      }
    : null;
}

/** Stores the console credentials in plain text, once (the table holds one row). */
export function insertConsole(db: SandboxDb, c: ConsoleRecord): void {
  stmt(
    db,
    `INSERT INTO oauth_console (id, client_id, client_secret, username, password, refresh_token, authorization_id)
    VALUES (1, ?, ?, ?, ?, ?, ?)`,
  ).run(c.clientId, c.clientSecret, c.username, c.password, c.refreshToken, c.authorizationId);
}
