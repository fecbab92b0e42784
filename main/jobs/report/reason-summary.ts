// A job's Invalid and Failed rows grouped by reason, for the CLI's summary after a run
// (issue 42): "Unknown SKU: 14 rows (rows 3, 7, 9, ...)" says what to fix first, where
// "Rows: Invalid 3" said only that something was wrong. The reason is the row's first
// message with what differs from row to row (the cell, the value, the fix naming it) taken
// out. Bounded: at most MAX_LINES lines are read per result, after which counts are "at least".
import { Journal, type JournalRow } from '../../journal/index.js';
import { lineText } from './verdict.js';

const MAX_LINES = 200_000;
const PAGE = 1000;
/** Row numbers kept per group: enough to start fixing; the result workbook has them all. */
const FIRST_ROWS = 5;

export interface ReasonCount {
  reason: string;
  /** Sheet rows with this reason (their first message's). */
  rows: number;
  /** The first sheet rows, in file order. */
  first: number[];
}

export interface ReasonSummary {
  result: 'Invalid' | 'Failed';
  groups: ReasonCount[];
  /** The scan stopped early: the counts are lower bounds. */
  more: boolean;
}

// Messages whose wording carries the value first: named by their kind.
const KINDS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Unknown SKU\b/, () => 'Unknown SKU'],
  [/no distribution center with ID\b/, () => 'Unknown distribution center'],
  [/\b(\w+) is missing\b/, (m) => `${m[1]} is missing`],
  [/\b(\w+): '[^']*' is not a whole number/, (m) => `${m[1]} is not a whole number`],
];

/** The reason of a message, without the row's cell, value or fix. */
export function reasonOf(message: string): string {
  for (const [pattern, name] of KINDS) {
    const m = message.match(pattern);
    if (m) return name(m);
  }
  const reason = message
    .split(/\.? Fix: /)[0]! // the fix often names the row's value
    .replace(/^[^:]*\(cell [A-Z]+\d+\): /, '') // "Qty '2.5' (cell C5): "
    .replace(/ ?'[^']*'/g, '') // quoted values
    .replace(/:(?= is )/, '')
    .trim()
    .replace(/\.$/, '');
  return reason.length > 120 ? `${reason.slice(0, 119)}…` : reason || 'no message';
}

function summarise(journal: Journal, state: 'invalid' | 'failed'): ReasonSummary {
  const byReason = new Map<string, ReasonCount>();
  let after = 0,
    lines = 0,
    lastRow = -1,
    more = false;
  for (;;) {
    const page: JournalRow[] = journal.page(state, after, PAGE);
    for (const line of page) {
      after = line.seq;
      if (line.row_number === lastRow) continue; // one reason per sheet row: its first line's
      lastRow = line.row_number;
      const reason = reasonOf(lineText(line));
      const group = byReason.get(reason) ?? { reason, rows: 0, first: [] };
      group.rows++;
      if (group.first.length < FIRST_ROWS) group.first.push(line.row_number);
      byReason.set(reason, group);
    }
    lines += page.length;
    if (page.length < PAGE) break;
    if (lines >= MAX_LINES) {
      more = true;
      break;
    }
  }
  const groups = [...byReason.values()].sort((a, b) => b.rows - a.rows || a.first[0]! - b.first[0]!);
  return { result: state === 'invalid' ? 'Invalid' : 'Failed', groups, more };
}

/** The Invalid and Failed rows of a job by reason, the largest group first; empty results left out. */
export function reasonSummaries(jobId: string, jobsDir?: string): ReasonSummary[] {
  const journal = Journal.open(jobId, jobsDir);
  try {
    return [summarise(journal, 'invalid'), summarise(journal, 'failed')].filter((s) => s.groups.length > 0);
  } finally {
    journal.close();
  }
}
