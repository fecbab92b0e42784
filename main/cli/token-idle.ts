// The warning before a refresh token lapses for non-use (the real service: after about
// three months unused). The service does not say when a token was last used, so the CLI
// keeps that date per connection in the data folder (refresh-token-use.json: a connection's
// address and reference, and a date; never a token) and warns, 14 days before the limit,
// that runs this far apart need a new sign-in. Every run that signs in moves the date on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeConnection } from '../connections/index.js';
import { appHome, writeWholeSync } from '../files/index.js';
import type { Connected } from './connect.js';

const FILE = 'refresh-token-use.json';
const DAY_MS = 86_400_000;
export const WARN_DAYS_BEFORE = 14;

function keyOf(conn: Connected): string {
  const ref = conn.info.ref as { kind: string; path?: string; id?: string };
  return `${conn.info.baseUrl} ${ref.kind}:${ref.path ?? ref.id ?? ''}`;
}

function readUses(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(appHome(), FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The warning for this connection, or null: the token was used recently enough (or never lapses). */
export function idleWarning(conn: Connected, now = Date.now()): string | null {
  const days = conn.refreshTokenIdleDays;
  const last = readUses()[keyOf(conn)];
  if (!days || !last) return null;
  const idle = (now - Date.parse(last)) / DAY_MS;
  if (!(idle >= days - WARN_DAYS_BEFORE)) return null;
  const lapse = new Date(Date.parse(last) + days * DAY_MS).toISOString().slice(0, 10);
  const name = `${describeConnection(conn.info.ref)} (${conn.info.baseUrl})`;
  return idle > days
    ? `Warning: the refresh token of ${name} was last used ${Math.floor(idle)} days ago; the service lapses refresh tokens unused for ${days} days (${lapse}).`
    : `Warning: the refresh token of ${name} was last used ${Math.floor(idle)} days ago and lapses on ${lapse} if unused for ${days} days. Runs further apart than that need a new sign-in: run \`commerce-bulk login --check\` more often, or sign in again.`;
}

/** The token worked just now: its idle time starts again. */
export function noteTokenUse(conn: Connected, now = Date.now()): void {
  if (!conn.refreshTokenIdleDays) return;
  const uses = readUses();
  uses[keyOf(conn)] = new Date(now).toISOString();
  try {
    writeWholeSync(join(appHome(), FILE), `${JSON.stringify(uses, null, 2)}\n`);
  } catch {
    /* a warning's bookkeeping never stops a run */
  }
}
