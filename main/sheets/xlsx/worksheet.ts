// A worksheet's <sheetData> as rows of cell text (ECMA-376 Part 1 §18.3.1), decided the way
// Excel shows the cell: the type attribute t says what <v> holds (n number, s shared string,
// inlineStr, str formula text, b boolean, e error, d ISO date), the style's number format
// says whether a number is a date. A formula cell is its saved value, whatever it is; one
// with no saved value, and an error value, become problems of the row, so the engine makes
// the row Invalid naming the cell instead of sending a blank or '#DIV/0!'. Rows and cells
// without an r attribute follow the one before, as Excel reads them. A row element that
// repeats the row number of the one just before it (some writers put each cell in its own
// <row r="1">) continues that row, as SheetJS and openpyxl read it; so a row is handed on
// only when the next row, or the end of <sheetData>, shows that it is complete.
import { LIMITS } from '../errors.js';
import { decodeExcelEscapes, isoCellText, numberText, percentText, PLAIN, type NumberShape } from '../cell-text.js';
import type { CellProblem, SourceRow } from '../types.js';
import type { SheetContext } from './sheet-context.js';
import { columnIndex, errorProblem, isBlank, noValueProblem } from './cell-refs.js';
import { RowSkimmer, type SkimSink } from './row-skimmer.js';
import { DateTexts } from './date-texts.js';
import { TextCollector } from './text-collector.js';
import { cellTooLarge, rowTooWide, unreadableSheet } from './worksheet-errors.js';
import type { XmlAttributes } from './xml-scanner.js';
import type { XmlHandler } from './xml-text.js';

export class WorksheetReader implements XmlHandler, SkimSink {
  wantText = false;
  /** Inside a <row> the tokenizer is reading (one the skimmer declined). */
  private inRow = false;
  private previousRow = 0;
  private readonly skimmer = new RowSkimmer(this);
  /** Rows completed since the last take(). */
  private ready: SourceRow[] = [];
  private inSheetData = false;
  private rowNumber = 0;
  /** The row ended, but not handed on yet: a repeated <row> with its number may continue it. */
  private rowEnded = false;
  private cells: string[] = [];
  private problems: CellProblem[] | undefined;
  /** The row's date cells as Excel shows them, where asked for and unlike their ISO text. */
  private shown: string[] | undefined;
  private col = -1;
  private type = 'n';
  private style = 0;
  private hasFormula = false;
  private hasValue = false;
  private value = '';
  private inValue = false;
  private inInline = false;
  private readonly inline = new TextCollector();
  private readonly dateTexts = new DateTexts();

  /** `skim: false` reads every row through the tokenizer alone (tests compare the two paths). */
  constructor(
    private readonly ctx: SheetContext,
    private readonly opts: { skim?: boolean } = {},
  ) {}

  skim(s: string, lt: number): number {
    return this.inSheetData && !this.inRow && this.opts.skim !== false ? this.skimmer.skim(s, lt) : lt;
  }

  startRow(r: number | undefined): boolean {
    const n = r === undefined ? this.rowNumber + 1 : r;
    if (!Number.isInteger(n) || n < 1 || n <= this.rowNumber) return false;
    this.previousRow = this.rowNumber;
    this.beginRow(n);
    return true;
  }

  abandonRow(): void {
    this.rowNumber = this.previousRow;
  }

  cell(
    ref: string | undefined,
    type: string | undefined,
    style: string | undefined,
    hasFormula: boolean,
    hasValue: boolean,
    value: string,
  ): void {
    this.beginCell(ref, type, style);
    this.hasFormula = hasFormula;
    this.hasValue = hasValue;
    this.value = value;
    this.endCell();
  }

  valueCell(col: number, type: string | undefined, style: number, value: string): void {
    if (col >= LIMITS.maxColumns) throw rowTooWide(this.ctx.path, this.rowNumber);
    this.col = col;
    this.type = type ?? 'n';
    this.style = style;
    this.hasFormula = false;
    this.hasValue = true;
    this.value = value;
    this.endCell();
  }

  blankCell(col: number): void {
    if (col >= LIMITS.maxColumns) throw rowTooWide(this.ctx.path, this.rowNumber);
    this.col = col;
  }

  sharedCell(col: number, index: number): void {
    this.blankCell(col);
    const text = this.ctx.strings[index];
    if (text === undefined)
      throw unreadableSheet(this.ctx.path, `shared string ${index} does not exist`, this.rowNumber);
    if (text.length > LIMITS.maxCellChars) throw cellTooLarge(this.ctx.path, this.rowNumber);
    if (text !== '') this.cells[col] = text;
  }

  private beginRow(n: number): void {
    if (this.rowEnded) this.handOn();
    this.rowNumber = n;
    this.cells = [];
    this.problems = undefined;
    this.shown = undefined;
    this.col = -1;
  }

  private beginCell(ref: string | undefined, type: string | undefined, s: string | undefined): void {
    const col = ref === undefined ? this.col + 1 : columnIndex(ref);
    if (col < 0) throw unreadableSheet(this.ctx.path, `cell reference "${ref ?? ''}" is not a cell`, this.rowNumber);
    if (col >= LIMITS.maxColumns) throw rowTooWide(this.ctx.path, this.rowNumber);
    this.col = col;
    this.type = type ?? 'n';
    this.style = s === undefined ? 0 : Number(s);
    this.hasFormula = false;
    this.hasValue = false;
    this.value = '';
  }

  take(): SourceRow[] {
    const out = this.ready;
    this.ready = [];
    return out;
  }

  open(local: string, a: XmlAttributes, self: boolean): void {
    if (!this.inSheetData) {
      if (local === 'sheetData') this.inSheetData = !self;
      return;
    }
    switch (local) {
      case 'row': {
        const r = a.get('r');
        const n = r === undefined ? this.rowNumber + 1 : Number(r);
        if (this.rowEnded && n === this.rowNumber) this.rowEnded = false;
        else if (!Number.isInteger(n) || n < 1 || n <= this.rowNumber)
          throw unreadableSheet(this.ctx.path, `row number "${r ?? ''}" out of order`, this.rowNumber);
        else this.beginRow(n);
        if (self) this.endRow();
        else this.inRow = true;
        return;
      }
      case 'c':
        this.beginCell(a.get('r'), a.get('t'), a.get('s'));
        if (self) this.endCell();
        return;
      case 'v':
        this.hasValue = true;
        this.value = '';
        this.inValue = !self;
        this.wantText = this.inValue;
        return;
      case 'f':
        this.hasFormula = true;
        return;
      case 'is':
        this.inInline = !self;
        this.inline.reset();
        this.hasValue = true;
        return;
      default:
        if (this.inInline) {
          this.inline.open(local, a, self);
          this.wantText = this.inline.capturing;
        }
    }
  }

  close(local: string): void {
    if (!this.inSheetData) return;
    switch (local) {
      case 'v':
        this.inValue = false;
        this.wantText = false;
        return;
      case 'is':
        this.inInline = false;
        this.value = this.inline.value();
        this.wantText = false;
        return;
      case 'c':
        this.endCell();
        return;
      case 'row':
        this.inRow = false;
        this.endRow();
        return;
      case 'sheetData':
        this.inSheetData = false;
        this.finish();
        return;
      default:
        if (this.inInline) {
          this.inline.close(local);
          this.wantText = this.inline.capturing;
        }
    }
  }

  text(text: string): void {
    if (this.inValue) {
      this.value += text;
      if (this.value.length > LIMITS.maxCellChars) throw cellTooLarge(this.ctx.path, this.rowNumber);
    } else if (this.inInline) {
      this.inline.add(text);
      if (this.inline.length > LIMITS.maxCellChars) throw cellTooLarge(this.ctx.path, this.rowNumber);
    }
  }

  private endCell(): void {
    const text = this.cellText();
    if (text.length > LIMITS.maxCellChars) throw cellTooLarge(this.ctx.path, this.rowNumber);
    if (text !== '') this.cells[this.col] = text;
  }

  private cellText(): string {
    const { type, value, col } = this;
    // An empty <v> (<v/>, <v></v>: calamine issue 607, Apache POI's bug files) holds no value
    // whatever t says: Number('') is 0, which would read shared string 0, and '' would read
    // FALSE. Only formula text (str, inlineStr) can be the empty string.
    if (!this.hasValue || (type !== 'str' && type !== 'inlineStr' && isBlank(value))) {
      if (this.hasFormula) this.problem(noValueProblem(col, this.rowNumber));
      return '';
    }
    switch (type) {
      case 's': {
        const text = this.ctx.strings[Number(value)];
        if (text === undefined)
          throw unreadableSheet(this.ctx.path, `shared string ${value} does not exist`, this.rowNumber);
        return text;
      }
      case 'inlineStr':
      case 'str':
        return decodeExcelEscapes(value);
      case 'b':
        return value.trim() === '1' || value.trim().toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
      case 'e': {
        const error = value.trim();
        this.problem(errorProblem(col, this.rowNumber, error));
        return error;
      }
      case 'd':
        return isoCellText(value);
      default: {
        const shape = this.ctx.styles[this.style] ?? PLAIN;
        if (shape.date) return this.dateText(value, shape);
        return shape.percent === undefined ? numberText(value, shape.zeros) : percentText(value, shape.percent);
      }
    }
  }

  private dateText(value: string, shape: NumberShape): string {
    const text = this.dateTexts.text(value, shape, this.ctx.date1904);
    const shown = this.ctx.shown ? this.dateTexts.shown(value, shape, this.ctx.date1904) : undefined;
    if (shown !== undefined && shown !== text) (this.shown ??= [])[this.col] = shown;
    return text;
  }

  private problem(p: CellProblem): void {
    (this.problems ??= []).push(p);
  }

  endRow(): void {
    this.rowEnded = true;
  }

  /** Hands on the last row, if it ended (the end of the sheet). */
  finish(): void {
    if (this.rowEnded) this.handOn();
  }

  private handOn(): void {
    this.rowEnded = false;
    const { cells } = this;
    let blank = true;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] === undefined) cells[i] = '';
      else blank = false;
    }
    if (blank && !this.problems) return;
    const row: SourceRow = { rowNumber: this.rowNumber, cells };
    if (this.problems) row.problems = this.problems;
    if (this.shown) row.shown = this.shown;
    this.ready.push(row);
  }
}
