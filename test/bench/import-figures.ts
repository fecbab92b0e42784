// The figures of one measured import case of bench:import, printed and checked against
// issue 12's targets: rows per second and peak RSS per stage, the ingest ratio as
// information, the report rate and the 300 MB peak as PASS/FAIL. Kept apart from import.ts,
// which starts the sandbox and the processes, so each file holds one job.
import type { ImportOutcome } from '../../main/jobs/index.js';
import { mb, type StageMeter } from './import-measure.js';

export interface CaseRun {
  rows: number;
  format: string;
  /** Rows per second of the bare parse (papaparse or exceljs) and of our own reader. */
  bareRate: number;
  readRate: number;
  meter: StageMeter;
  outcome: ImportOutcome;
  /** Milliseconds per stage, as the job's journal recorded them. */
  timings: Record<string, number | undefined>;
  dry: boolean;
}

const STAGES: [string, string][] = [
  ['read', 'read+map+validate+journal'],
  ['resolve', 'SKU look-up'],
  ['preflight', 'pre-flight read'],
  ['send', 'send'],
  ['report', 'report'],
];

/** Prints the case's figures; returns the targets it missed, each with its figure. */
export function caseFigures(run: CaseRun, log: (s: string) => void): string[] {
  const { rows, format, bareRate, readRate, meter, outcome, timings, dry } = run;
  const csv = format === 'csv';
  // The yardstick of the ingest target: bare papaparse for CSV, our own reader for XLSX.
  const yardstick = csv ? bareRate : readRate;
  const yardName = csv ? 'bare papaparse' : 'our XLSX reader';
  const changed = (outcome.counts?.Created ?? 0) + (outcome.counts?.Updated ?? 0);
  log(`bare ${csv ? 'papaparse' : 'exceljs'} parse: ${Math.round(bareRate)} rows/s`);
  log(`main/sheets read:       ${Math.round(readRate)} rows/s  (${(readRate / bareRate).toFixed(2)} x bare parse)`);
  for (const [stage, label] of STAGES) {
    const ms = timings[stage];
    if (ms === undefined) continue;
    const rate = rows / (ms / 1000);
    log(
      `${label.padEnd(26)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(Math.round(rate)).padStart(8)} rows/s  ${(rate / yardstick).toFixed(3)} x ${yardName}  peak RSS ${mb(meter.peak.get(stage))} (heap ${mb(meter.heap.get(stage))})`,
    );
  }
  const peak = Math.max(...meter.peak.values());
  log(
    `rows ${dry ? 'that would change' : 'changed'}: ${changed} of ${rows}; exit code ${outcome.exitCode}; peak RSS over the run ${mb(peak)}`,
  );
  const failures: string[] = [];
  if (outcome.exitCode !== 0) failures.push(`${rows} ${format}: exit code ${outcome.exitCode}`);
  const ingestMs = timings.read;
  if (ingestMs !== undefined) {
    const ratio = rows / (ingestMs / 1000) / yardstick;
    const want = csv ? 0.25 : 0.5;
    // Withdrawn (issue 31): one SQLite row a line cannot reach it; the figure stays, as information.
    log(
      `  INFO  read+map+validate+journal vs ${yardName} (the ${want}x target is withdrawn): ` +
        `${Math.round(rows / (ingestMs / 1000))} rows/s vs ${Math.round(yardstick)} rows/s = ${ratio.toFixed(3)}x`,
    );
  }
  return [...failures, ...targetChecks(run, log)];
}

/** Issue 12's targets that stand, each printed with its figure and PASS/FAIL. */
function targetChecks({ rows, format, meter, timings }: CaseRun, log: (s: string) => void): string[] {
  const csv = format === 'csv';
  const failures: string[] = [];
  const check = (name: string, ok: boolean, figure: string): void => {
    log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${figure}`);
    if (!ok) failures.push(`${rows} ${format}: ${name} (${figure})`);
  };
  const reportMs = timings.report;
  if (reportMs !== undefined) {
    const rate = rows / (reportMs / 1000);
    const want = csv ? 100_000 : 60_000;
    check(
      `${csv ? 'CSV' : 'XLSX'} report >= ${want} rows/s`,
      rate >= want,
      `${Math.round(rate)} rows/s = ${(rate / want).toFixed(2)}x target`,
    );
  }
  if (rows >= 1_000_000) {
    for (const [stage, bytes] of meter.peak) {
      if (stage === 'start' || stage === 'done') continue;
      check(`peak RSS in ${stage} <= 300 MB`, bytes <= 300 * 2 ** 20, mb(bytes));
    }
  }
  return failures;
}
