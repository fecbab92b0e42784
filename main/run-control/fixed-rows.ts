// "Fix and re-send" (issue 42): the rows a person corrected in the Report become a workbook of
// their own, the job's header row and those rows only, written beside the job's file as
// '<name>-fixes.xlsx' (or in the data folder when that folder cannot be written). It is then
// reviewed and sent as a new job through the same engine, so only the fixed rows go out, they
// pass the same checks as any row, and the file says afterwards what was sent.
import { dirname } from 'node:path';
import { createWorkbookWriter } from '../sheets/index.js';
import type { Journal } from '../journal/index.js';
import { freeFileName, writable } from './free-name.js';

export interface FixedRow {
  rowNumber: number;
  cells: string[];
}

/** Writes the fixed rows (in the order of their row numbers) under the job's headers; answers the workbook's path. */
export async function writeFixedRows(journal: Journal, rows: FixedRow[], resultsDir: string): Promise<string> {
  const { headers, file } = journal.data;
  if (!rows.length) throw new Error('No row was fixed: change a value in a row first, then send the fixed rows.');
  const wide = rows.find((r) => r.cells.length > headers.length);
  if (wide)
    throw new Error(
      `Row ${wide.rowNumber} has ${wide.cells.length} cells but the file has ${headers.length} columns: reload the report and fix the row again.`,
    );
  const folder = [dirname(file), resultsDir].find(writable);
  if (!folder)
    throw new Error(`Neither ${dirname(file)} nor the data folder can be written: the fixed rows were not sent.`);
  const target = freeFileName(folder, file, '-fixes', '.xlsx');
  const writer = await createWorkbookWriter(target);
  try {
    const sheet = writer.addSheet('Fixes', headers);
    for (const r of [...rows].sort((a, b) => a.rowNumber - b.rowNumber))
      sheet.addRow(headers.map((_, i) => r.cells[i] ?? ''));
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  return target;
}
