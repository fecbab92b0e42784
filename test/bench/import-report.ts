// The report stage alone, for profiling and same-window comparisons (issue 44): bench:import
// times it after a whole send, which takes minutes at a million rows on a shared machine.
//   npx tsx test/bench/import-report.ts prepare <dir> <rows> <csv|xlsx>
// writes a DCQuantities file of <rows> rows into <dir>, imports it into a sandbox seeded for
// it, every row changed and sent, and keeps the job's journal there (<dir>/home);
//   node .tmp/bench/test/bench/import-report.js report <dir> [rounds]
// then writes that job's result and undo workbooks again (finishReport, as a run's end does),
// each round in this process, and prints wall and CPU time (process.cpuUsage: every thread,
// the undo thread's too), rows per wall- and CPU-second and peak RSS and heap (sampled every
// 50 ms), and a digest of the files written, to compare builds byte for byte.
// The report phase runs compiled, as the CLI ships: npx tsc -p tsconfig.bench.json first.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { mb, StageMeter } from './import-measure.js';

const [phase, dirArg, rowsArg, formatArg] = process.argv.slice(2);
if (!phase || !dirArg)
  throw new Error('usage: import-report.js prepare <dir> <rows> <csv|xlsx> | report <dir> [rounds]');
const dir = resolve(dirArg);
process.env.COMMERCE_BULK_HOME = join(dir, 'home');
const metaFile = join(dir, 'report-job.json');

interface Meta {
  jobId: string;
  rows: number;
  out: string;
}

/** Memory at each stage's start, before and after a full collection when node runs with --expose-gc. */
function traceStages(): (p: { stage: string }) => void {
  let stage = '';
  const line = (what: string): string => {
    const m = process.memoryUsage();
    return `${what}: rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)}`;
  };
  // After each full collection, what stayed (about the live heap), at most every 5 s.
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR || performance.now() - last < 5000) continue;
      last = performance.now();
      console.log(`  ${stage}, after a full GC of ${e.duration.toFixed(0)} ms: ${line('')}`);
    }
  }).observe({ entryTypes: ['gc'] });
  return (p) => {
    if (p.stage === stage) return;
    stage = p.stage;
    const before = line(`${stage} starts`);
    global.gc?.();
    console.log(`${before}; after a full GC ${line('')}`);
  };
}

async function prepare(rows: number, format: string): Promise<void> {
  const { startBenchSandbox } = await import('./import-sandbox.js');
  const { writeCsv, writeXlsx } = await import('./import-files.js');
  const { createApiClient } = await import('../../main/api/index.js');
  const { TokenManager } = await import('../../main/auth/index.js');
  const { runImport } = await import('../../main/jobs/index.js');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `stock-${rows}.${format}`);
  await (format === 'csv' ? writeCsv : writeXlsx)(file, rows, (p, dc) => (p * 7 + dc * 3 + 13) % 100_000);
  const sandbox = await startBenchSandbox(join(dir, 'service'), Math.ceil(rows / 4));
  const c = JSON.parse(readFileSync(sandbox.credentialsFile, 'utf8')) as Record<string, string>;
  const tokens = new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId!,
    clientSecret: c.clientSecret!,
    refreshToken: c.refreshToken!,
  });
  const client = createApiClient({ baseUrl: sandbox.url, tokens, budgetPerMinute: 1e9 });
  try {
    const out = join(dir, `result-${rows}.${format}`);
    const outcome = await runImport({
      dryRun: false,
      file,
      resource: 'DCQuantities',
      out,
      client,
      connection: { ref: { kind: 'sandbox' }, baseUrl: sandbox.url },
      mappingStore: null,
      ...(process.env.BENCH_TRACE ? { onProgress: traceStages() } : {}),
    });
    const meta: Meta = { jobId: outcome.jobId, rows, out };
    writeFileSync(metaFile, JSON.stringify(meta));
    console.log(`prepared job ${outcome.jobId}: ${JSON.stringify(outcome.counts)}, exit code ${outcome.exitCode}`);
  } finally {
    await client.close();
    await sandbox.close();
  }
}

const hash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** A CSV's digest, or each worksheet's of a workbook (its zip stamps the time; its Summary names it too). */
function digest(file: string): string {
  if (!existsSync(file)) return '-';
  if (!file.endsWith('.xlsx')) return hash(readFileSync(file));
  const list = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
  return list
    .filter((e) => e.startsWith('xl/worksheets/'))
    .map((e) => `${e.slice(14, -4)}:${hash(execFileSync('unzip', ['-p', file, e], { maxBuffer: 2 ** 31 }))}`)
    .join(' ');
}

/**
 * BENCH_LEFTOVER=1: garbage like a send's left in the old generation first (~150 MB of objects
 * no one holds), so the report starts as it does after a send in bench:import.
 */
function leaveGarbage(): void {
  let held: { n: number; s: string }[] = [];
  for (let i = 0; i < 4_000_000; i++) {
    held.push({ n: i, s: `leftover ${i}` });
    if (held.length === 1_000_000) held = [];
  }
}

async function report(rounds: number): Promise<void> {
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
  // Loaded first, as in a run (the leftover below is the send's, not the modules').
  const { finishReport } = await import('../../main/jobs/index.js');
  const { Journal } = await import('../../main/journal/index.js');
  if (process.env.BENCH_LEFTOVER) {
    leaveGarbage();
    const m = process.memoryUsage();
    console.log(`left over before the report: rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}/${mb(m.heapTotal)}`);
  }
  for (let r = 1; r <= rounds; r++) {
    const journal = Journal.open(meta.jobId);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const meter = new StageMeter();
    meter.enter('report');
    // BENCH_TRACE=1: the process's memory every half second, to see what the peak is made of.
    const trace = process.env.BENCH_TRACE
      ? setInterval(() => {
          const m = process.memoryUsage();
          console.log(
            `  ${((performance.now() - t0) / 1000).toFixed(1)} s: rss ${mb(m.rss)} heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} external ${mb(m.external)} buffers ${mb(m.arrayBuffers)}`,
          );
        }, 500)
      : undefined;
    try {
      await finishReport(journal);
    } finally {
      journal.close();
    }
    clearInterval(trace);
    const wall = (performance.now() - t0) / 1000;
    const used = process.cpuUsage(cpu0);
    const cpu = (used.user + used.system) / 1e6;
    meter.sample();
    meter.stop();
    const undo = meta.out.replace(/(\.[^./\\]+)?$/, '.undo.xlsx');
    console.log(
      `report ${meta.rows} rows (${meta.out.endsWith('.csv') ? 'CSV' : 'XLSX'}), round ${r}: wall ${wall.toFixed(2)} s ` +
        `(${Math.round(meta.rows / wall)} rows/s), CPU ${cpu.toFixed(2)} s (${Math.round(meta.rows / cpu)} rows per CPU-s), ` +
        `peak RSS ${mb(meter.peak.get('report'))} (heap ${mb(meter.heap.get('report'))}); ` +
        `result ${digest(meta.out)}, undo ${digest(undo)}`,
    );
  }
}

if (phase === 'prepare') await prepare(Number(rowsArg), formatArg ?? 'csv');
else await report(Number(rowsArg ?? 1));
