// Grant-screen state of the sandbox's OAuth server (server/oauth/) kept on the server:
// pending requests (the opaque id in the forms' hidden input, so nothing the browser sends
// back can be forged) and remembered choices. The request is stored as JSON; its shape is
// the grant screen's (server/oauth/authorize-request.ts), named by the caller as R.
import { PENDING_TTL_MS } from './oauth-limits.js';
import { hashToken, randomToken } from './secrets.js';
import { cachedStatement as stmt } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

export interface Pending<R> {
  request: R;
  userId: number | null;
  failures: number;
}

/** Stores a grant screen step; the returned id goes into the form, only its hash into SQLite. */
export function createPending<R>(db: SandboxDb, request: R, userId: number | null, now: number): string {
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

export function findPending<R>(db: SandboxDb, id: unknown, now: number): Pending<R> | null {
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  const row = stmt(
    db,
    `SELECT request, user_id, failures FROM oauth_pending WHERE pending_hash = ? AND expires_at > ?`,
  ).get(hashToken(id), now) as { request: string; user_id: number | null; failures: number } | undefined;
  return row ? { request: JSON.parse(row.request) as R, userId: row.user_id, failures: row.failures } : null;
}

export function countFailure(db: SandboxDb, id: string): void {
  stmt(db, `UPDATE oauth_pending SET failures = failures + 1 WHERE pending_hash = ?`).run(hashToken(id));
}

/** Ends a step: each id works for one successful submission only. */
export function deletePending(db: SandboxDb, id: string): void {
  stmt(db, `DELETE FROM oauth_pending WHERE pending_hash = ?`).run(hashToken(id));
}

export function rememberedProfiles(db: SandboxDb, clientId: string, userId: number): number[] | null {
  const row = stmt(db, `SELECT profile_ids FROM oauth_choices WHERE client_id = ? AND user_id = ?`).get(
    clientId,
    userId,
  ) as { profile_ids: string } | undefined;
  return row ? (JSON.parse(row.profile_ids) as number[]) : null;
}

export function rememberProfiles(db: SandboxDb, clientId: string, userId: number, profileIds: number[]): void {
  stmt(
    db,
    `INSERT INTO oauth_choices (client_id, user_id, profile_ids) VALUES (?, ?, ?)
    ON CONFLICT (client_id, user_id) DO UPDATE SET profile_ids = excluded.profile_ids`,
  ).run(clientId, userId, JSON.stringify(profileIds));
}
