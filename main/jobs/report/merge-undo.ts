// The undo workbook of an undo job of two steps (restore old values, then delete what the run
// created), made one: issue 41 found an undo of an undo that left deleted what the first undo
// deleted, since those values were only in `<name>.undone-deletes.undo.xlsx`, which no command
// reads. The later steps' rows are added to the first step's workbook, sheet by sheet, and
// their own workbooks removed: `undo <undo job>` reads that one workbook and restores all.
import { existsSync, rmSync } from 'node:fs';
import { createWorkbookWriter, openSheet, type SheetWriter } from '../../sheets/index.js';
import { DELETE_SHEET, UNDO_SHEET } from './write-undo.js';

/** The headers and rows of one sheet of an undo workbook; null when the workbook lacks it or it is empty. */
async function readSheet(file: string, sheet: string): Promise<{ headers: string[]; rows: string[][] } | null> {
  const source = await openSheet(file, { sheet, headerRow: 1 }).catch(() => null);
  if (!source) return null;
  try {
    const rows: string[][] = [];
    for await (const row of source.rows()) rows.push(row.cells);
    return rows.length ? { headers: source.headers, rows } : null;
  } finally {
    await source.close();
  }
}

async function writeSheet(
  writer: SheetWriter,
  name: string,
  parts: ({ headers: string[]; rows: string[][] } | null)[],
) {
  const present = parts.filter((p): p is { headers: string[]; rows: string[][] } => p !== null);
  if (!present.length) return;
  const headers = present[0]!.headers;
  const sheet = writer.addSheet(name, headers);
  for (const part of present) {
    // Same resource, same layout; a column is matched by its header should the order differ.
    const at = headers.map((h) => part.headers.indexOf(h));
    for (const cells of part.rows) sheet.addRow(at.map((i) => (i < 0 || cells[i] === '' ? null : cells[i]!)));
  }
}

/** Writes every step's undo rows into `into` (the first step's workbook); the others' workbooks are removed. */
export async function mergeUndoWorkbooks(into: string, others: string[]): Promise<boolean> {
  const files = [into, ...others].filter((f) => existsSync(f));
  if (!others.some((f) => existsSync(f))) return false;
  const sheets = [UNDO_SHEET, DELETE_SHEET];
  const read = await Promise.all(sheets.map((s) => Promise.all(files.map((f) => readSheet(f, s)))));
  const writer = await createWorkbookWriter(into);
  try {
    for (const [i, name] of sheets.entries()) await writeSheet(writer, name, read[i]!);
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  for (const f of others) if (f !== into) rmSync(f, { force: true });
  return true;
}
