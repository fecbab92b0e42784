// The app:// protocol as a plain Request -> Response function: the built renderer's files,
// each with the CSP, and nothing else. Refused: other schemes and hosts, methods other than
// GET/HEAD, and any path that could leave the renderer folder ('..', encoded '.', '/' or '\').
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME, parseUrl } from './origin.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export type RendererPath = { ok: true; file: string } | { ok: false; status: 400 | 404 | 405; reason: string };

// Encoded '.', '/', '\' or NUL, or a raw '\' (a separator on Windows): a renderer file name
// never needs them, traversal does.
const ENCODED_ESCAPE = /%(?:2e|2f|5c|00)|\\/i;

/** Which file of `root` a request asks for, or why it is refused. `root` must be absolute. */
export function rendererPath(root: string, method: string, rawUrl: string): RendererPath {
  if (method !== 'GET' && method !== 'HEAD') return { ok: false, status: 405, reason: `${method} is not served` };
  const url = parseUrl(rawUrl);
  if (!url || url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username || url.password)
    return { ok: false, status: 404, reason: 'not the app' };
  // The URL parser has already folded '/../' and '/%2e%2e/' away; what is left encoded could
  // still turn into a separator or '..' once decoded.
  if (ENCODED_ESCAPE.test(url.pathname)) return { ok: false, status: 400, reason: 'path leaves the app' };
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'path is not valid' };
  }
  const file = path.resolve(root, `.${relative}`);
  if (!file.startsWith(root + path.sep)) return { ok: false, status: 400, reason: 'path leaves the app' };
  return { ok: true, file };
}

export interface AppHandlerOptions {
  /** The built renderer folder. */
  rendererDir: string;
  /** The Content-Security-Policy sent with every answer. */
  csp: string;
}

/** The protocol handler: a request in, the renderer file (or a refusal) out, always with the CSP. */
export function createAppHandler(options: AppHandlerOptions): (request: Request) => Promise<Response> {
  const root = path.resolve(options.rendererDir);
  const headersFor = (contentType: string): Headers =>
    new Headers({
      'Content-Type': contentType,
      'Content-Security-Policy': options.csp,
      'X-Content-Type-Options': 'nosniff',
    });
  const refuse = (status: number, text: string): Response =>
    new Response(text, { status, headers: headersFor('text/plain; charset=utf-8') });
  return async (request) => {
    const target = rendererPath(root, request.method, request.url);
    if (!target.ok) return refuse(target.status, target.status === 404 ? 'Not found' : `Refused: ${target.reason}`);
    const found = await stat(target.file).catch(() => null);
    if (!found?.isFile()) return refuse(404, 'Not found');
    const type = CONTENT_TYPES[path.extname(target.file).toLowerCase()] ?? 'application/octet-stream';
    const body = request.method === 'HEAD' ? null : await readFile(target.file);
    return new Response(body, { status: 200, headers: headersFor(type) });
  };
}
