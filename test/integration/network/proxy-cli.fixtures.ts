// What proxy-cli-routing.test.ts and proxy-cli-passwords.test.ts share: a sandbox, an open and
// a guarded tinyproxy, a dead proxy address, a TLS sandbox addressed by this machine's name,
// and the import run through them.
import { lookup } from 'node:dns/promises';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import { cli, killChildren, removeDir, startService, tempDir, type Service } from '../../support/index.js';
import { freePort, haveTinyproxy, startTinyproxy, type TinyProxy } from '../../support/tinyproxy.js';

export const PROXY_USER = 'buyer';
export const PROXY_PASSWORD = 'Pr0xy-Pa55-ZX81';
export const enabled = haveTinyproxy();
// This machine's name, when it resolves to 127.0.0.1 where the sandbox listens (/etc/hosts):
// a service address that is not loopback by its text, so the environment's proxy applies.
export const farName = hostname();
export const farNameWorks =
  (await lookup(farName, { family: 4 }).catch(() => ({ address: '' }))).address === '127.0.0.1';

export interface ProxyBed {
  svc: Service;
  open: TinyProxy;
  guarded: TinyProxy;
  dir: string;
  deadProxy: string;
  farCreds: string;
  farSvc: Service;
}

type Started = ReturnType<typeof cli>;

export interface ProxyTools {
  /** The arguments of an import of stock.csv, with a fresh home and result file. */
  importArgs(extra: string[], creds?: string): { home: string; out: string; args: string[] };
  /** That import run with `env` as the only proxy settings. */
  importThrough(
    env: Record<string, string>,
    extra?: string[],
    creds?: string,
  ): { home: string; out: string; done: Started };
  /** The same import with the sandbox addressed by this machine's name (not loopback by its text). */
  farImport(env: Record<string, string>, extra?: string[]): { home: string; out: string; done: Started };
  sandboxHost(): string;
  farHost(): string;
}

/** Starts the sandboxes and proxies before the file's tests (when tinyproxy is here), hands them over through `use`. */
export function useProxyBed(use: (bed: ProxyBed) => void): ProxyTools {
  // Filled as each part starts, so that afterAll stops what did start when a later part fails.
  const bed: Partial<ProxyBed> = {};
  beforeAll(async () => {
    if (!enabled) return;
    bed.svc = await startService();
    const dir = (bed.dir = tempDir('cb-proxy-cli-'));
    bed.open = await startTinyproxy();
    bed.guarded = await startTinyproxy({ user: PROXY_USER, password: PROXY_PASSWORD });
    bed.deadProxy = `http://127.0.0.1:${await freePort()}`;
    // A service off this machine must be https: a TLS sandbox whose certificate (made here, and
    // reused by the sandbox from its data folder) is valid for this machine's name.
    const farDir = join(dir, 'far-service');
    mkdirSync(join(farDir, 'tls'), { recursive: true });
    const issued = issueCertificates({ names: ['127.0.0.1', farName] });
    writeFileSync(join(farDir, 'tls', 'ca.pem'), issued.caCert);
    writeFileSync(join(farDir, 'tls', 'server.pem'), issued.cert);
    writeFileSync(join(farDir, 'tls', 'server-key.pem'), issued.key, { mode: 0o600 });
    bed.farSvc = await startService({ tls: true }, farDir);
    const creds = JSON.parse(readFileSync(bed.farSvc.creds, 'utf8')) as { baseUrl: string };
    bed.farCreds = join(dir, 'far-credentials.json');
    writeFileSync(bed.farCreds, JSON.stringify({ ...creds, baseUrl: creds.baseUrl.replace('127.0.0.1', farName) }));
    writeFileSync(join(dir, 'stock.csv'), 'SKU,DC,Qty\r\n0000001,1,11\r\n0000002,2,12\r\n');
    use(bed as ProxyBed);
  }, 60_000);

  afterAll(async () => {
    killChildren();
    await bed.open?.stop();
    await bed.guarded?.stop();
    await bed.svc?.close();
    await bed.farSvc?.close();
    if (bed.dir) removeDir(bed.dir);
  });
  const the = (): ProxyBed => bed as ProxyBed;

  let runs = 0;
  function importArgs(extra: string[], creds = the().svc.creds) {
    const { dir } = the();
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

  function importThrough(env: Record<string, string>, extra: string[] = [], creds = the().svc.creds) {
    const { home, out, args } = importArgs(extra, creds);
    return { home, out, done: cli(args, home, cleanEnv(env)) };
  }

  const farImport = (env: Record<string, string>, extra: string[] = []) =>
    importThrough(env, [...extra, '--ca-file', join(the().dir, 'far-service', 'tls', 'ca.pem')], the().farCreds);

  const sandboxHost = (): string => new URL(the().svc.sandbox.url).host;
  const farHost = (): string => `${farName}:${new URL(the().farSvc.sandbox.url).port}`;

  return { importArgs, importThrough, farImport, sandboxHost, farHost };
}

/** Env without any proxy variable of the machine running the tests. */
export function cleanEnv(extra: Record<string, string>): Record<string, string> {
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

/** The process ids whose parent is `pid`, and theirs (from /proc). */
export function childrenOf(pid: number): number[] {
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
export function allFiles(root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    const p = join(root, name);
    if (statSync(p).isDirectory()) out.push(...allFiles(p));
    else out.push(p);
  }
  return out;
}
