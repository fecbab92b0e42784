// The sandbox service started for tests, on 127.0.0.1 and port 0, in every shape the suites
// need: in-process (alone, once per describe block, with the app's real API client, or with
// a data folder for the CLI), or as `npm run sandbox` in a child process, exactly as a user
// starts it. Each start has its matching stop; nothing outlives its test file.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '../../main/api/index.js';
import type { JobConnection } from '../../main/connection-refs/index.js';
import { startSandbox, type SandboxHandle, type SandboxOptions, type StartSandboxOptions } from '../../server/index.js';
import { killChildren } from './cli.js';
import { removeDir, tempDir } from './temp-dir.js';
import { refreshToken, sandboxTokens } from './tokens.js';

/** Northwind: the single DC 0, products 1000001.. */
export const NW = 12000001;
/** Contoso: DCs 1-4, products 2000001.. */
export const CH = 12000002;

/** The documented contract only (--strict), 300 products per profile, quiet. */
export async function startStrictSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return startSandbox({ strict: true, seedProducts: 300, quiet: true, ...options });
}

/** A sandbox and a token for the enclosing describe block: started before its tests, closed after; `use` receives both. */
export function sandboxForSuite(options: SandboxOptions, use: (s: SandboxHandle, token: string) => void): void {
  let s: SandboxHandle | undefined;
  beforeAll(async () => {
    s = await startStrictSandbox(options);
    use(s, await refreshToken(s));
  });
  afterAll(async () => s?.close());
}

/** A sandbox and the app's real API client signed in to it. */
export interface TestService {
  sandbox: SandboxHandle;
  client: ApiClient;
  close(): Promise<void>;
}

export async function startClientService(opts: SandboxOptions = {}): Promise<TestService> {
  const sandbox = await startSandbox({ strict: true, port: 0, quiet: true, ...opts });
  const client = createApiClient({ baseUrl: sandbox.url, tokens: sandboxTokens(sandbox) });
  return {
    sandbox,
    client,
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}

/** What clientServiceForFile holds for a test file: filled in before its first test. */
export interface FileService {
  svc: TestService;
  /** A temp folder of the file's own; its home/ is the app's home (COMMERCE_BULK_HOME). */
  dir: string;
  /** The job connection to that sandbox, as the app records it. */
  connection(): JobConnection;
}

/**
 * A sandbox with the app's client for a test file, and a temp folder that is the app's home
 * (COMMERCE_BULK_HOME) for it: started before its tests, closed after. Read the returned
 * object's fields inside tests (they are set by the file's beforeAll).
 */
export function clientServiceForFile(options: SandboxOptions, prefix?: string): FileService {
  const held = {
    connection: () => ({ ref: { kind: 'sandbox' }, baseUrl: held.svc.sandbox.url }),
  } as FileService;
  beforeAll(async () => {
    held.svc = await startClientService(options);
    held.dir = tempDir(prefix);
    process.env.COMMERCE_BULK_HOME = join(held.dir, 'home');
  });
  afterAll(async () => {
    await held.svc?.close();
  });
  return held;
}

/** A sandbox with its data (and credentials.json) in a folder, for tests that run the CLI against it. */
export interface Service {
  sandbox: SandboxHandle;
  dir: string;
  /** Path of credentials.json, for `--credentials`. */
  creds: string;
  secrets: string[];
  /** GET on /v1 with a fresh access token; null on 404. */
  get(path: string): Promise<unknown>;
  mutations(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function startService(opts: StartSandboxOptions = {}, dataDir?: string): Promise<Service> {
  const dir = dataDir ?? tempDir('cb-conf-svc-');
  const sandbox = await startSandbox({ strict: true, port: 0, dataDir: dir, seedProducts: 20, quiet: true, ...opts });
  let token: string | null = null;
  const accessToken = async (): Promise<string> => (token ??= await refreshToken(sandbox));
  return {
    sandbox,
    dir,
    creds: join(dir, 'credentials.json'),
    secrets: [sandbox.credentials.clientSecret, sandbox.credentials.refreshToken],
    async get(path) {
      const res = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${await accessToken()}` } });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async mutations() {
      return (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
    },
    close: async () => {
      await sandbox.close();
      if (!dataDir) removeDir(dir);
    },
  };
}

/** The SKU of seeded product 2000000 + n, as the sandbox seeds Contoso's ('0000007'). */
export const seedSku = (n: number): string => String(n).padStart(7, '0');

/**
 * Starts one sandbox and one temp folder for a test file and cleans both up after it (CLI
 * children killed, server closed, folder removed); `assign` hands them to the file's variables.
 */
export function serviceForFile(assign: (svc: Service, dir: string) => void): void {
  let svc: Service | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir('cb-conf-');
    assign(svc, dir);
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
}

/** credentials.json as the sandbox writes it: read as an outside tester would, by its documented shape. */
export interface Credentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  refreshToken: string;
  scopes: string[];
  profiles: {
    id: number;
    name: string;
    distributionCenterIds: number[];
    productIds: number[];
    skus: string[];
    orderIds: number[];
    customFieldIds: number[];
    productCount: number;
  }[];
}

export function readCredentials(dir: string): Credentials {
  return JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8')) as Credentials;
}

/** A sandbox run by `npm run sandbox` in a child process. */
export interface CliSandbox {
  url: string;
  dir: string;
  stdout: () => string;
  stop(): Promise<void>;
}

/** `npm run sandbox -- --strict --port 0 --data-dir <dir> ...extra`, resolved on the listening line. */
export function startSandboxCli(dir: string, extra: string[] = [], timeoutMs = 30_000): Promise<CliSandbox> {
  const child: ChildProcess = spawn(
    'npm',
    ['run', '--silent', 'sandbox', '--', '--strict', '--port', '0', '--data-dir', dir, ...extra],
    {
      cwd: process.cwd(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // npm starts the sandbox in a child of its own: the signal goes to the whole process group.
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const t = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 5000);
      await exited;
      clearTimeout(t);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`sandbox CLI did not print its URL in ${timeoutMs} ms: ${out} ${err}`));
    }, timeoutMs);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/^Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))$/m);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, dir, stdout: () => out, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox CLI exited with ${code}: ${out} ${err}`));
    });
  });
}
