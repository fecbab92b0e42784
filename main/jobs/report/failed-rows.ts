// The first failed or invalid sheet rows of a job, with the message of each, for a summary
// a machine reads (the CLI's --json): the result workbook holds them all.
import { Journal, reportLines } from '../../journal/index.js';
import { lineText } from './verdict.js';

export interface FailedRow {
  row: number;
  result: 'Failed' | 'Invalid';
  message: string;
}

export function firstFailedRows(jobId: string, limit = 100, jobsDir?: string): FailedRow[] {
  const journal = Journal.open(jobId, jobsDir);
  try {
    const rows: FailedRow[] = [];
    for (const line of reportLines(journal, 1000)) {
      if (line.result !== 'Failed' && line.result !== 'Invalid') continue;
      // One entry per sheet row: its first failed cell's message.
      if (rows.at(-1)?.row === line.row_number) continue;
      rows.push({ row: line.row_number, result: line.result, message: lineText(line) || line.result });
      if (rows.length >= limit) break;
    }
    return rows;
  } finally {
    journal.close();
  }
}
