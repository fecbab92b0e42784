// Reading the workbooks and CSV files the engines write (result, undo and export files) as
// plain values, and writing the small input sheets tests feed them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** The columns a result sheet adds after the file's own, in order. */
export const RESULT_COLUMNS = ['Result', 'HTTP Status', 'Message', 'Old Value', 'New Value'];
/** Every verdict a result row may carry. */
export const RESULT_VALUES = ['Created', 'Updated', 'Deleted', 'Unchanged', 'Skipped', 'Invalid', 'Failed'];

/** All rows of a sheet as arrays of cell values as exceljs gives them (header included). */
export async function readSheet(path: string, sheet: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet} in ${path}; sheets: ${wb.worksheets.map((w) => w.name).join(', ')}`);
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

export type Cell = string | number | boolean | null;

/** A cell as a plain value; a formula shows as `FORMULA:<text>` so a test sees one was written. */
function cellValue(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== 'object') return v as Cell;
  const o = v as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: string };
  if (o.formula !== undefined || o.sharedFormula !== undefined) return `FORMULA:${o.formula ?? o.sharedFormula}`;
  if (o.richText) return o.richText.map((r) => r.text).join('');
  return String(o.text ?? JSON.stringify(v));
}

/** Every sheet of an XLSX as rows of plain values (rich text and formulas flattened). */
export async function readXlsx(path: string): Promise<Record<string, Cell[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const sheets: Record<string, Cell[][]> = {};
  for (const ws of wb.worksheets) {
    const rows: Cell[][] = [];
    // exceljs's columnCount walks every row each time it is read: read it once, or 10,000
    // rows take a minute.
    const width = ws.columnCount;
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: Cell[] = [];
      for (let i = 1; i <= Math.max(row.cellCount, width); i++) {
        const v = row.getCell(i).value as unknown;
        cells.push(cellValue(v));
      }
      rows[n - 1] = cells;
    });
    sheets[ws.name] = Array.from(rows, (r) => r ?? []);
  }
  return sheets;
}

/** A CSV result as rows of strings (BOM removed). */
export function readCsv(path: string): string[][] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

/** Column values of a result sheet by header name. */
export function column(rows: Cell[][], name: string): Cell[] {
  const i = rows[0]!.indexOf(name);
  if (i < 0) throw new Error(`no column ${name} in ${JSON.stringify(rows[0])}`);
  return rows.slice(1).map((r) => r[i] ?? null);
}

/** Result, HTTP Status and Message of each row of a result workbook's Results sheet, in order. */
export async function results(out: string): Promise<{ result: string; status: unknown; message: string }[]> {
  const rows = await readSheet(out, 'Results');
  const head = rows[0]!.map(String);
  const at = (n: string): number => head.indexOf(n);
  return rows.slice(1).map((r) => ({
    result: String(r[at('Result')]),
    status: r[at('HTTP Status')] ?? null,
    message: String(r[at('Message')] ?? ''),
  }));
}

/** Writes `lines` as a CSV file `name` in `dir`; returns its path. */
export function writeCsv(dir: string, name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Files under a folder, recursively, with their bytes as latin1 text (secrets are ASCII). */
export function filesUnder(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ path: p, text: readFileSync(p).toString('latin1') });
    }
  };
  walk(dir);
  return out;
}

/**
 * The text of each result file in `outs` and of its undo workbook where one was written, so a
 * test can look for secrets in everything a run left behind (XLSX as its values in JSON).
 */
export async function resultTexts(outs: string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const out of outs) {
    for (const f of [out, out.replace(/\.(xlsx|csv)$/, '.undo.xlsx')]) {
      try {
        texts.push(f.endsWith('.xlsx') ? JSON.stringify(await readXlsx(f)) : readFileSync(f, 'utf8'));
      } catch {
        /* no undo for this run */
      }
    }
  }
  return texts;
}
