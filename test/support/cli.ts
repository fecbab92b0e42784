// The real command line run in a child process (node --import tsx main/cli/index.ts), as a
// user's shell would: its exit code, signal and both output streams, bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root: the CLI runs from here. */
export const ROOT = resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningCli {
  child: ChildProcess;
  done: Promise<CliRun>;
  /** The first line of stdout (or all of it, when the CLI ends without a line break). */
  firstLine: Promise<string>;
  stderr: () => string;
  /** stdout so far (a long-running command, such as watch, prints as it goes). */
  stdout: () => string;
  /** Resolves when `pattern` matches the stream so far, or when the CLI ends. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<void>;
}

const children = new Set<ChildProcess>();

/**
 * The CLI the tests run: its .ts sources through tsx, or with COMMERCE_BULK_TEST_CLI=built the
 * bundle `npm run build` made (dist/main/cli/index.js, what the bin and the app's launcher run),
 * so the whole CLI suite can be run against what ships.
 */
const CLI_ENTRY =
  process.env.COMMERCE_BULK_TEST_CLI === 'built'
    ? ['dist/main/cli/index.js']
    : ['--import', 'tsx', 'main/cli/index.ts'];

/** Kills every CLI child still running (call in afterAll). */
export function killChildren(): void {
  for (const c of children) if (c.exitCode === null && c.pid) c.kill('SIGKILL');
  children.clear();
}

/** Starts the CLI with `env` added to this process's environment (COMMERCE_BULK_HOME, usually). */
export function startCli(args: string[], env: Record<string, string>, timeoutMs = 180_000): RunningCli {
  const child = spawn(process.execPath, [...CLI_ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
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
  let gotLine: (l: string) => void = () => {};
  const firstLine = new Promise<string>((r) => {
    gotLine = r;
  });
  child.stdout!.on('data', (d: Buffer) => {
    out.stdout += d.toString();
    if (out.stdout.includes('\n')) gotLine(out.stdout.split('\n')[0]!);
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
      gotLine(out.stdout.split('\n')[0] ?? '');
      for (const w of waiters) w.resolve();
      r({ code, signal, ...out });
    }),
  );
  return {
    child,
    done,
    firstLine,
    stderr: () => out.stderr,
    stdout: () => out.stdout,
    waitFor: (pattern, stream = 'stdout') =>
      new Promise<void>((r) => {
        waiters.push({ pattern, stream, resolve: r });
        check();
      }),
  };
}

/** Runs the CLI to its end with `env` added to the environment. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return startCli(args, env).done;
}

/** A dry-run stock import of `file` against a credentials file, its result written to `out`. */
export function dryStockImport(file: string, creds: string, out: string): string[] {
  return ['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', out, '--dry-run'];
}

/** Runs the CLI to its end with its own data folder `home` (COMMERCE_BULK_HOME). */
export function cli(args: string[], home: string, env: Record<string, string> = {}): Promise<CliRun> {
  return runCli(args, { COMMERCE_BULK_HOME: home, ...env });
}

/** Text of a run for assertion messages. */
export function show(r: CliRun): string {
  return `exit ${r.code}${r.signal ? ` (${r.signal})` : ''}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

/** The job ID from the first line of an import's output (`Job <id>`). */
export function jobIdOf(r: CliRun): string {
  const m = /^Job (\S+)$/.exec(r.stdout.split('\n')[0] ?? '');
  if (!m) throw new Error(`first line of output is not 'Job <id>':\n${show(r)}`);
  return m[1]!;
}

/** The object of a run under --json, as scripts read it. */
export interface RunJson {
  job: string | null;
  file: string | null;
  status: string;
  jobStatus: string | null;
  counts: Record<string, number> | null;
  result: string | null;
  undo: string | null;
  exitCode: number;
  failedRows: { row: number; result: string; message: string }[];
  message?: string;
  undoes?: string;
  movedTo?: string | null;
}

/**
 * Issue 41: under --json stdout is exactly one JSON document, and its exitCode is the process's
 * own exit code. Throws (naming the run) when either does not hold; returns the object.
 */
export function onlyJson(r: CliRun): RunJson {
  let o: RunJson;
  try {
    o = JSON.parse(r.stdout) as RunJson;
  } catch {
    throw new Error(`stdout is not one JSON document:\n${show(r)}`);
  }
  if (r.stdout.trim().split('\n').length !== 1) throw new Error(`stdout is more than one line:\n${show(r)}`);
  if (o === null || typeof o !== 'object' || Array.isArray(o)) throw new Error(`stdout is no object:\n${show(r)}`);
  if (o.exitCode !== r.code) throw new Error(`exitCode ${o.exitCode} in the JSON, exit ${r.code}:\n${show(r)}`);
  return o;
}
