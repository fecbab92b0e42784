import type { RowText } from '../../shared/i18n/index.js';
import type { NetworkSettings } from '../net/index.js';
import type { TokenSource } from '../auth/index.js';
import type { ClientTraffic } from './service-watch.js';
import type { QuotaUse } from './quota-window.js';

export type { ClientTraffic, QuotaUse };

/**
 * What the client needs from a connection (docs/internal-apis.md). Defined in main/auth, the
 * layer below (api --> auth), where TokenManager implements it; re-exported for the client's callers.
 */
export type { TokenSource };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  path: string; // '/v1/...', with its query string
  /** JSON-serialised, except a Uint8Array (a file upload), sent as it is with headers['content-type']. Never in $batch. */
  body?: unknown;
  /**
   * True when sending the request twice has the same effect as once. GET, PUT, PATCH and
   * DELETE are always treated so; a POST only when the caller says so (the upserts of
   * AttributeValues, CustomFields and DCQuantities with absolute values are).
   */
  idempotent?: boolean;
  /**
   * For a request that is not idempotent: after a failure that leaves its outcome unknown
   * (a dropped connection, a 5xx), the client calls this before sending it again. Return
   * the result when the change turns out to be applied (it becomes the final result), or
   * null when it is not and the request may be sent again.
   */
  verify?: () => Promise<ApiResult | null>;
  headers?: Record<string, string>;
}

export interface ApiResult {
  ok: boolean;
  status: number; // 0 when no HTTP answer was ever received
  body?: unknown;
  /** What the row says: an engine message as data, or the service's own words. */
  message: RowText;
  attempts: number;
  /** What the user can do about a failure: a message, or a text not yet given an id. */
  hint?: RowText;
  /**
   * Set only when the caller's signal stopped the run before this request could be sent:
   * 'not-sent' it never ran (the journal keeps it pending); 'unconfirmed' an earlier attempt
   * may have been applied and its retry was not sent (read it back before sending again).
   */
  stopped?: 'not-sent' | 'unconfirmed';
  /**
   * Sent, and no answer says whether it landed: 'outcome-unknown' a write that must not be
   * repeated blindly (read it back first), 'not-confirmed' a repeatable write that could not
   * be read back. The journal keeps it as the row's reason (rows.reason), which resume and
   * --retry-failed select by, never by the message's wording.
   */
  unsure?: 'outcome-unknown' | 'not-confirmed';
}

/** Per call: an AbortSignal that stops sending (see stop.ts). */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * batch() options: onDispatch(indexes) runs just before those requests go on the wire (a
 * journal marks them in flight); when it returns a promise, they go on the wire once it
 * resolves (the mark is on disk), while other calls go on.
 */
export interface BatchOptions extends CallOptions {
  onDispatch?: (indexes: number[]) => void | Promise<void>;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenSource;
  maxInFlight?: number; // default 5: the service allows 5 concurrent requests per application
  budgetPerMinute?: number; // default 2000 requests a minute; a batch costs 1 + its parts
  /** The window the budget is enforced over (default 60 s); budgetPerMinute is scaled to it. */
  budgetWindowMs?: number;
  batchSize?: number; // default 100, the service's recommended maximum
  tokenInQuery?: boolean; // send ?access_token= instead of the Bearer header
  timeoutMs?: number; // client-side timeout of one call (default 120 s)
  maxAttempts?: number; // per request (default 8)
  /** Proxy and trusted certificates (main/net); default: the environment's proxy, Node's list. */
  network?: NetworkSettings;
  /** Observer for pacing and retry decisions (tests, the benchmark, the progress UI). */
  onEvent?: (e: ClientEvent) => void;
  now?: () => number;
  /** A fake clock's sleep may ignore the signal; the client still stops waiting on abort. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export type ClientEvent =
  | { type: 'throttled'; status: 429; retryAfterMs?: number; batchSize: number }
  | { type: 'batch-timeout'; size: number }
  | { type: 'retry'; reason: string; count: number }
  | { type: 'reauth' }
  | { type: 'sent'; cost: number; status: number }
  /** A list() stopped on a sign of a loop (a page read before, an empty page that links on); `message` says where. */
  | { type: 'paging-stopped'; path: string; message: string };

export interface ApiClient {
  /** With a signal that aborts before it is sent: a result with stopped set, nothing sent. */
  request(req: ApiRequest, opts?: CallOptions): Promise<ApiResult>;
  /**
   * With a signal: on abort, calls not yet sent are not sent and their requests settle (via
   * onResult too) with `stopped` set; calls on the wire finish and report normally.
   */
  batch(reqs: ApiRequest[], onResult?: (i: number, r: ApiResult) => void, opts?: BatchOptions): Promise<ApiResult[]>;
  /**
   * Pages of a list; `count` holds @odata.count once the first page is read (with { count: true }). On abort: RunStoppedError.
   * Never loops: `stopped` says why paging ended early on a repeated or empty page (list-pages.ts).
   */
  list<T>(
    pathAndQuery: string,
    opts?: { count?: boolean } & CallOptions,
  ): AsyncIterable<T[]> & { readonly count: number | undefined; readonly stopped: string | undefined };
  close(): Promise<void>;
  /** The requests per minute per profile this client keeps to (--budget), for plans' estimates. */
  readonly budgetPerMinute?: number;
  /** How long the service has gone without answering (0 while it answers): outage notices. */
  silentMs(): number;
  /** What this client really sent so far (calls, quota, retries, 429s): a run's Summary takes the difference. */
  traffic(): ClientTraffic;
  /** The quota this client spent in the last minute and hour: the Send screen's meter (issue 42). */
  quotaUse(): QuotaUse;
}
