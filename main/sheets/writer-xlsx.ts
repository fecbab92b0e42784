// The .xlsx writer: inline strings (no shared-string table held in memory), a bold frozen
// header row per sheet, rows deflated and written as they come (zip-writer.ts).
import type { SheetWriter, WritableCell } from './types.js';
import { discard, openPartial, publish } from './writer-common.js';
import {
  ROOT_RELS,
  SHEET_END,
  SHEET_START,
  STYLE_BOLD,
  STYLE_DATE,
  STYLE_DATETIME,
  STYLES,
  contentTypes,
  workbook,
  workbookRels,
  xmlEscape,
} from './xlsx-parts.js';
import { columnLetters } from './xlsx/cell-refs.js';
import { ZipWriter, type ZipEntryWriter } from './zip-writer.js';

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

// Past this many characters a sheet's row text goes to the deflater (fewer, larger writes).
const CHUNK_CHARS = 1 << 16;
// Anything needing an escape: XML's own characters, control characters, a literal _xHHHH_.
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
const DAY_MS = 86_400_000;
const EPOCH_1900 = 25_569; // serial day of 1970-01-01

const INLINE_OPEN = ' t="inlineStr"><is><t xml:space="preserve">';
const INLINE_CLOSE = '</t></is></c>';
const VALUE_CLOSE = '</v></c>';

function textXml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? xmlEscape(escapeXlsxText(text)) : text;
}

/** `<c r="` and the column's letters, for the first columns, computed once. */
const CELL_OPEN: string[] = [];
function cellOpen(i: number): string {
  while (CELL_OPEN.length <= i) CELL_OPEN.push(`<c r="${columnLetters(CELL_OPEN.length)}`);
  return CELL_OPEN[i]!;
}

/**
 * One row's XML. Strings are inline text cells as they are: a text cell never runs as a
 * formula, so no apostrophe is added (it would come back as part of the value when the sheet
 * is imported); only CSV output needs neutralising. Numbers, booleans and dates are typed
 * cells; null, undefined and '' leave the cell out.
 */
function rowXml(r: number, cells: readonly WritableCell[], style: number): string {
  // The row number as text once, and the cell's attributes up to its type in one piece
  // (`"` + style), rather than a reference string and a template per cell (issue 44).
  const row = String(r);
  const attrs = style ? `${row}" s="${style}"` : `${row}"`;
  let x = `<row r="${row}">`;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v === 'string') x += cellOpen(i) + attrs + INLINE_OPEN + textXml(v) + INLINE_CLOSE;
    else if (typeof v === 'number')
      x += Number.isFinite(v)
        ? cellOpen(i) + attrs + '><v>' + v + VALUE_CLOSE
        : `${cellOpen(i)}${attrs} t="inlineStr"><is><t>${String(v)}</t></is></c>`;
    else if (typeof v === 'boolean') x += `${cellOpen(i)}${attrs} t="b"><v>${v ? 1 : 0}</v></c>`;
    else {
      const ms = v.getTime();
      if (Number.isNaN(ms)) continue;
      const dateOnly = ms % DAY_MS === 0;
      x += `${cellOpen(i)}${row}" s="${dateOnly ? STYLE_DATE : STYLE_DATETIME}"><v>${ms / DAY_MS + EPOCH_1900}</v></c>`;
    }
  }
  return x + '</row>';
}

/**
 * The sheets' XML on its way into the zip: rows gathered into chunks of text, each handed to
 * the zip in order on one promise chain (finishing a sheet's entry is asynchronous); the first
 * failure is kept and thrown by settle().
 */
class SheetStream {
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;
  private entry: ZipEntryWriter | null = null;
  private parts: string[] = [];
  private chars = 0;

  constructor(
    private readonly zip: ZipWriter,
    /** The 1-based number of the sheet being written. */
    private readonly sheetNumber: () => number,
  ) {}

  enqueue(step: () => void | Promise<void>): void {
    this.chain = this.chain.then(step).catch((err: unknown) => {
      this.failure ??= err;
    });
  }

  /** Hands the open sheet's rows so far to the zip. */
  push(): void {
    if (!this.chars) return;
    const text = this.parts.join('');
    this.parts = [];
    this.chars = 0;
    const sheet = this.sheetNumber();
    this.enqueue(() => {
      this.entry ??= this.zip.begin(`xl/worksheets/sheet${sheet}.xml`);
      this.entry.write(text);
    });
  }

  add(xml: string): void {
    this.parts.push(xml);
    this.chars += xml.length;
    if (this.chars >= CHUNK_CHARS) this.push();
  }

  endSheet(): void {
    this.add(SHEET_END);
    this.push();
    this.enqueue(async () => {
      const e = this.entry;
      this.entry = null;
      await e?.end();
    });
  }

  async settle(): Promise<void> {
    await this.chain;
    if (this.failure) throw this.failure;
  }

  /** Waits for the chain without throwing its failure (abort). */
  async idle(): Promise<void> {
    await this.chain;
  }
}

/**
 * Our own streaming writer (exceljs' WorkbookWriter built a cell model per value and wrote
 * about 15,000 result rows/s): sheet XML is built as text and deflated as it comes. Sheets are
 * written one after another: adding a sheet finishes the one before it, so every sheet streams
 * to the file and none waits in memory.
 */
export async function createXlsxWriter(path: string): Promise<SheetWriter> {
  const out = await openPartial(path);
  const zip = new ZipWriter(out, path);
  const taken = new Set<string>();
  const names: string[] = [];
  const hidden = new Set<number>();
  const stream = new SheetStream(zip, () => names.length);
  let finished = false;

  return {
    addSheet(name, headers, opts) {
      if (names.length) stream.endSheet();
      if (opts?.hidden) hidden.add(names.length);
      names.push(sheetName(name, taken));
      const sheet = names.length;
      stream.add(SHEET_START);
      stream.add(rowXml(1, headers, STYLE_BOLD));
      let row = 2;
      return {
        addRow(cells) {
          if (finished) return;
          if (sheet !== names.length)
            throw new Error(`Sheet "${names[sheet - 1]}" is finished: a later sheet was added after it.`);
          stream.add(rowXml(row++, cells, 0));
        },
      };
    },
    async flush() {
      stream.push();
      await stream.settle();
      await zip.drained();
    },
    async close() {
      if (finished) return;
      finished = true;
      try {
        if (names.length) stream.endSheet();
        await stream.settle();
        zip.add('xl/workbook.xml', workbook(names, hidden));
        zip.add('xl/_rels/workbook.xml.rels', workbookRels(names.length));
        zip.add('xl/styles.xml', STYLES);
        zip.add('_rels/.rels', ROOT_RELS);
        zip.add('[Content_Types].xml', contentTypes(names.length));
        await zip.close();
      } catch (err) {
        await discard(path, out);
        throw err;
      }
      await publish(path);
    },
    async abort() {
      finished = true;
      await stream.idle();
      await discard(path, out);
    },
  };
}
