// What every request to the service (and the other HTTPS addresses main/net reaches) goes
// through: the small part of undici's Dispatcher the app uses, so a direct route can be Node's
// own node:http (node-dispatcher.ts: no undici, no WebAssembly parser, ~18 MB less in a CLI
// run) and a proxied one undici's ProxyAgent (proxy-dispatcher.ts), behind one shape.
import type { Readable } from 'node:stream';

export interface HttpRequestOptions {
  /** The origin the dispatcher was made for (a request for another is refused). */
  origin: string;
  /** Path and query. */
  path: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Longest wait for the answer's head (a backstop: the caller's own timer is exact). */
  headersTimeout?: number;
  /** Longest silence while the body comes. */
  bodyTimeout?: number;
}

/** The answer's body: a stream, read whole with text() or thrown away with dump(). */
export type HttpBody = Readable & { text(): Promise<string>; dump(): Promise<void> };

export interface HttpResponse {
  statusCode: number;
  /** Lower-case names; a header sent more than once is an array. */
  headers: Record<string, string | string[] | undefined>;
  body: HttpBody;
}

export interface HttpDispatcher {
  request(options: HttpRequestOptions): Promise<HttpResponse>;
  /** Waits for the requests in flight, then closes every connection. */
  close(): Promise<void>;
  /** Closes every connection at once, the requests in flight failing. */
  destroy(): Promise<void>;
}

/**
 * The codes undici gives the same faults (no connection, no head, a silent body in time):
 * the direct route uses them too, so explain.ts and the API transport read both routes alike.
 */
export type TimeoutCode = 'UND_ERR_CONNECT_TIMEOUT' | 'UND_ERR_HEADERS_TIMEOUT' | 'UND_ERR_BODY_TIMEOUT';

export class HttpTimeoutError extends Error {
  override readonly name = 'HttpTimeoutError';
  constructor(
    readonly code: TimeoutCode,
    message: string,
  ) {
    super(message);
  }
}
