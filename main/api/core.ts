import { engineMessage } from '../../shared/i18n/index.js';
import { registerSecret } from '../auth/index.js';
import { errorMessageOf, hintFor, toApiError, reasonPhrase } from './api-error.js';
import { backoffDelay, parseRetryAfter } from './backoff.js';
import { BatchSizer } from './batch-size.js';
import { Pacer, Semaphore } from './pacer.js';
import { ServiceWatch } from './service-watch.js';
import { defaultSleep, RunStoppedError, sleepUnlessStopped, type Sleep } from './stop.js';
import { Transport, type HttpAnswer } from './transport.js';
import type { Answer } from './retry-policy.js';
import type { ApiClientOptions, ApiRequest, ApiResult, ClientEvent } from './types.js';
import { BATCH_MAX_REQUESTS } from '../../shared/resources/index.js';

/** A call's body and headers, as prepare() builds them. */
type Built = { body?: string | Uint8Array; headers?: Record<string, string> };

export interface ResolvedClientOptions {
  maxInFlight: number;
  budgetPerMinute: number;
  budgetWindowMs: number;
  batchSize: number;
  tokenInQuery: boolean;
  timeoutMs: number;
  maxAttempts: number;
}

/**
 * What request(), batch() and list() share: one pool, one pacer, one limit on calls in
 * flight, one batch sizer, and the token source. Every call to the service goes through
 * `call`, so the budget and the concurrency cap hold across all of them.
 */
export class ClientCore {
  readonly transport: Transport;
  readonly pacer: Pacer;
  readonly slots: Semaphore;
  readonly sizer: BatchSizer;
  readonly o: ResolvedClientOptions;
  readonly budgetPerWindow: number;
  readonly now: () => number;
  readonly sleep: Sleep;
  readonly random: () => number;
  /** How long the service has not answered, and what the client really sent (service-watch.ts). */
  readonly watch: ServiceWatch;
  private readonly base: string;

  constructor(readonly opts: ApiClientOptions) {
    this.o = {
      maxInFlight: opts.maxInFlight ?? 5,
      budgetPerMinute: opts.budgetPerMinute ?? 2000,
      budgetWindowMs: opts.budgetWindowMs ?? 60_000,
      batchSize: Math.max(1, Math.min(opts.batchSize ?? BATCH_MAX_REQUESTS, 1000)),
      tokenInQuery: opts.tokenInQuery ?? false,
      timeoutMs: opts.timeoutMs ?? 120_000,
      maxAttempts: opts.maxAttempts ?? 8,
    };
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? defaultSleep;
    this.random = opts.random ?? Math.random;
    this.watch = new ServiceWatch(this.now);
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.transport = new Transport(this.base, {
      connections: this.o.maxInFlight,
      timeoutMs: this.o.timeoutMs,
      network: opts.network,
    });
    const budget = Math.max(1, Math.round((this.o.budgetPerMinute * this.o.budgetWindowMs) / 60_000));
    this.budgetPerWindow = budget;
    this.pacer = new Pacer({
      budget,
      windowMs: this.o.budgetWindowMs,
      burst: this.o.batchSize + 1,
      now: this.now,
      sleep: this.sleep,
    });
    this.slots = new Semaphore(this.o.maxInFlight);
    this.sizer = new BatchSizer(this.o.batchSize);
  }

  emit(e: ClientEvent): void {
    // Requests sent again: one per transient failure, every part of a batch that timed out.
    if (e.type === 'retry') this.watch.traffic.retries += e.count;
    else if (e.type === 'batch-timeout') this.watch.traffic.retries += e.size;
    this.opts.onEvent?.(e);
  }

  /** '/v1/...' against the base URL; an absolute URL (a nextLink) as given. */
  url(pathOrUrl: string): URL {
    return /^https?:\/\//i.test(pathOrUrl)
      ? new URL(pathOrUrl)
      : new URL(this.base + (pathOrUrl.startsWith('/') ? '' : '/') + pathOrUrl);
  }

  /**
   * One HTTP call: waits for a slot and for the budget (`cost`), takes the current token
   * at the last moment, and sends. Throws TransportError (no answer) or AuthError (no token).
   * With `minCost` and `prepare`, the pacer may grant less than `cost` (the room left in the
   * budget window); `prepare(granted)` then builds the call for what was granted.
   * With `signal`: throws RunStoppedError when it aborts before the call is sent (waiting for
   * a slot, the budget or the token); prepare() is then never called. Once sent, it finishes.
   */
  async call(
    method: string,
    pathOrUrl: string,
    opts: {
      cost: number;
      minCost?: number;
      body?: string | Uint8Array;
      headers?: Record<string, string>;
      prepare?: (granted: number) => Built | Promise<Built>;
      signal?: AbortSignal | undefined;
    },
  ): Promise<{ answer: HttpAnswer; token: string; cost: number }> {
    const release = await this.slots.acquire(opts.signal);
    try {
      const cost = await this.pacer.acquireUpTo(opts.cost, opts.minCost ?? opts.cost, opts.signal);
      const token = await this.opts.tokens.getAccessToken();
      registerSecret(token);
      // The last moment to stay off the network: from here on the call is sent, even if a stop
      // comes while prepare() waits (for the caller's durable record that it is in flight).
      if (opts.signal?.aborted) throw new RunStoppedError();
      const url = this.url(pathOrUrl);
      const built = opts.prepare ? await opts.prepare(cost) : { body: opts.body, headers: opts.headers };
      const headers: Record<string, string> = { accept: 'application/json', ...built.headers };
      if (this.o.tokenInQuery) url.searchParams.set('access_token', token);
      else headers.authorization = `Bearer ${token}`;
      const ticket = this.watch.begin(cost, url.pathname.endsWith('/$batch'));
      const answer = await this.transport.send(method, url, headers, built.body).catch((err: unknown) => {
        this.watch.unanswered(ticket);
        throw err;
      });
      this.watch.answered(ticket, answer.status);
      // The service echoes request URLs in some answers (a 404's "request URI", a nextLink),
      // and with the token in the query string they would carry it into results and reports.
      answer.text = scrubToken(answer.text, token);
      this.emit({ type: 'sent', cost, status: answer.status });
      return { answer, token, cost };
    } finally {
      release();
    }
  }

  /**
   * After a 429 (`answers` of them: the parts of one $batch refused together): pause all sending (Retry-After when given, else backoff with jitter) and shrink
   * batches (to half of a refused $batch, so several refused together do not shrink it to nothing).
   */
  throttled(headers: Record<string, string> | undefined, attempt: number, refusedBatch?: number, answers = 1): void {
    this.watch.traffic.throttled += answers;
    const retryAfterMs = parseRetryAfter(headers?.['retry-after'], this.now());
    const pause = retryAfterMs ?? backoffDelay(attempt, this.random, 1000, 30_000);
    this.pacer.pause(pause);
    this.sizer.on429(refusedBatch);
    this.emit({
      type: 'throttled',
      status: 429,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      batchSize: this.sizer.current,
    });
  }

  /** Rejects with RunStoppedError when `signal` aborts during the wait. */
  backoff(attempt: number, signal?: AbortSignal): Promise<void> {
    return sleepUnlessStopped(this.sleep, backoffDelay(attempt, this.random), signal);
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}

function scrubToken(text: string, token: string): string {
  let out = text;
  for (const form of new Set([token, encodeURIComponent(token)]))
    if (out.includes(form)) out = out.split(form).join('[redacted]');
  return out;
}

/** A JSON body when it parses, the text otherwise, undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one final result of a request, from its last status and body. */
export function finalResult(
  req: Pick<ApiRequest, 'method'>,
  status: number,
  body: unknown,
  attempts: number,
): ApiResult {
  if (status >= 200 && status < 300) {
    const message =
      status === 201 ? 'Created' : req.method === 'DELETE' ? 'Deleted' : req.method === 'GET' ? 'OK' : 'Updated';
    return body === undefined ? { ok: true, status, message, attempts } : { ok: true, status, body, message, attempts };
  }
  const err = toApiError(status, body);
  const result: ApiResult = {
    ok: false,
    status,
    message: err.message || reasonPhrase(status),
    attempts,
    hint: hintFor(status),
  };
  if (body !== undefined) result.body = body;
  return result;
}

export function unknownOutcomeResult(attempts: number, lastStatus: number, why: string): ApiResult {
  return {
    ok: false,
    status: lastStatus,
    attempts,
    message: engineMessage('send.outcomeUnknown', { why }),
    unsure: 'outcome-unknown',
    hint: { id: 'errors:api.hint.checkApplied' },
  };
}

export function deletedOnRetry(attempts: number): ApiResult {
  return {
    ok: true,
    status: 204,
    attempts,
    message: engineMessage('result.deletedOnRetry'),
  };
}

/**
 * The final result of a request that met only transient failures (406, 5xx, no answer)
 * until its attempts ran out: says so, with what the service last said.
 */
export function gaveUpResult(attempts: number, answer: Answer, body?: unknown): ApiResult {
  if (answer.kind !== 'status') {
    return {
      ok: false,
      status: 0,
      attempts,
      message: engineMessage(answer.kind === 'timeout' ? 'send.noAnswer' : 'send.connectionDropped', { attempts }),
      hint: hintFor(0),
    };
  }
  const gaveUp = { attempts, status: answer.status, reason: reasonPhrase(answer.status) };
  return {
    ok: false,
    status: answer.status,
    attempts,
    message:
      body === undefined
        ? engineMessage('send.gaveUp', gaveUp)
        : engineMessage('send.gaveUpSaid', { ...gaveUp, said: errorMessageOf(answer.status, body).message }),
    hint: { id: 'errors:api.hint.gaveUp', params: { hint: hintFor(answer.status) } },
  };
}
