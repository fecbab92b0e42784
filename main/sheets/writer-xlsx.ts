// The .xlsx writer: exceljs' streaming WorkbookWriter, inline strings (no shared-string table
// held in memory), a bold frozen header row per sheet. Rows are committed as they come, so a
// sheet's rows go to disk at once; a later sheet's rows wait in memory until the sheets before
// it are finished, so write sheets one after another for large outputs.
import ExcelJS from 'exceljs';
import type { SheetWriter, WritableCell } from './types.js';
import { discard, drained, openPartial, publish } from './writer-common.js';

const MAX_SHEET_NAME = 31;

/** Excel refuses sheet names with : \ / ? * [ ], longer than 31 characters, or repeated (ignoring case). */
function sheetName(wanted: string, taken: Set<string>): string {
  const base = (
    wanted
      .replace(/[:\\/?*[\]]/g, '_')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet'
  ).slice(0, MAX_SHEET_NAME);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = base.slice(0, MAX_SHEET_NAME - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * XML cannot carry most control characters and turns CR into LF, so they are written the
 * way Excel writes them (_xHHHH_), with a literal '_xHHHH_' escaped as _x005F_xHHHH_.
 */
export function escapeXlsxText(text: string): string {
  return text
    .replace(/_x([0-9A-Fa-f]{4})_/g, '_x005F_x$1_')
    .replace(
      /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]/g,
      (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
}

/**
 * Strings are written as text cells as they are: a text cell never runs as a formula, so no
 * apostrophe is added (it would come back as part of the value when the sheet is imported).
 * Only CSV output needs neutralising.
 */
function xlsxCell(value: WritableCell): ExcelJS.CellValue {
  if (value === undefined) return null;
  if (typeof value === 'string') return escapeXlsxText(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

export async function createXlsxWriter(path: string): Promise<SheetWriter> {
  const out = await openPartial(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const taken = new Set<string>();
  let finished = false;
  return {
    addSheet(name, headers) {
      const sheet = workbook.addWorksheet(sheetName(name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
      const header = sheet.addRow(headers.map((h) => escapeXlsxText(h)));
      header.font = { bold: true };
      header.commit();
      return {
        addRow(cells) {
          if (!finished) sheet.addRow(cells.map(xlsxCell)).commit();
        },
      };
    },
    flush: () => drained(out),
    async close() {
      if (finished) return;
      finished = true;
      await workbook.commit();
      await publish(path);
    },
    async abort() {
      finished = true;
      await discard(path, out);
    },
  };
}
