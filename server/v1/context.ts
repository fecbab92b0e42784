// What every /v1 handler receives: the storage, the caller's grant and the request parts,
// already authenticated and checked against scope and limits by the dispatcher.
import type { TokenGrant } from '../oauth/index.js';
import type { ResolvedOptions } from '../options.js';
import type { SandboxDb } from '../storage/sandbox-db.js';
import type { Reply } from '../http/send.js';
import type { SandboxClock } from '../clock.js';

export interface SandboxState {
  db: SandboxDb;
  options: ResolvedOptions;
  /** http://127.0.0.1:<port>, used in @odata.context and @odata.nextLink. */
  baseUrl: () => string;
  now: () => number;
  /** The clock behind now(), moved by POST /admin/clock. */
  clock: SandboxClock;
}

export interface RequestCtx {
  state: SandboxState;
  grant: TokenGrant;
  method: string;
  /** Path after /v1/, still percent-encoded. */
  path: string;
  /** Raw query string without '?', as the caller sent it. */
  search: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type Handler = (ctx: RequestCtx, match: RouteMatch) => Reply;

export interface RouteMatch {
  /** The key of the addressed entity, by name ('ID' for single keys). */
  key?: Record<string, string | number>;
  /** Key of a second segment (Products(1)/Attributes('Color')). */
  subKey?: Record<string, string | number>;
}
