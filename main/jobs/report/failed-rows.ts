// The first failed or invalid sheet rows of a job, with the message of each, for a summary
// a machine reads (the CLI's --json): the result workbook holds them all.
import { legacyMessageId } from '../../../shared/i18n/index.js';
import { Journal, reportLines, type ReportLine } from '../../journal/index.js';
import { lineText } from './verdict.js';

export interface FailedRow {
  row: number;
  result: 'Failed' | 'Invalid';
  message: string;
}

/** A failed row with its message's id, for a notification (never in --json's failedRows). */
export interface FailedRowId extends FailedRow {
  id: string | null;
}

/**
 * A line's message id: kept as data since issue 40; a journal written before that has only its
 * English, which the legacy reader (engine-read.ts) reads back. A text nobody wrote here: null.
 */
function idOf(line: ReportLine): string | null {
  // A row's issues as one message (issue.list, all placeholder) is named by its first issue.
  if (line.message_id === 'issue.list') {
    const issues = (JSON.parse(line.message_params ?? '{}') as { issues?: { id?: string }[] }).issues;
    return issues?.[0]?.id ?? null;
  }
  if (line.message_id) return line.message_id;
  return line.message ? legacyMessageId(line.message) : null;
}

/** The first failed rows with their message ids (a notification's failures). */
export function firstFailedRowIds(jobId: string, limit = 100, jobsDir?: string): FailedRowId[] {
  return failedRows(jobId, limit, jobsDir, (line) => ({ id: idOf(line) }));
}

/** The first failed rows as --json gives them. */
export function firstFailedRows(jobId: string, limit = 100, jobsDir?: string): FailedRow[] {
  return failedRows(jobId, limit, jobsDir, () => ({}));
}

function failedRows<T extends object>(
  jobId: string,
  limit: number,
  jobsDir: string | undefined,
  more: (line: ReportLine) => T,
): (FailedRow & T)[] {
  const journal = Journal.open(jobId, jobsDir);
  try {
    const rows: (FailedRow & T)[] = [];
    for (const line of reportLines(journal, 1000)) {
      if (line.result !== 'Failed' && line.result !== 'Invalid') continue;
      // One entry per sheet row: its first failed cell's message.
      if (rows.at(-1)?.row === line.row_number) continue;
      rows.push({ row: line.row_number, result: line.result, message: lineText(line) || line.result, ...more(line) });
      if (rows.length >= limit) break;
    }
    return rows;
  } finally {
    journal.close();
  }
}
