// Issue 44: the direct route runs on node:http (main/net/node-dispatcher.ts), and says every
// fault as the undici Pool before it did: a server that never answers is a 'timeout', one that
// closes the connection without an answer or is not there is 'dropped'; the token endpoint's
// own backstop timer ends in the "no answer in time" message; headers come lower-cased with a
// repeated one joined by ', '; keep-alive connections are reused and capped. Each fault is a
// real server on 127.0.0.1 that does exactly that.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Transport, TransportError } from '../../../main/api/transport.js';
import { AuthError, refreshAccessToken } from '../../../main/auth/index.js';
import { DIRECT, NetworkError } from '../../../main/net/index.js';

vi.setConfig({ testTimeout: 60_000 });

let server: Server;
let base: string;
let hangUpServer: Server;
let hangUpBase: string;
const sockets = new Set<Socket>();
let seen = 0;

function answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  if (req.url === '/silent') return; // never answers
  if (req.url === '/hang-up') return void req.socket.destroy();
  if (req.url === '/stall') {
    res.writeHead(200, { 'content-length': '100' });
    return void res.write('part of it');
  }
  if (req.url === '/oauth2/token') return; // a token endpoint that never answers
  res.setHeader('x-multi', ['a', 'b']);
  res.setHeader('X-Mixed-Case', 'yes');
  res.writeHead(201, { 'content-type': 'application/octet-stream' });
  res.end(req.url === '/echo' ? body.toString('hex') : `${req.method} ${req.url}`);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, Buffer.concat(chunks)));
  });
  server.on('connection', (s) => {
    seen++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Every request read, then the connection closed without a word.
  hangUpServer = createServer((req) => req.resume().on('end', () => req.socket.destroy()));
  await new Promise<void>((done) => hangUpServer.listen(0, '127.0.0.1', done));
  hangUpBase = `http://127.0.0.1:${(hangUpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((done) => server.close(done));
  await new Promise((done) => hangUpServer.close(done));
});

const transport = (timeoutMs = 400, connections = 1): Transport =>
  new Transport(base, { connections, timeoutMs, network: DIRECT });

async function failure(t: Transport, path: string): Promise<TransportError> {
  const err = await t.send('PATCH', new URL(path, t.origin), {}, '{}').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(TransportError);
  return err as TransportError;
}

describe('the direct route on node:http', () => {
  it('sends bytes whole and answers with lower-cased headers, a repeated one joined', async () => {
    const t = transport();
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 0x0a]);
    const echoed = await t.send('POST', new URL('/echo', base), { 'content-type': 'application/octet-stream' }, bytes);
    expect(echoed.status).toBe(201);
    expect(echoed.text).toBe('000102faff0a');
    expect(echoed.headers['x-multi']).toBe('a, b');
    expect(echoed.headers['x-mixed-case']).toBe('yes');
    const text = await t.send('GET', new URL('/things?$top=2', base), {});
    expect(text.text).toBe('GET /things?$top=2');
    await t.close();
  });

  it('keeps connections alive: reused one after another, never more than asked for', async () => {
    const t = transport(2000, 2);
    const before = seen;
    for (let i = 0; i < 3; i++) expect((await t.send('GET', new URL(`/n${i}`, base), {})).text).toBe(`GET /n${i}`);
    expect(seen - before).toBe(1);
    const texts = await Promise.all([1, 2, 3, 4, 5].map((i) => t.send('GET', new URL(`/p${i}`, base), {})));
    expect(texts.map((a) => a.text)).toEqual([1, 2, 3, 4, 5].map((i) => `GET /p${i}`));
    expect(seen - before).toBeLessThanOrEqual(2);
    await t.close();
  });

  it("no answer, or a body that stops coming: 'timeout' at the caller's exact time", async () => {
    const t = transport(400);
    const started = Date.now();
    const silent = await failure(t, '/silent');
    expect(silent.kind).toBe('timeout');
    expect(silent.message).toBe(`PATCH /silent: no answer from ${base} within 400 ms.`);
    expect(Date.now() - started).toBeLessThan(1400); // before the backstop (timeout + 1 s)
    expect((await failure(t, '/stall')).kind).toBe('timeout');
    await t.close();
  });

  it("a connection closed without an answer, or nobody listening: 'dropped'", async () => {
    const t = transport(2000);
    const hangUp = await failure(t, '/hang-up');
    expect(hangUp.kind).toBe('dropped');
    expect(hangUp.message).toBe(`PATCH /hang-up: the connection to ${base} failed (ECONNRESET).`);
    await t.close();
    const closed = new Transport('http://127.0.0.1:9', { connections: 1, timeoutMs: 2000, network: DIRECT });
    const refused = await failure(closed, '/x');
    expect(refused.kind).toBe('dropped');
    expect(refused.message).toBe('PATCH /x: the connection to http://127.0.0.1:9 failed (ECONNREFUSED).');
    await closed.close();
  });

  it("the token endpoint's own timer: a silent endpoint is a timeout, a hang-up the endpoint's failure", async () => {
    const opts = { baseUrl: base, clientId: 'c', clientSecret: 'direct-secret-1', refreshToken: 'r', timeoutMs: 300 };
    const silent = await refreshAccessToken(opts).catch((e: unknown) => e);
    expect(silent).toBeInstanceOf(NetworkError);
    expect((silent as NetworkError).problem).toBe('timeout');
    // As undici's 'other side closed' was: not a setup problem, the endpoint's own failure.
    const hangUp = await refreshAccessToken({ ...opts, baseUrl: hangUpBase }).catch((e: unknown) => e);
    expect(hangUp).toBeInstanceOf(AuthError);
    expect(hangUp).toMatchObject({ code: 'token-endpoint' });
    expect((hangUp as AuthError).message).toContain('socket hang up');
    const refused = await refreshAccessToken({ ...opts, baseUrl: 'http://127.0.0.1:9' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NetworkError);
    expect((refused as NetworkError).problem).toBe('refused');
  });
});
