// Shared shapes of the sandbox's OAuth 2.0 authorization server (service-spec.md section 5).
// Its tables and their typed functions are in server/storage/ (oauth-*.ts), the one folder
// of the sandbox that talks to SQLite.
import type { SandboxDb } from '../storage/sandbox-db.js';

export type Database = SandboxDb;
export type { TokenGrant } from '../storage/oauth-grants.js';

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
  /** --refresh-token-idle-days in ms: every refresh token lapses after this long unused; 0: as the real service. */
  refreshIdleMs?: number;
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

/**
 * Limit of section 8 and service-behaviour.md "OAuth" on the grant screen; the expiry and
 * lapse limits the store enforces are in server/storage/oauth-limits.ts.
 */
export const MAX_SIGN_IN_FAILURES = 5;
