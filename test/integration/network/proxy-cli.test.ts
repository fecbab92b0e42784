// Issue 27: the CLI through a real company proxy (Debian's tinyproxy on 127.0.0.1). An import
// goes through HTTPS_PROXY / http_proxy / --proxy and the proxy's own log shows it; NO_PROXY
// bypasses it; --proxy wins over the environment; a proxy that wants a password gets it from
// the URL, a wrong one ends in exit 2 with the 407 message; and the password is in nothing
// the CLI prints or writes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, killChildren, removeDir, show, startService, tempDir, type Service } from '../../support/index.js';
import { freePort, haveTinyproxy, startTinyproxy, type TinyProxy } from '../../support/tinyproxy.js';

const PROXY_USER = 'buyer';
const PROXY_PASSWORD = 'Pr0xy-Pa55-ZX81';
const enabled = haveTinyproxy();

let svc: Service;
let open: TinyProxy;
let guarded: TinyProxy;
let dir: string;
let deadProxy: string;

beforeAll(async () => {
  if (!enabled) return;
  svc = await startService();
  dir = tempDir('cb-proxy-cli-');
  open = await startTinyproxy();
  guarded = await startTinyproxy({ user: PROXY_USER, password: PROXY_PASSWORD });
  deadProxy = `http://127.0.0.1:${await freePort()}`;
  writeFileSync(join(dir, 'stock.csv'), 'SKU,DC,Qty\r\n0000001,1,11\r\n0000002,2,12\r\n');
}, 60_000);

afterAll(async () => {
  killChildren();
  await open?.stop();
  await guarded?.stop();
  await svc?.close();
  removeDir(dir);
});

/** Env without any proxy variable of the machine running the tests. */
function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {
    HTTPS_PROXY: '',
    https_proxy: '',
    HTTP_PROXY: '',
    http_proxy: '',
    NO_PROXY: '',
    no_proxy: '',
  };
  return { ...out, ...extra };
}

let runs = 0;
function importThrough(env: Record<string, string>, extra: string[] = []) {
  const home = join(dir, `home-${++runs}`);
  const out = join(dir, `result-${runs}.xlsx`);
  const args = [
    'import',
    join(dir, 'stock.csv'),
    '--resource',
    'DCQuantities',
    '--out',
    out,
    '--credentials',
    svc.creds,
    ...extra,
  ];
  return { home, out, done: cli(args, home, cleanEnv(env)) };
}

const sandboxHost = (): string => new URL(svc.sandbox.url).host;

/** Every file under a folder, as text. */
function allFiles(root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    const p = join(root, name);
    if (statSync(p).isDirectory()) out.push(...allFiles(p));
    else out.push(p);
  }
  return out;
}

describe.skipIf(!enabled)('the CLI behind a real proxy (tinyproxy)', () => {
  it('HTTPS_PROXY / HTTP_PROXY: the import goes through the proxy, whose log shows it', async () => {
    const before = open.log();
    const r = await importThrough({ HTTP_PROXY: open.url }).done;
    expect(r.code, show(r)).toBe(0);
    const seen = open.log().slice(before.length);
    expect(seen).toContain(`CONNECT ${sandboxHost()}`);
  });

  it('lower-case http_proxy works the same', async () => {
    const before = open.log();
    const r = await importThrough({ http_proxy: open.url }).done;
    expect(r.code, show(r)).toBe(0);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
  });

  it('NO_PROXY bypasses the proxy (here a dead one)', async () => {
    const r = await importThrough({ HTTP_PROXY: deadProxy, NO_PROXY: 'localhost,127.0.0.1' }).done;
    expect(r.code, show(r)).toBe(0);
  });

  it('--proxy wins over the environment', async () => {
    const before = open.log();
    const r = await importThrough({ HTTP_PROXY: deadProxy }, ['--proxy', open.url]).done;
    expect(r.code, show(r)).toBe(0);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
  });

  it('a proxy that cannot be reached: exit 2, naming the proxy and the setting', async () => {
    const r = await importThrough({ HTTP_PROXY: deadProxy }).done;
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(`The proxy ${deadProxy} refused the connection`);
    expect(r.stderr).toContain('HTTP_PROXY');
  });

  it('proxy credentials in the URL work, and appear in nothing the CLI prints or writes', async () => {
    const url = `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${guarded.port}`;
    const before = guarded.log();
    const run = importThrough({ HTTPS_PROXY: url, HTTP_PROXY: url });
    const r = await run.done;
    expect(r.code, show(r)).toBe(0);
    expect(guarded.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
    const b64 = Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64');
    for (const text of [r.stdout, r.stderr]) {
      expect(text).not.toContain(PROXY_PASSWORD);
      expect(text).not.toContain(b64);
    }
    // The journal, the logs and the result workbook (its zip parts hold plain XML).
    const files = [...allFiles(run.home), run.out];
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) {
      const bytes = readFileSync(f);
      expect(bytes.includes(PROXY_PASSWORD), f).toBe(false);
      expect(bytes.includes(b64), f).toBe(false);
    }
  });

  it('a wrong proxy password: exit 2 and the 407 message with the scheme asked for', async () => {
    const wrong = 'Wr0ng-Pa55-QL42';
    const r = await importThrough({}, ['--proxy', `http://${PROXY_USER}:${wrong}@127.0.0.1:${guarded.port}`]).done;
    expect(r.code, show(r)).toBe(2);
    // tinyproxy answers a wrong password on CONNECT with 401 (WWW-Authenticate), a missing one with 407.
    expect(r.stderr).toMatch(
      new RegExp(
        `The proxy http://127\\.0\\.0\\.1:${guarded.port} refused the user name and password given \\(HTTP 40[17], Basic\\)`,
      ),
    );
    expect(r.stderr).toContain('--proxy');
    expect(r.stdout + r.stderr).not.toContain(wrong);
  });

  it('no credentials for a proxy that wants them: the 407 message says how to give them', async () => {
    const r = await importThrough({}, ['--proxy', guarded.url]).done;
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain('asks for credentials (HTTP 407, Basic)');
    expect(r.stderr).toContain('http://user:password@');
  });
});
