// The bar of issues 9, 31 and 44 on one workbook, for npm run bench:sheets: our reader at
// least 3x exceljs' streaming reader in CPU time, in at most 200 MB of peak RSS. On a machine
// others share one run proves little, so each workbook is read in rounds, exceljs and ours
// back to back in the same load window; the ratio is the median of the rounds' own ratios and
// the peak is the highest any round reached (a bar on memory holds for every run).
import type { StageResult } from './sheets-stage.js';

export const CPU_BAR = 3;
export const RSS_BAR_MB = 200;

/** A reader's result and the 1-minute load average when it started and ended. */
export interface Measured extends StageResult {
  load: string;
}

export interface Round {
  theirs: Measured;
  mine: Measured;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(2);

/** One reader's line: rows, wall and CPU time, rows per second, peak RSS, the load around it. */
export function line(label: string, r: Measured, base?: StageResult): string {
  const rate = Math.round(r.rows / (r.ms / 1000));
  const ratio = base
    ? `  ${(base.ms / r.ms).toFixed(2)}x the other's speed (${(base.cpuMs / r.cpuMs).toFixed(2)}x in CPU time)`
    : '';
  return (
    `${label.padEnd(52)} ${String(r.rows).padStart(9)} rows  ${seconds(r.ms).padStart(6)} s (CPU ${seconds(r.cpuMs)} s)` +
    `  ${String(rate).padStart(9)} rows/s  peak RSS ${r.peakRssMb} MB${ratio}  (load ${r.load})`
  );
}

/** The workbook's verdict over its rounds: medians, the highest peak, PASS or FAIL on each bar. */
export function verdict(label: string, rounds: Round[]): { text: string; met: boolean } {
  const ratio = median(rounds.map((r) => r.theirs.cpuMs / r.mine.cpuMs));
  const wall = median(rounds.map((r) => r.theirs.ms / r.mine.ms));
  const mine = median(rounds.map((r) => r.mine.cpuMs));
  const theirs = median(rounds.map((r) => r.theirs.cpuMs));
  const peak = Math.max(...rounds.map((r) => r.mine.peakRssMb));
  const fast = ratio >= CPU_BAR;
  const lean = peak <= RSS_BAR_MB;
  const n = rounds.length;
  return {
    met: fast && lean,
    text:
      `${label}: CPU ours ${seconds(mine)} s, exceljs ${seconds(theirs)} s (medians of ${n}), ` +
      `ratio ${ratio.toFixed(2)}x (median of ${n} same-round ratios; ${rounds.map((r) => (r.theirs.cpuMs / r.mine.cpuMs).toFixed(2)).join(', ')}) ` +
      `${fast ? 'PASS' : 'FAIL'} (>= ${CPU_BAR}x); wall ${wall.toFixed(2)}x; ` +
      `peak RSS ${peak} MB (highest of ${n}) ${lean ? 'PASS' : 'FAIL'} (<= ${RSS_BAR_MB} MB)`,
  };
}
