// Grant-screen state kept on the server: pending requests (the opaque id in the forms'
// hidden input, so nothing the browser sends back can be forged) and remembered choices.
import { hashToken, randomToken } from './secrets.js';
import { cachedStatement as stmt } from '../storage/statement-cache.js';
import { PENDING_TTL_MS, type Database } from './types.js';
import type { AuthorizeRequest } from './authorize-request.js';

export interface Pending {
  request: AuthorizeRequest;
  userId: number | null;
  failures: number;
}

/** Stores a grant screen step; the returned id goes into the form, only its hash into SQLite. */
export function createPending(db: Database, request: AuthorizeRequest, userId: number | null, now: number): string {
  const id = randomToken();
  stmt(db, `DELETE FROM oauth_pending WHERE expires_at <= ?`).run(now);
  stmt(db, `INSERT INTO oauth_pending (pending_hash, request, user_id, expires_at) VALUES (?, ?, ?, ?)`).run(
    hashToken(id),
    JSON.stringify(request),
    userId,
    now + PENDING_TTL_MS,
  );
  return id;
}

export function findPending(db: Database, id: unknown, now: number): Pending | null {
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  const row = stmt(
    db,
    `SELECT request, user_id, failures FROM oauth_pending WHERE pending_hash = ? AND expires_at > ?`,
  ).get(hashToken(id), now) as { request: string; user_id: number | null; failures: number } | undefined;
  return row
    ? { request: JSON.parse(row.request) as AuthorizeRequest, userId: row.user_id, failures: row.failures }
    : null;
}

export function countFailure(db: Database, id: string): void {
  stmt(db, `UPDATE oauth_pending SET failures = failures + 1 WHERE pending_hash = ?`).run(hashToken(id));
}

/** Ends a step: each id works for one successful submission only. */
export function deletePending(db: Database, id: string): void {
  stmt(db, `DELETE FROM oauth_pending WHERE pending_hash = ?`).run(hashToken(id));
}

export function rememberedProfiles(db: Database, clientId: string, userId: number): number[] | null {
  const row = stmt(db, `SELECT profile_ids FROM oauth_choices WHERE client_id = ? AND user_id = ?`).get(
    clientId,
    userId,
  ) as { profile_ids: string } | undefined;
  return row ? (JSON.parse(row.profile_ids) as number[]) : null;
}

export function rememberProfiles(db: Database, clientId: string, userId: number, profileIds: number[]): void {
  stmt(
    db,
    `INSERT INTO oauth_choices (client_id, user_id, profile_ids) VALUES (?, ?, ?)
    ON CONFLICT (client_id, user_id) DO UPDATE SET profile_ids = excluded.profile_ids`,
  ).run(clientId, userId, JSON.stringify(profileIds));
}
