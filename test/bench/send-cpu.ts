// `npm run bench:send`: what sending costs in CPU, client and sandbox together (issue 44).
// The sandbox runs in a child process of its own (strict mode, limits off), the client in
// another: the real engine (runImport) imports a CSV of DCQuantities (one upsert per row, in
// $batch calls of 100). Only the send stage is measured: from the first write the engine hands
// the API client to the start of the report, the CPU of the client process (process.cpuUsage,
// every thread: the journal's writer too) and of the sandbox's (utime + stime from
// /proc/<pid>/stat). Prints rows per CPU-second of both processes, with the figure measured
// before issue 44's work (BEFORE below) for the same row count when there is one.
// `--rows N` (default 100,000) for a shorter run. CPU time on a loaded machine swells with
// the load, so a figure is only comparable with one taken in the same window:
// `--compare <commit>` runs that commit's client and sandbox (exported with git archive) and
// this tree's, alternately, `--rounds` times each (default 2), and prints the ratio of the
// medians. Bounded: each client child is killed after 10 minutes. Linux only (/proc).
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './import-sandbox.js';
import { writeCsv } from './import-files.js';

/**
 * Rows per CPU-second of both processes on the commit issue 44's sandbox work started from
 * (1460765), measured alone with this bench under tsx on the shared 2-core machine (load
 * average about 9). A lone figure is only a rough yardstick under load: `--compare 1460765`
 * measures both in one window (29 November 2026, load 22-23, 20,000 rows, 3 rounds: medians
 * 1,679 -> 5,632 rows per CPU-second, 3.36x).
 */
const BEFORE: Record<number, number> = { 20_000: 3731, 100_000: 3335 };

const HARD_STOP_MS = 10 * 60_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function rowsArg(): number {
  const n = Number(arg('--rows') ?? 100_000);
  if (!Number.isInteger(n) || n < 4 || n % 4 !== 0)
    throw new Error(`--rows must be a whole number divisible by 4 (four DCs per product), got ${arg('--rows')}`);
  return n;
}

/** That commit's product (main/, server/, shared/) in a folder of its own, with this bench's client beside it. */
function exportCommit(ref: string, dir: string): string {
  const root = join(dir, 'before');
  mkdirSync(root);
  execSync(`git archive ${ref} main server shared package.json tsconfig.json tsconfig.base.json | tar -x -C ${root}`, {
    cwd: ROOT,
  });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  mkdirSync(join(root, 'test/bench'), { recursive: true });
  cpSync(join(ROOT, 'test/bench/send-cpu-client.ts'), join(root, 'test/bench/send-cpu-client.ts'));
  return root;
}

interface Sandbox {
  url: string;
  pid: number;
  credentialsFile: string;
  close(): Promise<void>;
}

/** The sandbox of the product in `root`, in a child process (strict, limits off). */
async function startSandbox(root: string, dataDir: string, seedProducts: number): Promise<Sandbox> {
  const args = ['--port', '0', '--data-dir', dataDir, '--seed-products', String(seedProducts)];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli.ts', ...args, '--rate-limit', '0', '--max-concurrency', '0', '--strict', '--quiet'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Sandbox listening on (http:\/\/\S+)/.exec(out);
      if (m) ok(m[1]!);
    });
    child.on('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
  const credentialsFile = join(dataDir, 'credentials.json');
  JSON.parse(readFileSync(credentialsFile, 'utf8'));
  return {
    url,
    pid: child.pid!,
    credentialsFile,
    close: () =>
      new Promise((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

/** One send of `file` from the product in `root` to a fresh sandbox of it. */
async function measure(root: string, dir: string, file: string, rows: number, label: string): Promise<ClientFigures> {
  const run = mkdtempSync(join(dir, 'run-'));
  const sandbox = await startSandbox(root, join(run, 'service'), rows / 4);
  try {
    return await runClient(root, sandbox, file, run);
  } finally {
    await sandbox.close();
    rmSync(run, { recursive: true, force: true });
    console.log(`  (${label} done)`);
  }
}

interface ClientFigures {
  rows: number;
  changed: number;
  exitCode: number;
  wallSeconds: number;
  clientCpuSeconds: number;
  sandboxCpuSeconds: number;
}

async function main(): Promise<void> {
  const rows = rowsArg();
  const ref = arg('--compare');
  const rounds = Number(arg('--rounds') ?? 2);
  const dir = mkdtempSync(join(tmpdir(), 'cb-bench-send-'));
  try {
    const file = join(dir, `stock-${rows}.csv`);
    await writeCsv(file, rows, (p, dc) => (p * 7 + dc * 3 + 13) % 100_000);
    console.log(`${rows} rows of DCQuantities; each run seeds a sandbox with ${rows / 4} products per profile.`);
    if (!ref) return report(await measure(ROOT, dir, file, rows, 'this tree'), BEFORE[rows]);
    const before = exportCommit(ref, dir);
    const runs: { before: ClientFigures[]; after: ClientFigures[] } = { before: [], after: [] };
    for (let i = 0; i < rounds; i++) {
      runs.before.push(await measure(before, dir, file, rows, `${ref}, round ${i + 1}`));
      runs.after.push(await measure(ROOT, dir, file, rows, `this tree, round ${i + 1}`));
    }
    compare(ref, runs.before, runs.after);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runClient(root: string, sandbox: Sandbox, file: string, dir: string) {
  return new Promise<ClientFigures>((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/send-cpu-client.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        COMMERCE_BULK_HOME: join(dir, 'home'),
        BENCH_SANDBOX_URL: sandbox.url,
        BENCH_CREDENTIALS: sandbox.credentialsFile,
        BENCH_SANDBOX_PID: String(sandbox.pid),
        BENCH_FILE: file,
        BENCH_OUT: join(dir, 'result.csv'),
      },
    });
    const stop = setTimeout(() => child.kill('SIGKILL'), HARD_STOP_MS);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(stop);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) fail(new Error(`the client exited with ${code}: ${out}`));
      else ok(JSON.parse(line) as ClientFigures);
    });
  });
}

const rateOf = (f: ClientFigures): number => f.rows / (f.clientCpuSeconds + f.sandboxCpuSeconds);

function line(label: string, f: ClientFigures): string {
  const cpu = f.clientCpuSeconds + f.sandboxCpuSeconds;
  return (
    `${label}: ${f.rows} rows (${f.changed} changed, exit code ${f.exitCode}) in ${f.wallSeconds.toFixed(1)} s wall; ` +
    `CPU client ${f.clientCpuSeconds.toFixed(2)} s + sandbox ${f.sandboxCpuSeconds.toFixed(2)} s = ${cpu.toFixed(2)} s ` +
    `-> ${Math.round(rateOf(f))} rows per CPU-second`
  );
}

function check(f: ClientFigures): void {
  if (f.exitCode !== 0 || f.changed !== f.rows) process.exitCode = 1;
}

function report(f: ClientFigures, before: number | undefined): void {
  console.log(line('send stage', f));
  const rate = rateOf(f);
  if (before !== undefined)
    console.log(`before issue 44: ${before} rows per CPU-second -> ${(rate / before).toFixed(2)}x (target >= 3x)`);
  console.log(JSON.stringify({ bench: 'send', ...f, rowsPerCpuSecond: Math.round(rate), before: before ?? null }));
  check(f);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function compare(ref: string, before: ClientFigures[], after: ClientFigures[]): void {
  before.forEach((f, i) => console.log(line(`before (${ref}) #${i + 1}`, f)));
  after.forEach((f, i) => console.log(line(`after (this tree) #${i + 1}`, f)));
  const b = median(before.map(rateOf));
  const a = median(after.map(rateOf));
  console.log(
    `rows per CPU-second of both processes, medians: before ${Math.round(b)}, after ${Math.round(a)} -> ${(a / b).toFixed(2)}x (target >= 3x)`,
  );
  console.log(JSON.stringify({ bench: 'send', ref, before: Math.round(b), after: Math.round(a), ratio: a / b }));
  [...before, ...after].forEach(check);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
