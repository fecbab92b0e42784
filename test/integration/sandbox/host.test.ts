// The sandbox answers only Host 127.0.0.1, localhost or [::1] with its port (issue 25): a
// page on a rebinding name (evil.example resolving to 127.0.0.1) reached /admin/* and /v1
// before. Requests go out with node:http so the Host header is exactly what the test writes;
// $batch parts, injected by the sandbox itself, still run whatever Host they carry.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { part, refreshToken, startStrictSandbox, wrap } from '../../support/index.js';

interface Answer {
  status: number;
  text: string;
}

function send(
  url: string,
  host: string | null,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        setHost: host !== null,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    if (host !== null) req.setHeader('host', host);
    req.on('error', reject);
    req.end(init.body);
  });
}

let sandbox: SandboxHandle;
let token: string;
let port: string;
beforeAll(async () => {
  sandbox = await startStrictSandbox({ seedProducts: 20 });
  token = await refreshToken(sandbox);
  port = new URL(sandbox.url).port;
});
afterAll(async () => sandbox?.close());

describe('the Host check', () => {
  it('refuses a foreign Host on /admin, /v1 and /oauth2 with 421 and a body saying why', async () => {
    for (const path of ['/admin/mutations', '/v1/Products', '/oauth2/token']) {
      for (const host of [
        `evil.example:${port}`,
        'evil.example',
        `127.0.0.1.evil.example:${port}`,
        `localhost:${Number(port) + 1}`,
        '127.0.0.1',
      ]) {
        const answer = await send(`${sandbox.url}${path}`, host, { headers: { authorization: `Bearer ${token}` } });
        expect(answer.status, `${host} ${path}`).toBe(421);
        expect(answer.text).toContain(`127.0.0.1:${port}, localhost:${port}, [::1]:${port}`);
        expect(answer.text).toContain('DNS rebinding');
      }
    }
  });

  it('refuses a request without a Host header', async () => {
    // Node's HTTP server answers an HTTP/1.1 request without Host 400 before the sandbox sees it.
    const answer = await send(`${sandbox.url}/admin/mutations`, null);
    expect([400, 421]).toContain(answer.status);
  });

  it('answers 127.0.0.1, localhost and [::1] with the port, in any letter case', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
      const answer = await send(`${sandbox.url}/v1/Products?$top=1`, host, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status, host).toBe(200);
      expect((await send(`${sandbox.url}/admin/mutations`, host)).status, host).toBe(200);
    }
  });

  it('still runs $batch parts, whatever Host their URL or headers name', async () => {
    // wrap() leaves out the blank line after the changeset's headers, which --strict requires.
    const body = wrap([
      part(1, 'GET', `${sandbox.url}/v1/Products?$top=1`),
      part(2, 'GET', `http://localhost:${port}/v1/Products?$top=1`),
      `--changeset\r\nContent-Type: application/http\r\nContent-Transfer-Encoding: binary\r\nContent-ID: 3\r\n\r\nGET ${sandbox.url}/v1/Products?$top=1 HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
    ]);
    const answer = await send(`${sandbox.url}/v1/$batch`, `127.0.0.1:${port}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/mixed; boundary=batch' },
      body: body.replace('boundary=changeset\r\n', 'boundary=changeset\r\n\r\n'),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(3);
  });
});

// A browser page may send a cross-site POST with text/plain (or no content type) without a
// CORS preflight: the admin routes take a POST only as JSON (issue 39), so no page can reset
// the counters or move the clock.
describe('the admin content type', () => {
  const local = (): string => `127.0.0.1:${port}`;
  const json = async (path: string): Promise<unknown> =>
    JSON.parse((await send(`${sandbox.url}${path}`, local())).text);

  it('refuses a text/plain or untyped POST with 415 naming the header, and changes nothing', async () => {
    const read = await send(`${sandbox.url}/v1/Products?$top=1`, local(), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(200);
    const requests = (await json('/admin/requests')) as Record<string, number>;
    expect(Math.max(...Object.values(requests))).toBeGreaterThan(0);
    const clock = Date.parse(((await json('/admin/clock')) as { now: string }).now);
    const attempts: Array<[string, Record<string, string>, string | undefined]> = [
      ['/admin/reset-counters', { 'content-type': 'text/plain' }, '{}'],
      ['/admin/reset-counters', {}, undefined],
      ['/admin/clock', { 'content-type': 'text/plain;charset=UTF-8' }, '{"advanceDays":31}'],
      ['/admin/clock', {}, undefined],
    ];
    for (const [path, headers, body] of attempts) {
      const answer = await send(`${sandbox.url}${path}`, local(), {
        method: 'POST',
        headers,
        ...(body ? { body } : {}),
      });
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(415);
      expect(JSON.parse(answer.text)).toEqual({
        Message: 'The admin endpoints take a POST only with the header Content-Type: application/json (send {}).',
      });
    }
    expect(await json('/admin/requests')).toEqual(requests);
    // The clock runs with real time; a 31-day move would show as 2.6e9 ms.
    const now = Date.parse(((await json('/admin/clock')) as { now: string }).now);
    expect(now - clock).toBeGreaterThanOrEqual(0);
    expect(now - clock).toBeLessThan(60_000);
  });

  it('answers an application/json POST: the reset zeroes the counters, the clock moves', async () => {
    const reset = await send(`${sandbox.url}/admin/reset-counters`, local(), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(reset.status, reset.text).toBe(204);
    expect(await json('/admin/requests')).toEqual({});
    expect(await json('/admin/mutations')).toEqual({});
    const before = Date.parse(((await json('/admin/clock')) as { now: string }).now);
    const moved = await send(`${sandbox.url}/admin/clock`, local(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advanceSeconds":3600}',
    });
    expect(moved.status, moved.text).toBe(200);
    const after = Date.parse((JSON.parse(moved.text) as { now: string }).now);
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after - before).toBeLessThan(3_660_000);
  });
});
