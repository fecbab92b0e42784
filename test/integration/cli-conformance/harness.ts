// Black-box harness for the CLI conformance suite: a real sandbox on 127.0.0.1 (port 0,
// with a data dir so it writes credentials.json), the CLI run as a child process exactly as
// a user's shell would, and readers for the files it writes. Only the sandbox's public
// entry point and its HTTP API (plus /admin) are used to check what happened.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import Papa from 'papaparse';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../server/index.js';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const RESULT_COLUMNS = ['Result', 'HTTP Status', 'Message', 'Old Value', 'New Value'];
export const RESULT_VALUES = ['Created', 'Updated', 'Deleted', 'Unchanged', 'Skipped', 'Invalid', 'Failed'];

export function tempDir(prefix = 'cb-conf-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a test's temp folder (afterAll). */
export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const children = new Set<ChildProcess>();

/** Kills every CLI child still running (call in afterAll). */
export function killChildren(): void {
  for (const c of children) if (c.exitCode === null && c.pid) c.kill('SIGKILL');
  children.clear();
}

/** Starts `main/cli/index.ts` under tsx, with its own COMMERCE_BULK_HOME. */
export function startCli(
  args: string[],
  home: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): {
  child: ChildProcess;
  done: Promise<CliRun>;
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/index.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, COMMERCE_BULK_HOME: home, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const out = { stdout: '', stderr: '' };
  const waiters: { pattern: RegExp; stream: 'stdout' | 'stderr'; resolve(): void }[] = [];
  const check = (): void => {
    for (const w of [...waiters])
      if (w.pattern.test(out[w.stream])) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout!.on('data', (d: Buffer) => {
    out.stdout += d.toString();
    check();
  });
  child.stderr!.on('data', (d: Buffer) => {
    out.stderr += d.toString();
    check();
  });
  // Bounded: a hung CLI is killed and shows up as a failed expectation, not a hung suite.
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const done = new Promise<CliRun>((r) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      for (const w of waiters) w.resolve();
      r({ code, signal, ...out });
    }),
  );
  return {
    child,
    done,
    waitFor: (pattern, stream = 'stdout') =>
      new Promise<void>((r) => {
        waiters.push({ pattern, stream, resolve: r });
        check();
      }),
  };
}

export function cli(args: string[], home: string, env: Record<string, string> = {}): Promise<CliRun> {
  return startCli(args, home, env).done;
}

/** Text of a run for assertion messages. */
export function show(r: CliRun): string {
  return `exit ${r.code}${r.signal ? ` (${r.signal})` : ''}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

export function jobIdOf(r: CliRun): string {
  const m = /^Job (\S+)$/.exec(r.stdout.split('\n')[0] ?? '');
  if (!m) throw new Error(`first line of output is not 'Job <id>':\n${show(r)}`);
  return m[1]!;
}

export interface Service {
  sandbox: SandboxHandle;
  dir: string;
  creds: string;
  secrets: string[];
  /** GET on /v1 with a fresh access token; null on 404. */
  get(path: string): Promise<unknown>;
  mutations(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** A sandbox with its data (and credentials.json) in a temp dir. */
/**
 * Starts one sandbox and one temp folder for a test file and cleans both up after it (children
 * killed, server closed, folder removed); `assign` hands them to the file's own variables.
 */
export function serviceForFile(assign: (svc: Service, dir: string) => void): void {
  let svc: Service | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir();
    assign(svc, dir);
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
}

export async function startService(opts: SandboxOptions = {}, dataDir?: string): Promise<Service> {
  const dir = dataDir ?? tempDir('cb-conf-svc-');
  const sandbox = await startSandbox({ strict: true, port: 0, dataDir: dir, seedProducts: 20, quiet: true, ...opts });
  const creds = join(dir, 'credentials.json');
  const c = sandbox.credentials;
  let token: string | null = null;
  const accessToken = async (): Promise<string> => {
    if (token) return token;
    const res = await fetch(`${sandbox.url}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken }),
    });
    if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
    token = ((await res.json()) as { access_token: string }).access_token;
    return token;
  };
  return {
    sandbox,
    dir,
    creds,
    secrets: [c.clientSecret, c.refreshToken],
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
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function quantity(s: Service, dc: number, product: number): Promise<number | null> {
  const b = (await s.get(`/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${product})`)) as {
    AvailableQuantity: number;
  } | null;
  return b ? b.AvailableQuantity : null;
}

export async function attribute(s: Service, name: string, product: number): Promise<string | null> {
  const b = (await s.get(`/v1/AttributeValues(Name='${name.replace(/'/g, "''")}',ProductID=${product})`)) as {
    Value: string;
  } | null;
  return b ? b.Value : null;
}

/** Sum of all mutation counts (every write the sandbox applied). */
export function totalWrites(m: Record<string, number>): number {
  return Object.values(m).reduce((a, b) => a + b, 0);
}

export type Cell = string | number | boolean | null;

/** A cell as a plain value; a formula shows as `FORMULA:<text>` so a test sees one was written. */
function cellValue(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== 'object') return v as Cell;
  const o = v as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: string };
  if (o.formula !== undefined || o.sharedFormula !== undefined) return `FORMULA:${o.formula ?? o.sharedFormula}`;
  if (o.richText) return o.richText.map((r) => r.text).join('');
  return String(o.text ?? JSON.stringify(v));
}

/** Every sheet of an XLSX as rows of plain values (rich text and formulas flattened). */
export async function readXlsx(path: string): Promise<Record<string, Cell[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const sheets: Record<string, Cell[][]> = {};
  for (const ws of wb.worksheets) {
    const rows: Cell[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: Cell[] = [];
      for (let i = 1; i <= Math.max(row.cellCount, ws.columnCount); i++) {
        const v = row.getCell(i).value as unknown;
        cells.push(cellValue(v));
      }
      rows[n - 1] = cells;
    });
    sheets[ws.name] = Array.from(rows, (r) => r ?? []);
  }
  return sheets;
}

/** A CSV result as rows of strings (BOM removed). */
export function readCsv(path: string): string[][] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

/** Column values of a result sheet by header name. */
export function column(rows: Cell[][], name: string): Cell[] {
  const i = rows[0]!.indexOf(name);
  if (i < 0) throw new Error(`no column ${name} in ${JSON.stringify(rows[0])}`);
  return rows.slice(1).map((r) => r[i] ?? null);
}

/** Files under a folder, recursively, with their bytes as latin1 text (secrets are ASCII). */
export function filesUnder(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ path: p, text: readFileSync(p).toString('latin1') });
    }
  };
  walk(dir);
  return out;
}
