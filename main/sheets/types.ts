// Types shared by the readers. The public names are re-exported from index.ts.

/** The cell as the user sees it: leading zeros kept, no float noise, dates ISO. */
export type CellText = string;

export interface SheetOpenOptions {
  sheet?: string | undefined;
  /** 1-based; detected when absent. */
  headerRow?: number | undefined;
  encoding?: 'utf8' | 'utf16le' | 'utf16be' | 'windows-1252';
  delimiter?: string;
  /** Also read, for date cells, the text Excel shows (SourceRow.shown): the import's reading. */
  shownText?: boolean;
}

/**
 * Something in a row that makes it unsafe to send as it reads: a cell holding an error
 * (#DIV/0!), a formula with no saved value, a value past the last named column.
 */
export interface CellProblem {
  /** 0-based column index. */
  column: number;
  /** The cell's A1 reference ('C7'). */
  cell: string;
  /** What is wrong and how to fix it, naming the cell. */
  message: string;
}

export interface SourceRow {
  /** The row's number in the sheet, 1-based. */
  rowNumber: number;
  /** Exactly as many as the headers below the header row. */
  cells: CellText[];
  /** Absent when the row has none. */
  problems?: CellProblem[];
  /**
   * Where the sheet was opened with `shownText`: the date cells (by column) whose text in Excel,
   * under the cell's number format ('04.03.2026'), differs from their ISO text in `cells`.
   * Sparse; absent when the row has none. A text field takes this text (issue 41).
   */
  shown?: (string | undefined)[];
}

export interface SheetSource {
  format: 'csv' | 'xlsx';
  sheets: string[];
  sheet: string;
  headerRowNumber: number;
  headers: string[];
  encoding?: string;
  delimiter?: string;
  /** Streamed rows after the header row, blank rows included (cells all ''); trailing blank rows are dropped. */
  rows(): AsyncIterable<SourceRow>;
  /**
   * The same rows a batch at a time (a chunk of the file each), when the source has them: a
   * million-row ingest saves an await per row. rowBatchesOf() reads any source this way.
   */
  rowBatches?(): AsyncIterable<SourceRow[]>;
  /** Releases the file when rows() is never read to the end. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * A reader's raw rows in batches (one per chunk of the file): every non-blank row of the sheet
 * with its 1-based number, in order. Batches keep the per-row cost of async iteration to one
 * step, in openSheet's rows().
 */
export type RawRowIterator = AsyncGenerator<SourceRow[], void, undefined>;

export type WritableCell = string | number | boolean | null | Date;

export interface SheetHandle {
  /** Adds one row; in a .csv, strings are neutralised (see neutralise); in an .xlsx they are text cells as they are. */
  addRow(cells: WritableCell[]): void;
}

export interface SheetWriter {
  /**
   * Adds a sheet with a bold header row. Sheets are written one after another: in an .xlsx,
   * adding a sheet finishes the one before it (a row added to it then throws). A .csv keeps
   * the first sheet only; the others are accepted and dropped. A hidden sheet (an export's
   * baseline) is not shown by the office program and never read as data by openSheet.
   */
  addSheet(name: string, headers: string[], opts?: { hidden?: boolean }): SheetHandle;
  /** Waits until what was written so far has reached the file (optional backpressure for large writes). */
  flush(): Promise<void>;
  /** Finishes the file and renames `<path>.partial` to `<path>`. */
  close(): Promise<void>;
  /** Gives up: removes `<path>.partial`, leaving no half-written file. */
  abort(): Promise<void>;
}
