// XLSX rows streamed by our own reader (main/sheets/xlsx/): the package is opened with yauzl,
// styles and shared strings are read first, then only the chosen worksheet is streamed
// through the XML scanner and handed out row by row as its chunks are inflated, so memory
// holds one chunk and the shared strings, never the sheet.
import { SheetError } from './errors.js';
import type { RawRowIterator } from './types.js';
import { damaged, openPackage, scanPart } from './xlsx/package.js';
import { readSharedStrings } from './xlsx/shared-strings.js';
import { readStyles } from './xlsx/styles.js';
import type { WorkbookInfo, WorkbookSheet } from './xlsx/workbook.js';
import { WorksheetReader } from './xlsx/worksheet.js';

export { inspectWorkbook, type WorkbookInfo, type WorkbookSheet } from './xlsx/workbook.js';

/** The sheet asked for (exact name, then ignoring case and spaces), else the first visible one. */
export function chooseSheet(path: string, info: WorkbookInfo, wanted?: string): WorkbookSheet {
  const { sheets } = info;
  if (wanted === undefined) return sheets.find((s) => !s.hidden) ?? (sheets[0] as WorkbookSheet);
  const norm = (s: string): string => s.trim().toLowerCase();
  const found = sheets.find((s) => s.name === wanted) ?? sheets.find((s) => norm(s.name) === norm(wanted));
  if (!found) {
    throw new SheetError({ id: 'errors:sheet.noSuchSheet', params: { sheet: wanted } }, path, {
      id: 'errors:sheet.noSuchSheetHint',
      params: { sheets: sheets.map((s) => `"${s.name}"`).join(', ') },
    });
  }
  return found;
}

/** The chosen sheet's non-blank rows (and rows with problems) with their sheet row numbers; `shown`: see SourceRow.shown. */
export async function* xlsxRows(path: string, info: WorkbookInfo, sheet: WorkbookSheet, shown = false): RawRowIterator {
  const pkg = await openPackage(path);
  try {
    const entry = pkg.entries.get(sheet.part);
    if (!entry) throw damaged(path);
    const styles = await readStyles(path, pkg, info.stylesPart);
    const strings = await readSharedStrings(path, pkg, info.sharedStringsPart);
    const reader = new WorksheetReader({ path, strings, styles, date1904: info.date1904, shown });
    for await (const _ of scanPart(path, pkg, entry, reader)) {
      const rows = reader.take();
      if (rows.length) yield rows;
    }
    reader.finish();
    const rest = reader.take();
    if (rest.length) yield rest;
  } finally {
    pkg.zip.close();
  }
}
