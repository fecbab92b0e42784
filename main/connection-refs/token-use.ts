// When a refresh token would lapse for non-use (the real service: about three months unused).
// The service does not say when a token was last used, so the CLI and the app keep that date
// per connection in the data folder (refresh-token-use.json: a connection's address and
// reference, and a date; never a token), and both warn 14 days before the limit. Only the
// bookkeeping and the arithmetic live here; each side words the warning itself.
import { join } from 'node:path';
import * as z from 'zod';
import { JsonStore } from '../files/index.js';
import type { JobConnection } from './reference.js';

export const TOKEN_USE_FILE = 'refresh-token-use.json';
export const WARN_DAYS_BEFORE = 14;
const DAY_MS = 86_400_000;

/** Where a connection's token is idle: due a warning, or past its limit. */
export interface TokenIdle {
  /** Whole days since the last use. */
  idleDays: number;
  /** The limit the service applies, in days. */
  limitDays: number;
  /** The day (YYYY-MM-DD) the token lapses if still unused. */
  lapsesOn: string;
  lapsed: boolean;
}

function keyOf(conn: JobConnection): string {
  const ref = conn.ref as { kind: string; path?: string; id?: string };
  return `${conn.baseUrl} ${ref.kind}:${ref.path ?? ref.id ?? ''}`;
}

// A damaged file reads as no dates noted (main/files' 'empty' policy): a warning's
// bookkeeping never stops a run, and the next use writes the file afresh.
const uses = (dataDir: string) =>
  new JsonStore(join(dataDir, TOKEN_USE_FILE), z.record(z.string(), z.string()), {
    what: 'The refresh-token use dates',
    empty: () => ({}),
    broken: 'empty',
  });

const readUses = (dataDir: string): Record<string, string> => uses(dataDir).read();

/** The idle state when within WARN_DAYS_BEFORE of the limit (or past it); null otherwise or when never noted. */
export function tokenIdle(
  dataDir: string,
  conn: JobConnection,
  limitDays: number | undefined,
  now = Date.now(),
): TokenIdle | null {
  const last = readUses(dataDir)[keyOf(conn)];
  if (!limitDays || !last) return null;
  const idle = (now - Date.parse(last)) / DAY_MS;
  if (!(idle >= limitDays - WARN_DAYS_BEFORE)) return null;
  const lapsesOn = new Date(Date.parse(last) + limitDays * DAY_MS).toISOString().slice(0, 10);
  return { idleDays: Math.floor(idle), limitDays, lapsesOn, lapsed: idle > limitDays };
}

/** The token worked just now: its idle time starts again. Bookkeeping never stops a run. */
export function noteTokenUse(dataDir: string, conn: JobConnection, now = Date.now()): void {
  try {
    const store = uses(dataDir);
    const dates = store.read();
    dates[keyOf(conn)] = new Date(now).toISOString();
    store.writeSync(dates);
  } catch {
    /* a warning's bookkeeping never stops a run */
  }
}
