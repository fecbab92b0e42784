import { loadavg } from 'node:os';

// Peak memory per stage: RSS sampled every 50 ms and charged to the stage running then.
export class StageMeter {
  private stage = 'start';
  readonly peak = new Map<string, number>();
  /** Peak V8 heap in use per stage: what JavaScript holds, beside the RSS (which adds SQLite, buffers, code). */
  readonly heap = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  constructor() {
    this.timer = setInterval(() => this.sample(), 50);
    this.timer.unref();
  }
  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    this.peak.set(this.stage, Math.max(this.peak.get(this.stage) ?? 0, rss));
    this.heap.set(this.stage, Math.max(this.heap.get(this.stage) ?? 0, heapUsed));
  }
  enter(stage: string): void {
    if (stage !== this.stage) {
      this.sample();
      this.stage = stage;
      this.sample();
    }
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/** The 1-, 5- and 15-minute load averages, as `uptime` says them: a figure's wall time depends on them. */
export function loadNow(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

export const mb = (bytes: number | undefined): string =>
  bytes === undefined ? '-' : `${Math.round(bytes / 2 ** 20)} MB`;

/** Rows per second of a bare parse: papaparse for CSV, exceljs' streaming reader for XLSX. */
export async function bareParse(path: string): Promise<{ rows: number; seconds: number }> {
  const t0 = performance.now();
  let rows = 0;
  if (path.endsWith('.csv')) {
    const Papa = (await import('papaparse')).default;
    const { createReadStream } = await import('node:fs');
    await new Promise<void>((ok, fail) => {
      Papa.parse(createReadStream(path, 'utf8') as unknown as File, {
        step: () => {
          rows++;
        },
        complete: () => ok(),
        error: (e: Error) => fail(e),
      });
    });
  } else {
    const ExcelJS = (await import('exceljs')).default;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      worksheets: 'emit',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const ws of reader) for await (const _row of ws) rows++;
  }
  return { rows, seconds: (performance.now() - t0) / 1000 };
}
