// A job's Invalid and Failed rows grouped by reason, for the CLI's summary after a run
// (issue 42): "Unknown SKU: 14 rows (rows 3, 7, 9, ...)" says what to fix first, where
// "Rows: Invalid 3" said only that something was wrong. The reason is the kind its message's
// ids name (issue 40), else the row's first message with what differs from row to row (the
// cell, the value, the fix naming it) taken out. Bounded: at most MAX_LINES lines are read per result, after which counts are "at least".
import { Journal, lineMessage, type JournalRow } from '../../journal/index.js';
import { englishText, isMessage, messageNodes, type Message, type RowText } from '../../../shared/i18n/index.js';

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

// The kinds of reason whose message carries the row's value, named without it, by message id
// (issue 40), in the order they win when a row's message holds several.
const KINDS: [(m: Message) => boolean, (m: Message) => string][] = [
  [(m) => m.id === 'plan.unknownSku' || m.id === 'plan.unknownSkuAnyProfile', () => 'Unknown SKU'],
  [(m) => m.id === 'dc.unknownId' || m.id === 'dc.unknownIdNone', () => 'Unknown distribution center'],
  [(m) => m.id === 'row.keyMissing', (m) => `${paramText(m, 'key')} is missing`],
  [(m) => m.id === 'doc.noAdjustment', () => 'AdjustmentID is missing'],
  [
    (m) => m.id === 'check.notWhole' || refusedAs(m, 'cell.notWhole'),
    (m) => `${paramText(m, 'field')} is not a whole number`,
  ],
];

const paramText = (m: Message, name: string): string => String(m.params?.[name] ?? '');

/** A cell refused (cell.refused) for reason `what`. */
function refusedAs(m: Message, what: string): boolean {
  const w = m.params?.what;
  return m.id === 'cell.refused' && isMessage(w) && w.id === what;
}

// A text nobody wrote here (the service's words, an older journal's English): its kind read
// from its wording, the same kinds as KINDS.
const TEXT_KINDS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Unknown SKU\b/, () => 'Unknown SKU'],
  [/no distribution center with ID\b/, () => 'Unknown distribution center'],
  [/\b(\w+) is missing\b/, (m) => `${m[1]} is missing`],
  [/\b(\w+): '[^']*' is not a whole number/, (m) => `${m[1]} is not a whole number`],
];

/**
 * A text's reason, without the row's cell, value or fix: for a message with no kind, its
 * English, and for a text, its words, each less what differs from row to row.
 */
function reasonOfText(text: string, kinds = true): string {
  if (kinds)
    for (const [pattern, name] of TEXT_KINDS) {
      const m = text.match(pattern);
      if (m) return name(m);
    }
  const reason = text
    .split(/\.? Fix: /)[0]! // the fix often names the row's value
    .replace(/^[^:]*\(cell [A-Z]+\d+\): /, '') // "Qty '2.5' (cell C5): "
    .replace(/ ?'[^']*'/g, '') // quoted values
    .replace(/:(?= is )/, '')
    .trim()
    .replace(/\.$/, '');
  return reason.length > 120 ? `${reason.slice(0, 119)}…` : reason || 'no message';
}

/** The reason of a row's message, without the row's cell, value or fix. */
export function reasonOf(message: RowText | null): string {
  if (message === null) return 'no message';
  if (typeof message === 'string') return reasonOfText(message);
  const nodes = messageNodes(message);
  for (const [is, name] of KINDS) {
    const m = nodes.find(is);
    if (m) return name(m);
  }
  return reasonOfText(englishText(message), false);
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
      const reason = reasonOf(lineMessage(line));
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
