// npm run bench:sheets — rows per second of main/sheets' readers on 1,000,000-row CSV and
// XLSX files beside bare papaparse, exceljs' own streaming reader and SheetJS (@e965/xlsx,
// which reads a whole workbook into memory) on the same files, with peak memory. Each reader
// runs in its own child process so its peak RSS is its own, compiled to JavaScript as the
// product ships (tsc -p tsconfig.bench.json into .tmp/bench; tsx's loader thread alone adds
// ~40 MB to a process). Issue 9's bar is printed and enforced: our XLSX reader at least 3x
// exceljs' in at most 200 MB peak RSS (exit 1 otherwise), on our own inline-string file and
// (issue 31) on workbooks as LibreOffice and Excel save them (real-workbooks.ts: made once,
// kept in /tmp). The bar is on CPU time (issue 44), with wall time beside it: both readers
// run on the same machine in the same run, but a machine others share slows wall time most.
// BENCH_ROWS=200000 npm run bench:sheets for a quicker run; BENCH_SHEETJS=0 leaves SheetJS out.
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { createWorkbookWriter, openSheet } from '../../main/sheets/index.js';
import { excelShapedWorkbook, libreOfficeWorkbook } from './real-workbooks.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

function sku(i: number): string {
  return `SKU-${String(i).padStart(8, '0')}`;
}

async function makeCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write('Sku,DistributionCenterID,Quantity,Note\n');
  for (let i = 0; i < ROWS; i++) {
    if (!out.write(`${sku(i)},${1 + (i % 5)},${i % 1000},"note, ${i}"\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function makeXlsx(path: string): Promise<void> {
  const w = await createWorkbookWriter(path);
  const s = w.addSheet('Stock', ['Sku', 'DistributionCenterID', 'Quantity', 'Note']);
  for (let i = 0; i < ROWS; i++) {
    s.addRow([sku(i), 1 + (i % 5), i % 1000, `note, ${i}`]);
    if (i % 10_000 === 0) await w.flush();
  }
  await w.close();
}

interface Result {
  rows: number;
  ms: number;
  /** CPU time of the process (all its threads): steadier than wall time on a busy machine. */
  cpuMs: number;
  peakRssMb: number;
  /** The 1-minute load average when the reader started and ended: its wall time is a quiet figure only at a low load. */
  load?: string;
}

async function measure(run: () => Promise<number>): Promise<Result> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const rows = await run();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  return {
    rows,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024),
  };
}

async function ours(path: string): Promise<number> {
  let n = 0;
  for await (const row of (await openSheet(path)).rows()) if (row.cells.length > 0) n++;
  return n;
}

function barePapa(path: string): Promise<number> {
  let n = 0;
  return new Promise((resolve, reject) => {
    Papa.parse(createReadStream(path, 'utf8') as unknown as File, {
      chunk: (r: Papa.ParseResult<string[]>) => {
        n += r.data.length;
      },
      complete: () => resolve(n - 1),
      error: reject,
    });
  });
}

async function bareExceljs(path: string): Promise<number> {
  let n = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
  } as never);
  for await (const sheet of reader as unknown as AsyncIterable<AsyncIterable<unknown>>)
    for await (const _row of sheet) n++;
  return n - 1;
}

function line(label: string, r: Result, base?: Result): string {
  const rate = Math.round(r.rows / (r.ms / 1000));
  const ratio = base
    ? `  ${(base.ms / r.ms).toFixed(2)}x the bare parser's speed (${(base.cpuMs / r.cpuMs).toFixed(2)}x in CPU time)`
    : '';
  const load = r.load ? `  (load ${r.load})` : '';
  return `${label.padEnd(40)} ${String(r.rows).padStart(9)} rows  ${(r.ms / 1000).toFixed(1).padStart(6)} s (CPU ${(r.cpuMs / 1000).toFixed(1)} s)  ${String(rate).padStart(9)} rows/s  peak RSS ${r.peakRssMb} MB${ratio}${load}`;
}

/**
 * Issue 9's, 31's and 44's bar on one workbook: at least 3x exceljs' streaming reader in CPU
 * time (issue 44: the seconds of processor each used, steadier than wall time on a machine
 * others share), at most 200 MB. The wall-time ratio is printed beside it.
 */
function verdict(label: string, excel: Result, ours: Result): { text: string; met: boolean } {
  const ratio = excel.cpuMs / ours.cpuMs;
  const fast = ratio >= 3,
    lean = ours.peakRssMb <= 200;
  return {
    met: fast && lean,
    text:
      `${label}: reader vs exceljs' streaming reader ${ratio.toFixed(2)}x in CPU time (target >= 3x) ${fast ? 'met' : 'NOT MET'}, ` +
      `${(excel.ms / ours.ms).toFixed(2)}x in wall time; ` +
      `peak RSS ${ours.peakRssMb} MB (target <= 200 MB) ${lean ? 'met' : 'NOT MET'}`,
  };
}

/** SheetJS reads the whole workbook (dense: rows as arrays, its leanest form), then counts its rows. */
async function sheetJs(path: string): Promise<number> {
  const wb = XLSX.read(readFileSync(path), {
    type: 'buffer',
    dense: true,
    cellStyles: false,
    cellHTML: false,
    cellFormula: false,
  });
  const ws = wb.Sheets[wb.SheetNames[0]!]!;
  const data = (ws as unknown as { '!data'?: unknown[] })['!data'] ?? [];
  return data.length - 1;
}

const STAGES: Record<string, (path: string) => Promise<number>> = { ours, barePapa, bareExceljs, sheetJs };

const ROOT = join(import.meta.dirname, '../..');
const COMPILED = join(ROOT, '.tmp/bench/test/bench/sheets-parse.bench.js');

/** Runs one reader in a child process (the compiled bench, plain node) and returns what it measured. */
function inChild(stage: string, path: string): Result {
  const before = loadavg()[0]!.toFixed(2);
  const out = execFileSync(process.execPath, [COMPILED, stage, path], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const r = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Result;
  return { ...r, load: `${before} -> ${loadavg()[0]!.toFixed(2)}` };
}

const withSheetJs = process.env.BENCH_SHEETJS !== '0';

/** SheetJS on the same file, as information (it holds the whole workbook: no target applies). */
function sheetJsLine(label: string, path: string, ours: Result): void {
  if (!withSheetJs) return;
  const r = inChild('sheetJs', path);
  console.log(line(`${label} SheetJS (whole workbook)`, r));
  console.log(
    `${''.padEnd(40)} main/sheets ${(r.ms / ours.ms).toFixed(2)}x SheetJS' speed (${(r.cpuMs / ours.cpuMs).toFixed(2)}x in CPU time)`,
  );
}

const [stage, stagePath] = process.argv.slice(2);
const run = stage ? STAGES[stage] : undefined;
if (run && stagePath) {
  console.log(JSON.stringify(await measure(() => run(stagePath))));
} else {
  console.log('Compiling the readers for the measured processes (tsc -p tsconfig.bench.json)...');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.bench.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const dir = mkdtempSync(join(tmpdir(), 'sheets-bench-'));
  try {
    const csv = join(dir, 'stock.csv');
    const xlsx = join(dir, 'stock.xlsx');
    console.log(`Generating ${ROWS.toLocaleString('en')}-row files in ${dir} ...`);
    await makeCsv(csv);
    await makeXlsx(xlsx);
    console.log(`CSV ${(statSync(csv).size / 1e6).toFixed(0)} MB, XLSX ${(statSync(xlsx).size / 1e6).toFixed(0)} MB`);
    const papa = inChild('barePapa', csv);
    const csvOurs = inChild('ours', csv);
    console.log(line('CSV bare papaparse', papa));
    console.log(line('CSV main/sheets', csvOurs, papa));
    sheetJsLine('CSV', csv, csvOurs);
    const excel = inChild('bareExceljs', xlsx);
    const xlsxOurs = inChild('ours', xlsx);
    console.log(line('XLSX bare exceljs', excel));
    console.log(line('XLSX main/sheets', xlsxOurs, excel));
    sheetJsLine('XLSX', xlsx, xlsxOurs);
    for (const [name, r] of [
      ['CSV', csvOurs],
      ['XLSX', xlsxOurs],
    ] as const) {
      if (r.rows !== ROWS) throw new Error(`${name}: read ${r.rows} rows, expected ${ROWS}`);
    }
    const verdicts = [verdict('our own inline-string XLSX', excel, xlsxOurs)];
    // Workbooks as users' programs save them (shared strings, s on every cell, dates, decimals).
    for (const [label, make] of [
      ['LibreOffice-saved XLSX', libreOfficeWorkbook],
      ['Excel-shaped XLSX', excelShapedWorkbook],
    ] as const) {
      const path = await make(ROWS, console.log);
      console.log(`${label}: ${path}, ${(statSync(path).size / 1e6).toFixed(0)} MB`);
      const theirs = inChild('bareExceljs', path);
      const mine = inChild('ours', path);
      console.log(line(`${label} exceljs`, theirs));
      console.log(line(`${label} main/sheets`, mine, theirs));
      sheetJsLine(label, path, mine);
      if (mine.rows !== ROWS) throw new Error(`${label}: read ${mine.rows} rows, expected ${ROWS}`);
      verdicts.push(verdict(label, theirs, mine));
    }
    console.log('');
    console.log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); load average now ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    for (const v of verdicts) console.log(v.text);
    if (verdicts.some((v) => !v.met)) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
