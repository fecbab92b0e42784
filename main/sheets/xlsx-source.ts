// XLSX rows streamed by exceljs' streaming reader. The zip is read here with yauzl, part by
// part in the order the parsers need (relationships, workbook, styles, shared strings, then
// only the chosen worksheet): exceljs' own unzip loop defers worksheets to temp files, loses
// parts under load (a race that silently left shared strings out, so text cells came back
// empty) and never settles on corrupt data. Its parsers are used as they are.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type yauzl from 'yauzl';
import { cellValueToText } from './cell-text.js';
import { LIMITS, SheetError } from './errors.js';
import type { RawRowIterator } from './types.js';
import { openZip, type WorkbookInfo, type WorkbookSheet } from './zip-inspect.js';

// The parts of exceljs' streaming reader we drive; its bundled typings do not describe them.
interface StreamCell { value: unknown; numFmt?: string }
interface StreamRow { number: number; cellCount: number; eachCell(cb: (cell: StreamCell, col: number) => void): void }
interface StreamWorksheet extends AsyncIterable<StreamRow> { id: unknown }
interface ReaderParsers {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(part: AsyncIterable<Buffer>, sheetNo: string): Generator<{ eventType: string; value: StreamWorksheet }>;
}

/** All entries of the zip by name, the file kept open for reading parts. */
async function zipEntries(path: string): Promise<{ zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> }> {
  const zip = await openZip(path);
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (e: yauzl.Entry) => { entries.set(e.fileName, e); zip.readEntry(); });
    zip.readEntry();
  });
  return { zip, entries };
}

function partStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err ?? new Error('no stream')) : resolve(stream)));
  });
}

/** The sheet asked for (exact name, then ignoring case and spaces), else the first visible one. */
export function chooseSheet(path: string, info: WorkbookInfo, wanted?: string): WorkbookSheet {
  const { sheets } = info;
  if (wanted === undefined) return sheets.find((s) => !s.hidden) ?? (sheets[0] as WorkbookSheet);
  const norm = (s: string): string => s.trim().toLowerCase();
  const found = sheets.find((s) => s.name === wanted) ?? sheets.find((s) => norm(s.name) === norm(wanted));
  if (!found) {
    throw new SheetError(`There is no sheet named "${wanted}"`, path,
      `Choose one of: ${sheets.map((s) => `"${s.name}"`).join(', ')}.`);
  }
  return found;
}

function damaged(path: string, err: unknown): SheetError {
  const detail = err instanceof Error ? err.message : String(err);
  if (/out of bounds/i.test(detail)) {
    return new SheetError(`A row has more than ${LIMITS.maxColumns.toLocaleString('en')} columns`, path,
      'Excel allows at most 16,384 columns: remove the extra columns or split the sheet.');
  }
  return new SheetError(`The workbook could not be read (${detail})`, path,
    'Open it in Excel and save it again as Excel Workbook (.xlsx), or export the sheet as CSV.');
}

/** The chosen sheet's non-blank rows with their sheet row numbers. */
export async function* xlsxRows(path: string, info: WorkbookInfo, sheet: WorkbookSheet): RawRowIterator {
  const opened: Readable[] = [];
  let zip: yauzl.ZipFile | undefined;
  try {
    const found = await zipEntries(path);
    zip = found.zip;
    const part = async (name: string | undefined): Promise<Readable | undefined> => {
      const entry = name === undefined ? undefined : found.entries.get(name);
      if (!entry || !zip) return undefined;
      const stream = await partStream(zip, entry);
      opened.push(stream);
      return stream;
    };
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
    } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1]) as unknown as ReaderParsers;
    const rels = await part('xl/_rels/workbook.xml.rels');
    const workbook = await part('xl/workbook.xml');
    if (rels) await reader._parseRels(rels);
    if (workbook) await reader._parseWorkbook(workbook);
    const styles = await part(info.stylesPart);
    if (styles) await reader._parseStyles(styles);
    const strings = await part(info.sharedStringsPart);
    if (strings) for await (const _ of reader._parseSharedStrings(strings)) { /* cached on the reader */ }
    const cells = await part(sheet.part);
    if (!cells) throw new SheetError(`The sheet "${sheet.name}" is missing from the workbook`, path, 'Open it in Excel and save it again.');
    let worksheet: StreamWorksheet | undefined;
    for (const event of reader._parseWorksheet(cells, '1')) worksheet = event.value;
    if (!worksheet) return;
    for await (const row of worksheet) {
      if (row.cellCount > LIMITS.maxColumns) throw damaged(path, new Error('out of bounds'));
      const texts: string[] = [];
      let blank = true;
      let problem: SheetError | undefined;
      row.eachCell((cell, col) => {
        const text = cellValueToText(cell.value, cell.numFmt, info.date1904);
        if (text.length > LIMITS.maxCellChars && !problem) {
          problem = new SheetError('A cell is larger than 1 MiB', path,
            'Shorten the cell: the service accepts at most 32,000 characters in a value.', row.number);
        }
        if (text !== '') blank = false;
        texts[col - 1] = text;
      });
      if (problem) throw problem;
      if (blank) continue;
      for (let i = 0; i < texts.length; i++) texts[i] ??= '';
      yield { rowNumber: row.number, cells: texts };
    }
  } catch (err) {
    throw err instanceof SheetError ? err : damaged(path, err);
  } finally {
    for (const s of opened) s.destroy();
    zip?.close();
  }
}
