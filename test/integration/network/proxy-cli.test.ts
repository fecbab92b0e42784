// Issue 27: the CLI through a real company proxy (Debian's tinyproxy on 127.0.0.1). An import
// goes through HTTPS_PROXY / http_proxy / --proxy and the proxy's own log shows it; NO_PROXY
// bypasses it; --proxy wins over the environment; a proxy that wants a password gets it from
// the URL, a wrong one ends in exit 2 with the 407 message; and the password is in nothing
// the CLI prints or writes. Issue 39: a proxy of the environment is never used for a service
// on this machine (a capturing proxy sees 0 requests), so the environment tests address the
// sandbox by this machine's own name, which the client cannot know is local; the proxy's
// password comes from COMMERCE_BULK_PROXY_PASSWORD, never the command line (read from /proc).
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import {
  cli,
  killChildren,
  removeDir,
  show,
  startCli,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';
import {
  freePort,
  haveTinyproxy,
  startCapturingProxy,
  startTinyproxy,
  type TinyProxy,
} from '../../support/tinyproxy.js';

const PROXY_USER = 'buyer';
const PROXY_PASSWORD = 'Pr0xy-Pa55-ZX81';
const enabled = haveTinyproxy();
// This machine's name, when it resolves to 127.0.0.1 where the sandbox listens (/etc/hosts):
// a service address that is not loopback by its text, so the environment's proxy applies.
const farName = hostname();
const farNameWorks = (await lookup(farName, { family: 4 }).catch(() => ({ address: '' }))).address === '127.0.0.1';

let svc: Service;
let open: TinyProxy;
let guarded: TinyProxy;
let dir: string;
let deadProxy: string;
let farCreds: string;
let farSvc: Service;

beforeAll(async () => {
  if (!enabled) return;
  svc = await startService();
  dir = tempDir('cb-proxy-cli-');
  open = await startTinyproxy();
  guarded = await startTinyproxy({ user: PROXY_USER, password: PROXY_PASSWORD });
  deadProxy = `http://127.0.0.1:${await freePort()}`;
  // A service off this machine must be https: a TLS sandbox whose certificate (made here, and
  // reused by the sandbox from its data folder) is valid for this machine's name.
  const farDir = join(dir, 'far-service');
  mkdirSync(join(farDir, 'tls'), { recursive: true });
  const issued = issueCertificates({ names: ['127.0.0.1', farName] });
  writeFileSync(join(farDir, 'tls', 'ca.pem'), issued.caCert);
  writeFileSync(join(farDir, 'tls', 'server.pem'), issued.cert);
  writeFileSync(join(farDir, 'tls', 'server-key.pem'), issued.key, { mode: 0o600 });
  farSvc = await startService({ tls: true }, farDir);
  const creds = JSON.parse(readFileSync(farSvc.creds, 'utf8')) as { baseUrl: string };
  farCreds = join(dir, 'far-credentials.json');
  writeFileSync(farCreds, JSON.stringify({ ...creds, baseUrl: creds.baseUrl.replace('127.0.0.1', farName) }));
  writeFileSync(join(dir, 'stock.csv'), 'SKU,DC,Qty\r\n0000001,1,11\r\n0000002,2,12\r\n');
}, 60_000);

afterAll(async () => {
  killChildren();
  await open?.stop();
  await guarded?.stop();
  await svc?.close();
  await farSvc?.close();
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
function importArgs(extra: string[], creds = svc.creds) {
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
    creds,
    ...extra,
  ];
  return { home, out, args };
}

function importThrough(env: Record<string, string>, extra: string[] = [], creds = svc.creds) {
  const { home, out, args } = importArgs(extra, creds);
  return { home, out, done: cli(args, home, cleanEnv(env)) };
}

/** The same import with the sandbox addressed by this machine's name (not loopback by its text). */
const farImport = (env: Record<string, string>, extra: string[] = []) =>
  importThrough(env, [...extra, '--ca-file', join(dir, 'far-service', 'tls', 'ca.pem')], farCreds);

const sandboxHost = (): string => new URL(svc.sandbox.url).host;
const farHost = (): string => `${farName}:${new URL(farSvc.sandbox.url).port}`;

/** The process ids whose parent is `pid`, and theirs (from /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name), ...childrenOf(Number(name)));
    } catch {
      // gone already
    }
  }
  return out;
}

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
  // The sandbox answers only Host 127.0.0.1/localhost (its DNS-rebinding guard), so a request
  // that reached it by this machine's name ends in its 421: what proves which way it went is
  // the proxy's log (CONNECT <name>:<port>) or, without a proxy, that 421 itself.
  const REACHED_BY_NAME = /HTTP 421.*the Host 'vm:\d+' is refused/;

  it.skipIf(!farNameWorks)('HTTPS_PROXY: a service by name goes through the proxy, whose log shows it', async () => {
    const before = open.log();
    const r = await farImport({ HTTPS_PROXY: open.url }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${farHost()}`);
  });

  it.skipIf(!farNameWorks)('lower-case https_proxy works the same', async () => {
    const before = open.log();
    const r = await farImport({ https_proxy: open.url }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${farHost()}`);
  });

  it.skipIf(!farNameWorks)('NO_PROXY bypasses the proxy (here a dead one)', async () => {
    const r = await farImport({ HTTPS_PROXY: deadProxy, NO_PROXY: `localhost,${farName}` }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
  });

  it("a service on this machine never goes through the environment's proxy: it sees 0 requests", async () => {
    const capture = await startCapturingProxy();
    try {
      const env = { HTTP_PROXY: capture.url, HTTPS_PROXY: capture.url, http_proxy: capture.url };
      const r = await importThrough(env).done;
      expect(r.code, show(r)).toBe(0);
      expect(capture.seen).toEqual([]);
    } finally {
      await capture.close();
    }
  });

  it('--proxy wins over the environment', async () => {
    const before = open.log();
    const r = await importThrough({ HTTP_PROXY: deadProxy }, ['--proxy', open.url]).done;
    expect(r.code, show(r)).toBe(0);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
  });

  it.skipIf(!farNameWorks)('a proxy that cannot be reached: exit 2, naming the proxy and the setting', async () => {
    const r = await farImport({ HTTPS_PROXY: deadProxy }).done;
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(`The proxy ${deadProxy} refused the connection`);
    expect(r.stderr).toContain('HTTPS_PROXY');
  });

  it('the proxy password from COMMERCE_BULK_PROXY_PASSWORD works, is in no argv and in nothing written', async () => {
    const before = guarded.log();
    const { home, out, args } = importArgs(['--proxy', `http://${PROXY_USER}@127.0.0.1:${guarded.port}`]);
    const run = startCli(args, cleanEnv({ COMMERCE_BULK_HOME: home, COMMERCE_BULK_PROXY_PASSWORD: PROXY_PASSWORD }));
    // Every process of the run, read from /proc while it runs: the CLI and anything it started.
    const argvs: string[] = [];
    const pid = run.child.pid!;
    const sample = (): void => {
      for (const p of [pid, ...childrenOf(pid)])
        try {
          argvs.push(readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' '));
        } catch {
          // gone already
        }
    };
    sample();
    const timer = setInterval(sample, 20);
    const r = await run.done.finally(() => clearInterval(timer));
    expect(r.code, show(r)).toBe(0);
    expect(argvs.some((a) => a.includes('--proxy'))).toBe(true);
    for (const a of argvs) expect(a).not.toContain(PROXY_PASSWORD);
    expect(guarded.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
    const b64 = Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64');
    for (const text of [r.stdout, r.stderr]) {
      expect(text).not.toContain(PROXY_PASSWORD);
      expect(text).not.toContain(b64);
    }
    // The journal, the logs and the result workbook (its zip parts hold plain XML).
    const files = [...allFiles(home), out];
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) {
      const bytes = readFileSync(f);
      expect(bytes.includes(PROXY_PASSWORD), f).toBe(false);
      expect(bytes.includes(b64), f).toBe(false);
    }
  });

  it('--proxy with a password in it: refused (exit 2) naming COMMERCE_BULK_PROXY_PASSWORD, the proxy untouched', async () => {
    const before = guarded.log();
    const r = await importThrough({}, ['--proxy', `http://${PROXY_USER}:${PROXY_PASSWORD}@127.0.0.1:${guarded.port}`])
      .done;
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain('--proxy must not hold a password');
    expect(r.stderr).toContain('http://user@proxy:8080');
    expect(r.stderr).toContain('COMMERCE_BULK_PROXY_PASSWORD');
    expect(r.stdout + r.stderr).not.toContain(PROXY_PASSWORD);
    expect(guarded.log().slice(before.length)).not.toContain('CONNECT');
  });

  // Issue 41: a password typed with '@ : #' as they are ends the URL's user part early.
  it.skipIf(!farNameWorks)(
    'a proxy password with @ : # not percent-encoded: exit 2 with the %40 %3A %23 hint, the password in nothing',
    async () => {
      const password = 'Pa55@w:rd#41';
      const before = guarded.log();
      const { home, out, done } = farImport({
        HTTPS_PROXY: `http://${PROXY_USER}:${password}@127.0.0.1:${guarded.port}`,
      });
      const r = await done;
      expect(r.code, show(r)).toBe(2);
      expect(r.stderr).toContain(
        'The proxy address in HTTPS_PROXY is not a valid URL: its user name or password holds a character that must be percent-encoded in a URL.',
      );
      expect(r.stderr).toContain('@ as %40, : as %3A, # as %23');
      expect(r.stderr).toContain('COMMERCE_BULK_PROXY_PASSWORD');
      expect(r.stderr).not.toContain('Invalid URL');
      for (const secret of [password, 'w:rd#41', 'rd#41']) expect(r.stdout + r.stderr).not.toContain(secret);
      for (const f of allFiles(home)) expect(readFileSync(f).includes(password), f).toBe(false);
      expect(existsSync(out)).toBe(false);
      expect(guarded.log().slice(before.length)).not.toContain('CONNECT');
    },
  );

  it('--help documents no user:password@ and names the variable', async () => {
    const r = await cli(['import', '--help'], join(dir, 'help-home'));
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).not.toContain('user:password@');
    expect(r.stdout).toContain('COMMERCE_BULK_PROXY_PASSWORD');
  });

  it('a wrong proxy password: exit 2 and the 407 message with the scheme asked for', async () => {
    const wrong = 'Wr0ng-Pa55-QL42';
    const r = await importThrough({ COMMERCE_BULK_PROXY_PASSWORD: wrong }, [
      '--proxy',
      `http://${PROXY_USER}@127.0.0.1:${guarded.port}`,
    ]).done;
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
    expect(r.stderr).toContain(
      `http://user@127.0.0.1:${guarded.port}, and its password in COMMERCE_BULK_PROXY_PASSWORD`,
    );
  });
});
