// The direct route (no proxy) on Node's own node:http / node:https: a keep-alive Agent per
// service origin, the same limits as the undici Pool it replaces (connections, 30 s idle
// keep-alive, a 10 s connect timer, head and body timers as a backstop) and the same TLS rule:
// certificates always checked, against main/net's trusted list.
import type http from 'node:http';
import type { Socket } from 'node:net';
import { nodeHttp, nodeHttps } from './builtins.js';
import {
  HttpTimeoutError,
  type HttpBody,
  type HttpDispatcher,
  type HttpRequestOptions,
  type HttpResponse,
} from './http-dispatcher.js';

export interface DirectOptions {
  connections: number;
  /** Head and body timers when a request names none (undici's defaults: 300 s). */
  headersTimeout?: number;
  bodyTimeout?: number;
  ca: string[] | undefined;
}

const KEEP_ALIVE_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 300_000;

/** undici's header shape: a value sent once is a string, several are an array. */
function foldHeaders(distinct: NodeJS.Dict<string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(distinct))
    if (values?.length) out[name] = values.length === 1 ? values[0]! : values;
  return out;
}

function withReaders(res: http.IncomingMessage): HttpBody {
  const text = async (): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  // Read to the end so the connection goes back to the pool; a failure here changes nothing.
  const dump = (): Promise<void> =>
    new Promise((done) => {
      res
        .once('end', done)
        .once('close', done)
        .once('error', () => done());
      res.resume();
    });
  return Object.assign(res, { text, dump });
}

export class DirectDispatcher implements HttpDispatcher {
  private readonly agent: http.Agent;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly target: URL,
    private readonly opts: DirectOptions,
  ) {
    const pool = { keepAlive: true, maxSockets: opts.connections, timeout: KEEP_ALIVE_MS, scheduling: 'lifo' as const };
    // rejectUnauthorized is given, not left to Node's default, which NODE_TLS_REJECT_UNAUTHORIZED=0
    // turns off: certificates are checked whatever the environment says (ignoredTlsOverride).
    this.agent =
      target.protocol === 'https:'
        ? new (nodeHttps().Agent)({ ...pool, rejectUnauthorized: true, ...(opts.ca ? { ca: opts.ca } : {}) })
        : new (nodeHttp().Agent)(pool);
  }

  request(o: HttpRequestOptions): Promise<HttpResponse> {
    if (this.closed) return Promise.reject(new Error(`The connection to ${this.target.origin} is closed.`));
    if (new URL(o.origin).origin !== this.target.origin)
      return Promise.reject(
        new Error(`Refusing a request for ${o.origin} over the connection to ${this.target.origin}.`),
      );
    try {
      return this.send(o);
    } catch (err) {
      return Promise.reject(err as Error); // a header Node refuses to send (ERR_INVALID_CHAR), as undici rejects
    }
  }

  private send(o: HttpRequestOptions): Promise<HttpResponse> {
    const secure = this.target.protocol === 'https:';
    const req = (secure ? nodeHttps() : nodeHttp()).request({
      agent: this.agent,
      protocol: this.target.protocol,
      hostname: this.target.hostname.replace(/^\[|\]$/g, ''),
      port: this.target.port || (secure ? 443 : 80),
      method: o.method,
      path: o.path,
      headers: o.headers ?? {},
      ...(o.signal ? { signal: o.signal } : {}),
    });
    this.track(req);
    const fail = (code: HttpTimeoutError['code'], what: string) => (): void => {
      req.destroy(new HttpTimeoutError(code, `${what} (${o.method} ${this.target.origin}${o.path})`));
    };
    let headTimer: NodeJS.Timeout | undefined;
    let connectTimer: NodeJS.Timeout | undefined;
    // As undici's, the timers run from the moment the request has a connection, not while it queues.
    req.once('socket', (socket: Socket) => {
      const headMs = o.headersTimeout ?? this.opts.headersTimeout ?? DEFAULT_TIMEOUT_MS;
      headTimer = setTimeout(fail('UND_ERR_HEADERS_TIMEOUT', 'No answer in time'), headMs);
      if (!socket.connecting) return; // a kept-alive connection, already open
      connectTimer = setTimeout(fail('UND_ERR_CONNECT_TIMEOUT', 'No connection in time'), CONNECT_TIMEOUT_MS);
      socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    const answer = new Promise<HttpResponse>((resolve, reject) => {
      // `on`, not `once`: an error after the answer (the body cut short) must not go unheard.
      req.on('error', (err) => {
        clearTimeout(headTimer);
        clearTimeout(connectTimer);
        reject(err);
      });
      req.once('response', (res) => {
        clearTimeout(headTimer);
        clearTimeout(connectTimer);
        // Silence while the body comes: the error goes to the body's reader.
        req.setTimeout(o.bodyTimeout ?? this.opts.bodyTimeout ?? DEFAULT_TIMEOUT_MS, () =>
          res.destroy(
            new HttpTimeoutError('UND_ERR_BODY_TIMEOUT', `The answer stopped coming (${o.method} ${o.path})`),
          ),
        );
        resolve({ statusCode: res.statusCode ?? 0, headers: foldHeaders(res.headersDistinct), body: withReaders(res) });
      });
    });
    req.end(o.body);
    return answer;
  }

  /** A request counts as in flight until its answer is read (or it failed): close() waits for it. */
  private track(req: http.ClientRequest): void {
    const done = new Promise<void>((settle) => req.once('close', () => settle()));
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.inFlight]);
    this.agent.destroy();
  }

  async destroy(): Promise<void> {
    this.closed = true;
    this.agent.destroy();
  }
}
