// Shared shapes of the sandbox's OAuth 2.0 authorization server (service-spec.md section 5).
import type BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;

/** What an access token allows; the /v1 routes check profiles and scopes against it. */
export interface TokenGrant {
  clientId: string;
  profileIds: number[];
  scopes: string[];
  /** Milliseconds since the epoch, on the same clock as deps.now(). */
  expiresAt: number;
}

export interface OAuthDeps {
  db: Database;
  /** Access token lifetime in seconds (the sandbox's --token-ttl). */
  tokenTtl: number;
  /** Milliseconds since the epoch; tests move it to expire codes and tokens. */
  now: () => number;
  /** Every profile of the sandbox; the consent page offers those the user owns. */
  profiles: () => { id: number; name: string }[];
  /**
   * The sandbox's --strict: Basic credentials exactly as 5.1 step 4 writes them and token
   * parameters only where 5.1/5.2 put them. Default false: as the real service (RFC 6749
   * 2.3.1 form-urlencoded credentials accepted, extra parameters ignored).
   */
  strict?: boolean;
}

/** Scope names the service knows, with the text the consent page shows for each. */
export const KNOWN_SCOPES: Readonly<Record<string, string>> = {
  orders: 'Read and change orders, custom fields and channel documents',
  inventory: 'Read and change products, attribute values, quantities and distribution centers',
  'orders.readonly': 'Read orders, custom fields and channel documents',
  'inventory.readonly': 'Read products, attribute values, quantities and distribution centers',
};

/** The scopes the developer-console refresh token carries. */
export const CONSOLE_SCOPES = ['orders', 'inventory'];

/** Limits of section 8 and service-behaviour.md "OAuth". */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const REFRESH_IDLE_MS = 90 * 24 * 60 * 60 * 1000; // lapses after ~3 months unused
export const PENDING_TTL_MS = 15 * 60 * 1000; // a grant screen left open this long must start again
export const MAX_SIGN_IN_FAILURES = 5;
