// The app review's cells in the job's file (table review_cells, made by migrate.ts): every
// sheet row's cells as read (and as fixed in place), one JSON array per row, so the grid can
// show any window of a million rows without reading the file again. idx is the row's
// position in the file, for windows by offset.
import { sqlOf, type Journal, type Sql } from './journal.js';

export interface CellsRecord {
  idx: number;
  rowNumber: number;
  cells: string[];
  edited: number[];
}

interface Raw {
  idx: number;
  row_number: number;
  cells: string;
  edited: string | null;
}

const toRecord = (r: Raw): CellsRecord => ({
  idx: r.idx,
  rowNumber: r.row_number,
  cells: JSON.parse(r.cells) as string[],
  edited: r.edited ? (JSON.parse(r.edited) as number[]) : [],
});

/** Rows fixed in place, by row number: few, so held in memory while a report is written. */
export function editedCells(journal: Journal): Map<number, string[]> {
  const rows = sqlOf(journal).stmt('SELECT row_number, cells FROM review_cells WHERE edited IS NOT NULL').all() as {
    row_number: number;
    cells: string;
  }[];
  return new Map(rows.map((r) => [r.row_number, JSON.parse(r.cells) as string[]]));
}

export class ReviewCells {
  readonly #sql: Sql;
  private buffer: [number, string][] = [];
  private next: number;

  /** `batch`: rows per transaction while adding (the ingest worker, off the main thread, takes more). */
  constructor(
    private readonly journal: Journal,
    private readonly batch = 500,
  ) {
    this.#sql = sqlOf(journal);
    this.next = this.nextIdx();
  }

  private nextIdx(): number {
    return this.#sql.stmt('SELECT coalesce(max(idx) + 1, 0) FROM review_cells').pluck().get() as number;
  }

  add(rowNumber: number, cells: string[]): void {
    this.buffer.push([rowNumber, JSON.stringify(cells)]);
    if (this.buffer.length >= this.batch) this.flush();
  }

  flush(): void {
    if (!this.buffer.length) return;
    const rows = this.buffer;
    this.buffer = [];
    const insert = this.#sql.stmt('INSERT INTO review_cells (idx, row_number, cells) VALUES (?, ?, ?)');
    this.#sql.tx(() => {
      for (const [rowNumber, cells] of rows) insert.run(this.next++, rowNumber, cells);
    });
  }

  count(): number {
    return this.next;
  }

  /** Catches up with rows another connection (the ingest worker) added. */
  refresh(): number {
    this.next = this.nextIdx();
    return this.next;
  }

  window(offset: number, limit: number): CellsRecord[] {
    return (
      this.#sql.stmt('SELECT * FROM review_cells WHERE idx >= ? ORDER BY idx LIMIT ?').all(offset, limit) as Raw[]
    ).map(toRecord);
  }

  /** Rows with at least one invalid journal line, in file order. */
  windowInvalid(offset: number, limit: number): CellsRecord[] {
    return (
      this.#sql
        .stmt(
          `SELECT c.* FROM review_cells c WHERE EXISTS (SELECT 1 FROM rows r WHERE r.row_number = c.row_number AND r.state = 'invalid')
      ORDER BY c.idx LIMIT ? OFFSET ?`,
        )
        .all(limit, offset) as Raw[]
    ).map(toRecord);
  }

  get(rowNumber: number): CellsRecord | undefined {
    const r = this.#sql.stmt('SELECT * FROM review_cells WHERE row_number = ?').get(rowNumber) as Raw | undefined;
    return r ? toRecord(r) : undefined;
  }

  /**
   * A cell fixed in place: the row's cells become `cells` and its journal lines are dropped,
   * in one transaction, so the row is ingested again from what the user typed.
   */
  replaceRow(rowNumber: number, cells: string[], edited: number[]): void {
    const update = this.#sql.stmt('UPDATE review_cells SET cells = ?, edited = ? WHERE row_number = ?');
    const drop = this.#sql.stmt('DELETE FROM rows WHERE row_number = ?');
    this.#sql.tx(() => {
      update.run(JSON.stringify(cells), JSON.stringify(edited), rowNumber);
      drop.run(rowNumber);
    });
  }
}
