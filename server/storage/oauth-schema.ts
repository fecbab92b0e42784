// The oauth_ tables of the sandbox's authorization server (server/oauth/). Scopes and
// profiles live on the authorization; codes and tokens point at it, so revoking an
// authorization (code replay) kills every token issued from it.
import type { SandboxDb } from './sandbox-db.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS oauth_clients (
  client_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth_users (
  user_id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth_user_profiles (
  user_id INTEGER NOT NULL REFERENCES oauth_users(user_id),
  profile_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, profile_id)
);
-- The sandbox's own developer-console credentials (client secret, password, refresh token),
-- in PLAIN text on purpose: this row is exactly what credentials.json publishes (when it is
-- written; the app's built-in sandbox writes none, so this row is the one place they are),
-- and ensureOAuthClient must hand the same values back after a restart. The database file is
-- its owner's alone (0600, sandbox-db.ts). Every other secret below is stored only as a hash.
CREATE TABLE IF NOT EXISTS oauth_console (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  client_id TEXT NOT NULL,
  client_secret TEXT NOT NULL,
  username TEXT NOT NULL,
  password TEXT NOT NULL,
  refresh_token TEXT NOT NULL,
  authorization_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS oauth_authorizations (
  authorization_id INTEGER PRIMARY KEY,
  client_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  scopes TEXT NOT NULL,          -- space-delimited
  profile_ids TEXT NOT NULL,     -- JSON array of numbers
  source TEXT NOT NULL CHECK (source IN ('console', 'code', 'implicit')),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS oauth_codes (
  code_hash TEXT PRIMARY KEY,
  authorization_id INTEGER NOT NULL,
  redirect_uri TEXT NOT NULL,
  offline INTEGER NOT NULL,
  force_prompt INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS oauth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  authorization_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE IF NOT EXISTS oauth_access_tokens (
  token_hash TEXT PRIMARY KEY,
  authorization_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS oauth_access_tokens_expiry ON oauth_access_tokens (expires_at);
-- A grant screen in progress: the opaque id in the form's hidden input, hashed.
CREATE TABLE IF NOT EXISTS oauth_pending (
  pending_hash TEXT PRIMARY KEY,
  request TEXT NOT NULL,         -- JSON AuthorizeRequest
  user_id INTEGER,               -- set once signed in (consent step)
  failures INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL
);
-- The profiles a user ticked last time for a client, pre-checked next time.
CREATE TABLE IF NOT EXISTS oauth_choices (
  client_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  profile_ids TEXT NOT NULL,
  PRIMARY KEY (client_id, user_id)
);
`;

/** Creates the oauth_ tables if they do not exist; safe to call on every start. */
export function initOAuthSchema(db: SandboxDb): void {
  db.exec(SCHEMA);
}
