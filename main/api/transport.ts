import { redact } from '../auth/index.js';
import { createDispatcher, explainFailure, routeOf, type HttpDispatcher, type NetworkSettings } from '../net/index.js';

/** No answer in time, by the dispatcher's own backstop timers (the same codes on both routes). */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** No HTTP answer: the connection dropped, or nothing came back in time. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    readonly kind: 'dropped' | 'timeout',
    message: string,
  ) {
    super(redact(message));
  }
}

/**
 * One keep-alive connection pool per connection (service origin). Nothing is retried
 * here: whether a request may be repeated is the caller's decision (retry-policy.ts).
 */
export class Transport {
  private readonly pool: HttpDispatcher;
  readonly origin: string;
  private readonly timeoutMs: number;

  constructor(
    baseUrl: string,
    opts: { connections: number; timeoutMs: number; network?: NetworkSettings | undefined },
  ) {
    this.origin = new URL(baseUrl).origin;
    this.timeoutMs = opts.timeoutMs;
    // The dispatcher's own header/body timers (a second later) stay as a backstop behind the
    // exact per-call timer below. The proxy and trusted certificates are main/net's.
    this.pool = createDispatcher(this.origin, opts.network ?? {}, {
      connections: opts.connections,
      timeoutMs: opts.timeoutMs,
    });
  }

  async send(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body?: string | Uint8Array,
  ): Promise<HttpAnswer> {
    if (url.origin !== this.origin) {
      throw new Error(`Refusing to send a request for ${url.origin} over the connection to ${this.origin}.`);
    }
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), this.timeoutMs);
    try {
      const res = await this.pool.request({
        origin: this.origin,
        method,
        path: url.pathname + url.search,
        headers,
        signal: timer.signal,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await res.body.text();
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers))
        if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
      return { status: res.statusCode, headers: out, text };
    } catch (err) {
      const e = err as Error & { code?: string };
      if (timer.signal.aborted) {
        throw new TransportError(
          'timeout',
          `${method} ${url.pathname}: no answer from ${this.origin} within ${this.timeoutMs} ms.`,
        );
      }
      if (e.code !== undefined && TIMED_OUT.has(e.code)) {
        throw new TransportError(
          'timeout',
          `${method} ${url.pathname}: no answer from ${this.origin} in time (${e.code}).`,
        );
      }
      // A certificate the machine does not trust, or a proxy that wants credentials, will not
      // go away on a retry: that is a setup problem for the user, said as such.
      const explained = await explainFailure(err, routeOf(this.pool)!);
      if (explained && !explained.transient) throw explained;
      throw new TransportError(
        'dropped',
        `${method} ${url.pathname}: the connection to ${this.origin} failed (${e.code ?? e.message}).`,
      );
    } finally {
      clearTimeout(timeout);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
