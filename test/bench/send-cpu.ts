// `npm run bench:send`: what sending costs in CPU, client and sandbox together (issue 44).
// The sandbox runs in a child process of its own (strict mode, limits off), the client in
// another: the real engine (runImport) imports a CSV of DCQuantities (one upsert per row, in
// $batch calls of 100). Only the send stage is measured: from the first write the engine hands
// the API client to the start of the report, the CPU of the client process (process.cpuUsage,
// every thread: the journal's writer too) and of the sandbox's (utime + stime from
// /proc/<pid>/stat). Prints rows per CPU-second of both processes, with the figure measured
// before issue 44's work (BEFORE below) for the same row count when there is one.
// `--rows N` (default 100,000) for a shorter run. Bounded: the client child is killed after
// 10 minutes. Linux only (/proc).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchSandbox, ROOT } from './import-sandbox.js';
import { writeCsv } from './import-files.js';

/**
 * Rows per CPU-second of both processes on the commit issue 44's sandbox work started from
 * (1460765), measured with this bench under tsx on a 2-core machine shared with other work.
 */
const BEFORE: Record<number, number> = { 20_000: 3731, 100_000: 3335 };

const HARD_STOP_MS = 10 * 60_000;

function rowsArg(): number {
  const i = process.argv.indexOf('--rows');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 100_000;
  if (!Number.isInteger(n) || n < 4 || n % 4 !== 0)
    throw new Error(`--rows must be a whole number divisible by 4 (four DCs per product), got ${process.argv[i + 1]}`);
  return n;
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
  const dir = mkdtempSync(join(tmpdir(), 'cb-bench-send-'));
  try {
    console.log(`Seeding the sandbox with ${rows / 4} products per profile and writing ${rows} rows...`);
    const sandbox = await startBenchSandbox(join(dir, 'service'), rows / 4);
    try {
      const file = join(dir, `stock-${rows}.csv`);
      await writeCsv(file, rows, (p, dc) => (p * 7 + dc * 3 + 13) % 100_000);
      const figures = await runClient(sandbox.url, sandbox.credentialsFile, sandbox.child.pid!, file, dir);
      report(figures);
    } finally {
      await sandbox.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runClient(url: string, credentials: string, sandboxPid: number, file: string, dir: string) {
  return new Promise<ClientFigures>((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/send-cpu-client.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        COMMERCE_BULK_HOME: join(dir, 'home'),
        BENCH_SANDBOX_URL: url,
        BENCH_CREDENTIALS: credentials,
        BENCH_SANDBOX_PID: String(sandboxPid),
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

function report(f: ClientFigures): void {
  const cpu = f.clientCpuSeconds + f.sandboxCpuSeconds;
  const rate = f.rows / cpu;
  console.log(
    `send stage: ${f.rows} rows (${f.changed} changed, exit code ${f.exitCode}) in ${f.wallSeconds.toFixed(1)} s wall; ` +
      `CPU client ${f.clientCpuSeconds.toFixed(2)} s + sandbox ${f.sandboxCpuSeconds.toFixed(2)} s = ${cpu.toFixed(2)} s ` +
      `(sandbox/client ${(f.sandboxCpuSeconds / f.clientCpuSeconds).toFixed(2)}x)`,
  );
  console.log(`rows per CPU-second of both processes: ${Math.round(rate)}`);
  const before = BEFORE[f.rows];
  if (before !== undefined)
    console.log(`before issue 44: ${before} rows per CPU-second -> ${(rate / before).toFixed(2)}x (target >= 3x)`);
  console.log(JSON.stringify({ bench: 'send', ...f, rowsPerCpuSecond: Math.round(rate), before: before ?? null }));
  if (f.exitCode !== 0 || f.changed !== f.rows) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
