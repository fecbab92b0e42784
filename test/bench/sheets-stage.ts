// One reader of npm run bench:sheets, in a process of its own: `node sheets-stage.js <stage>
// <file>` prints {rows, ms, cpuMs, peakRssMb} as one JSON line. Each stage loads only the
// library it measures, before the clock starts: a child that loaded exceljs, SheetJS and
// papaparse beside main/sheets carried ~18 MB of the others' code in every reader's peak RSS.
import { createReadStream, readFileSync } from 'node:fs';

export interface StageResult {
  rows: number;
  ms: number;
  /** CPU time of the process (all its threads, inflating included): steadier than wall time on a busy machine. */
  cpuMs: number;
  peakRssMb: number;
}

type Reader = (path: string) => Promise<number>;

async function measure(run: (path: string) => Promise<number>, path: string): Promise<StageResult> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const rows = await run(path);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  return {
    rows,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssMb: Math.round(Math.max(peak, process.memoryUsage.rss()) / 1024 / 1024),
  };
}

/** main/sheets as the engine reads a file: every row handed out, blank ones not counted. */
async function ours(): Promise<Reader> {
  const { openSheet } = await import('../../main/sheets/index.js');
  return async (path) => {
    let n = 0;
    for await (const row of (await openSheet(path)).rows()) if (row.cells.length > 0) n++;
    return n;
  };
}

async function barePapa(): Promise<Reader> {
  const Papa = (await import('papaparse')).default;
  return (path) => {
    let n = 0;
    return new Promise((resolve, reject) => {
      Papa.parse(createReadStream(path, 'utf8') as unknown as File, {
        chunk: (r: { data: unknown[] }) => {
          n += r.data.length;
        },
        complete: () => resolve(n - 1),
        error: reject,
      });
    });
  };
}

/** exceljs' own streaming reader, shared strings and styles cached as it needs them for cell values. */
async function bareExceljs(): Promise<Reader> {
  const ExcelJS = (await import('exceljs')).default;
  return async (path) => {
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
  };
}

/** SheetJS reads the whole workbook (dense: rows as arrays, its leanest form), then counts its rows. */
async function sheetJs(): Promise<Reader> {
  const XLSX = await import('@e965/xlsx');
  return (path) => {
    const wb = XLSX.read(readFileSync(path), {
      type: 'buffer',
      dense: true,
      cellStyles: false,
      cellHTML: false,
      cellFormula: false,
    });
    const ws = wb.Sheets[wb.SheetNames[0]!]!;
    const data = (ws as unknown as { '!data'?: unknown[] })['!data'] ?? [];
    return Promise.resolve(data.length - 1);
  };
}

const STAGES: Record<string, () => Promise<Reader>> = { ours, barePapa, bareExceljs, sheetJs };

const [stage = '', path] = process.argv.slice(2);
const load = STAGES[stage];
if (!load || !path) {
  console.error(`usage: sheets-stage.js <${Object.keys(STAGES).join('|')}> <file>`);
  process.exitCode = 2;
} else {
  const reader = await load();
  console.log(JSON.stringify(await measure(reader, path)));
}
