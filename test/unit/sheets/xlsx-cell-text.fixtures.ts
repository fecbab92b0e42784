// The readers behind xlsx-cell-text-numbers.test.ts and xlsx-cell-text-strings.test.ts: each
// case is a raw-XML workbook (test/fixtures/xlsx/build.ts), header "Value" in A1, the cell
// under test in A2, read with headerRow 1.
import { afterAll, expect } from 'vitest';
import { openSheet, type SourceRow } from '../../../main/sheets/index.js';
import {
  headerRow,
  oneSheet,
  tempFolder,
  writeWorkbook,
  type Parts,
  type StyleSpec,
} from '../../fixtures/xlsx/build.js';

/** A row problem as the reader reports it (SourceRow.problems). */
export interface Problem {
  column: number;
  cell: string;
  message: string;
}
export type Row = SourceRow & { problems?: Problem[] };

export interface CellOpts {
  strings?: string[];
  styles?: StyleSpec;
  date1904?: string;
}

export interface CellReader {
  /** The temp folder the workbooks are written to (removed after the file's tests). */
  tmp: ReturnType<typeof tempFolder>;
  readRows(parts: Parts, headerRowNumber?: number): Promise<Row[]>;
  /** The row holding `cellXml` (a <c r="A2" ...> element) under a one-column header. */
  rowOf(cellXml: string, opts?: CellOpts): Promise<Row>;
  /** The text of A2; the row must carry no problem. */
  textOf(cellXml: string, opts?: CellOpts): Promise<string>;
  /**
   * The text of A2 when it shows nothing: a row whose every cell is empty is a blank row (and a
   * trailing one is dropped), so B2 holds a value to keep the row.
   */
  emptyTextOf(cellXml: string): Promise<string>;
}

/** Readers over a temp folder of the calling test file's own, removed in its afterAll. */
export function useCellReader(): CellReader {
  const tmp = tempFolder();
  afterAll(() => tmp.cleanup());

  let counter = 0;
  async function readRows(parts: Parts, headerRowNumber = 1): Promise<Row[]> {
    const path = writeWorkbook(tmp.file(`case-${++counter}.xlsx`), parts);
    const src = await openSheet(path, { headerRow: headerRowNumber });
    const rows: Row[] = [];
    for await (const r of src.rows()) rows.push(r as Row);
    return rows;
  }

  async function rowOf(cellXml: string, opts: CellOpts = {}): Promise<Row> {
    const rows = await readRows(oneSheet(`${headerRow(['Value'])}<row r="2">${cellXml}</row>`, opts));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  async function textOf(cellXml: string, opts: CellOpts = {}): Promise<string> {
    const row = await rowOf(cellXml, opts);
    expect(row.rowNumber).toBe(2);
    expect(row.problems ?? []).toEqual([]);
    return row.cells[0]!;
  }

  async function emptyTextOf(cellXml: string): Promise<string> {
    const rows = await readRows(
      oneSheet(
        `${headerRow(['Value', 'Other'])}<row r="2">${cellXml}<c r="B2" t="inlineStr"><is><t>kept</t></is></c></row>`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.problems ?? []).toEqual([]);
    return rows[0]!.cells[0]!;
  }

  return { tmp, readRows, rowOf, textOf, emptyTextOf };
}
