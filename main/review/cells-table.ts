// The review's own table in the job's SQLite journal: every sheet row's cells as read (and
// as fixed in place), so the grid can show any window of a million rows without reading
// the file again. idx is the row's position in the file, for windows by offset.
import type Database from 'better-sqlite3';

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

export class CellsTable {
  private readonly insert: Database.Statement;
  private buffer: { row_number: number; cells: string }[] = [];
  private next = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly batch = 500,
  ) {
    // The partial index finds the few fixed rows of a million without a scan, and costs nothing on insert.
    db.exec(`CREATE TABLE IF NOT EXISTS review_cells (idx INTEGER PRIMARY KEY, row_number INTEGER NOT NULL UNIQUE, cells TEXT NOT NULL, edited TEXT);
      CREATE INDEX IF NOT EXISTS review_cells_edited ON review_cells(row_number) WHERE edited IS NOT NULL;`);
    this.next = db.prepare('SELECT coalesce(max(idx) + 1, 0) FROM review_cells').pluck().get() as number;
    this.insert = db.prepare('INSERT INTO review_cells (idx, row_number, cells) VALUES (?, ?, ?)');
  }

  static exists(db: Database.Database): boolean {
    return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'review_cells'`).get() !== undefined;
  }

  /** Rows fixed in place, by row number: few, so held in memory while a report is written. */
  static editedRows(db: Database.Database): Map<number, string[]> {
    const rows = db.prepare('SELECT row_number, cells FROM review_cells WHERE edited IS NOT NULL').all() as {
      row_number: number;
      cells: string;
    }[];
    return new Map(rows.map((r) => [r.row_number, JSON.parse(r.cells) as string[]]));
  }

  add(rowNumber: number, cells: string[]): void {
    this.buffer.push({ row_number: rowNumber, cells: JSON.stringify(cells) });
    if (this.buffer.length >= this.batch) this.flush();
  }

  flush(): void {
    if (!this.buffer.length) return;
    const rows = this.buffer;
    this.buffer = [];
    this.db.transaction(() => {
      for (const r of rows) this.insert.run(this.next++, r.row_number, r.cells);
    })();
  }

  count(): number {
    return this.next;
  }

  /** Catches up with rows another connection (the ingest worker) added. */
  refresh(): number {
    this.next = this.db.prepare('SELECT coalesce(max(idx) + 1, 0) FROM review_cells').pluck().get() as number;
    return this.next;
  }

  window(offset: number, limit: number): CellsRecord[] {
    return (
      this.db.prepare('SELECT * FROM review_cells WHERE idx >= ? ORDER BY idx LIMIT ?').all(offset, limit) as Raw[]
    ).map(toRecord);
  }

  /** Rows with at least one journal line in one of `states`, in file order. */
  windowWhere(states: string[], offset: number, limit: number): CellsRecord[] {
    const inList = states.map(() => '?').join(',');
    return (
      this.db
        .prepare(
          `SELECT c.* FROM review_cells c WHERE EXISTS (SELECT 1 FROM rows r WHERE r.row_number = c.row_number AND r.state IN (${inList}))
      ORDER BY c.idx LIMIT ? OFFSET ?`,
        )
        .all(...states, limit, offset) as Raw[]
    ).map(toRecord);
  }

  get(rowNumber: number): CellsRecord | undefined {
    const r = this.db.prepare('SELECT * FROM review_cells WHERE row_number = ?').get(rowNumber) as Raw | undefined;
    return r ? toRecord(r) : undefined;
  }

  byRowNumbers(rowNumbers: number[]): Map<number, CellsRecord> {
    const out = new Map<number, CellsRecord>();
    if (!rowNumbers.length) return out;
    const rows = this.db
      .prepare(`SELECT * FROM review_cells WHERE row_number IN (${rowNumbers.map(() => '?').join(',')})`)
      .all(...rowNumbers) as Raw[];
    for (const r of rows) out.set(r.row_number, toRecord(r));
    return out;
  }

  update(rowNumber: number, cells: string[], edited: number[]): void {
    this.db
      .prepare('UPDATE review_cells SET cells = ?, edited = ? WHERE row_number = ?')
      .run(JSON.stringify(cells), JSON.stringify(edited), rowNumber);
  }
}
