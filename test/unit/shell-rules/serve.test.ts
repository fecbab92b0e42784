// The app:// handler under Node with real Request/Response objects (issue 25): the renderer's
// files come with the CSP; traversal, other hosts, schemes and methods are refused. The
// handler this replaced compared new URL(...).origin with app://commerce-bulk, which Node
// answers "null" for, so its every answer was 404: the first test here failed on it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, createAppHandler } from '../../../main/shell-rules/index.js';

let base: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'shell-rules-'));
  const renderer = path.join(base, 'renderer');
  mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Commerce Bulk</title>');
  writeFileSync(path.join(renderer, 'assets', 'main.js'), 'console.log(1);');
  writeFileSync(path.join(base, 'secret.txt'), 'SECRET');
  // A sibling whose name starts like the renderer folder's: a prefix check would let it through.
  mkdirSync(path.join(base, 'renderer-evil'));
  writeFileSync(path.join(base, 'renderer-evil', 'x.js'), 'SECRET');
  handle = createAppHandler({ rendererDir: renderer, csp: CONTENT_SECURITY_POLICY });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET'): Promise<Response> => handle(new Request(url, { method }));

describe('the app:// handler', () => {
  it('serves index.html for the app origin, with the CSP (the old origin comparison 404ed it)', async () => {
    // What the old handler relied on, and why it failed: Node's URL has no origin for app:.
    expect(new URL(`${APP_ORIGIN}/`).origin).toBe('null');
    for (const url of [`${APP_ORIGIN}/`, `${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/index.html?x=1#top`]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('Commerce Bulk');
    }
  });

  it('serves a script with its type and answers HEAD without a body', async () => {
    const script = await get(`${APP_ORIGIN}/assets/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1);');
    const head = await get(`${APP_ORIGIN}/assets/main.js`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers a missing file and a folder 404, still with the CSP', async () => {
    for (const url of [`${APP_ORIGIN}/nope.js`, `${APP_ORIGIN}/assets`, `${APP_ORIGIN}/assets/`]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('never serves a file outside the renderer folder, plain or encoded', async () => {
    const attempts = [
      `${APP_ORIGIN}/../secret.txt`,
      `${APP_ORIGIN}/assets/../../secret.txt`,
      `${APP_ORIGIN}/%2e%2e/secret.txt`,
      `${APP_ORIGIN}/%2E%2e/%2e%2E/secret.txt`,
      `${APP_ORIGIN}/..%2fsecret.txt`,
      `${APP_ORIGIN}/assets/..%2F..%2Fsecret.txt`,
      `${APP_ORIGIN}/..%5csecret.txt`,
      `${APP_ORIGIN}/..\\secret.txt`,
      `${APP_ORIGIN}/%252e%252e/secret.txt`,
      `${APP_ORIGIN}/..%2f..%2frenderer-evil/x.js`,
      `${APP_ORIGIN}/index.html%00.js`,
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(await response.text(), url).not.toContain('SECRET');
    }
    expect((await get(`${APP_ORIGIN}/..%2fsecret.txt`)).status).toBe(400);
  });

  it('refuses other hosts, user parts, ports and schemes', async () => {
    const foreign = [
      'app://commerce-bulk.evil/index.html',
      'app://evil/index.html',
      'app://commerce-bulk:8080/index.html',
      'file:///index.html',
      'https://commerce-bulk/index.html',
      'other://commerce-bulk/index.html',
    ];
    for (const url of foreign) expect((await get(url)).status, url).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get(`${APP_ORIGIN}/index.html`, 'POST')).status).toBe(405);
  });
});
