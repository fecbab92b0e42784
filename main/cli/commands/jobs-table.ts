// `jobs` as a table a person reads (issue 42): a header line, then one line per job with its
// start and finish in the machine's local time ("2026-11-29 07:49"), not the journal's UTC ISO
// strings; the header names the time zone. `jobs --json` keeps the ISO strings.
import type { JobSummary } from '../../journal/index.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2026-11-29 07:49` in local time; '-' for a job not finished. */
export function localTime(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'UTC+01:00' for the local zone at `at` (summer and winter time differ). */
function zoneOf(at: Date): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** The State column: a job stopped before sending says so and why, not "planned" (issue 42). */
function stateWord(j: JobSummary): string {
  if (j.dryRun) return 'dry run';
  if (j.held === 'mass-change') return 'stopped: mass change, not sent';
  if (j.held === 'guard') return 'held, not sent';
  return j.status;
}

function cells(j: JobSummary): string[] {
  const counts = Object.entries(j.counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  // A dry run sent nothing: its state and counts say so (they are what would happen).
  return [
    j.id,
    localTime(j.startedAt),
    localTime(j.finishedAt),
    stateWord(j),
    `${j.resource}/${j.operation}`,
    `${j.dryRun ? 'would be: ' : ''}${counts || 'no rows'}`,
    `${j.file} -> ${j.out}`,
  ];
}

/** The header line and one line per job, columns padded to their widest cell. */
export function jobsTable(jobs: JobSummary[], now = new Date()): string[] {
  const zone = zoneOf(now);
  const header = ['Job', `Started (${zone})`, 'Finished', 'State', 'Resource', 'Rows', 'File -> Result'];
  const rows = [header, ...jobs.map(cells)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '));
}
