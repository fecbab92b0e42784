// Authorization codes of the sandbox's OAuth server: single use, five minutes, bound to
// client and redirect_uri. Only their hashes are stored.
import { CODE_TTL_MS } from './oauth-limits.js';
import { hashToken, randomToken } from './secrets.js';
import { cachedStatement as stmt } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

export interface CodeRecord {
  authorizationId: number;
  redirectUri: string;
  offline: boolean;
  forcePrompt: boolean;
  expiresAt: number;
  usedAt: number | null;
}

export function issueCode(db: SandboxDb, c: Omit<CodeRecord, 'expiresAt' | 'usedAt'>, now: number): string {
  const code = randomToken();
  stmt(db, `DELETE FROM oauth_codes WHERE expires_at <= ?`).run(now - CODE_TTL_MS); // keep recent ones to detect replay
  stmt(
    db,
    `INSERT INTO oauth_codes (code_hash, authorization_id, redirect_uri, offline, force_prompt, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(hashToken(code), c.authorizationId, c.redirectUri, c.offline ? 1 : 0, c.forcePrompt ? 1 : 0, now + CODE_TTL_MS);
  return code;
}

export function findCode(db: SandboxDb, code: string): CodeRecord | null {
  const row = stmt(db, `SELECT * FROM oauth_codes WHERE code_hash = ?`).get(hashToken(code)) as
    | {
        authorization_id: number;
        redirect_uri: string;
        offline: number;
        force_prompt: number;
        expires_at: number;
        used_at: number | null;
      }
    | undefined;
  if (!row) return null;
  return {
    authorizationId: row.authorization_id,
    redirectUri: row.redirect_uri,
    offline: row.offline === 1,
    forcePrompt: row.force_prompt === 1,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/** Marks the code used; false when another request used it first. */
export function markCodeUsed(db: SandboxDb, code: string, now: number): boolean {
  return (
    stmt(db, `UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL`).run(now, hashToken(code))
      .changes === 1
  );
}
