// The CLI's warning before a refresh token lapses for non-use: the bookkeeping and the days
// arithmetic are main/connection-refs/token-use.ts's (shared with the app); this words the
// warning in the CLI's English and keeps the date in the CLI's data folder. Every run that
// signs in moves the date on.
import { describeConnection, noteTokenUse as noteUse, tokenIdle } from '../connection-refs/index.js';
import { appHome } from '../files/index.js';
import type { Connected } from './connect.js';

/** The warning for this connection, or null: the token was used recently enough (or never lapses). */
export function idleWarning(conn: Connected, now = Date.now()): string | null {
  const idle = tokenIdle(appHome(), conn.info, conn.refreshTokenIdleDays, now);
  if (!idle) return null;
  const { idleDays, limitDays: days, lapsesOn: lapse } = idle;
  const name = `${describeConnection(conn.info.ref)} (${conn.info.baseUrl})`;
  return idle.lapsed
    ? `Warning: the refresh token of ${name} was last used ${idleDays} days ago; the service lapses refresh tokens unused for ${days} days (${lapse}).`
    : `Warning: the refresh token of ${name} was last used ${idleDays} days ago and lapses on ${lapse} if unused for ${days} days. Runs further apart than that need a new sign-in: run \`commerce-bulk login --check\` more often, or sign in again.`;
}

/** The token worked just now: its idle time starts again. */
export function noteTokenUse(conn: Connected, now = Date.now()): void {
  if (!conn.refreshTokenIdleDays) return;
  noteUse(appHome(), conn.info, now);
}
