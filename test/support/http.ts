// HTTP calls the way an outside client makes them: plain fetch, the answer read as text and,
// when it parses, as JSON. Nothing here knows the server's internals.
import type { SandboxHandle } from '../../server/index.js';

/** The service's body for a refused token (spec 5). */
export const DENIED = { error: { code: '', message: 'Authorization has been denied for this request.' } };

/** Parsed JSON of an answer: tests read it by shape and assert on every field they use. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Json;
}

export interface CallOptions {
  token?: string;
  queryToken?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** One HTTP call; `body` is sent as JSON, `raw` as given; never follows redirects. */
export async function http(url: string, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let target = path.startsWith('http') ? path : `${url}${path}`;
  if (o.queryToken) target += `${target.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(o.queryToken)}`;
  let payload: string | Buffer | undefined = o.raw;
  if (o.body !== undefined) {
    payload = JSON.stringify(o.body);
    headers['content-type'] ??= 'application/json';
  }
  const body = Buffer.isBuffer(payload) ? new Uint8Array(payload) : payload;
  return answerOf(await fetch(target, { method, headers, body: body ?? null, redirect: 'manual' }));
}

/**
 * One call to a sandbox with a Bearer token (none when null); a string body goes as given, a
 * Buffer as bytes, anything else as JSON. Follows redirects, as fetch does by default.
 */
export async function call(
  s: Pick<SandboxHandle, 'url'>,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload: string | Blob | undefined;
  if (body !== undefined) {
    payload =
      typeof body === 'string' ? body : Buffer.isBuffer(body) ? new Blob([new Uint8Array(body)]) : JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  return answerOf(await fetch(`${s.url}${path}`, { method, headers: h, body: payload ?? null }));
}
