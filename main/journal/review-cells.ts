// The app review's cells in the job's file: every sheet row's cells as read (and as fixed in
// place), so the grid can show any window of a million rows without reading the file again.
// Stored in chunks of 256 rows (table review_chunks, one SQLite row per chunk): one insert per
// chunk instead of one per sheet row measured 6.5 times faster, and a window of the grid reads
// one or two chunks. A row's idx is its position in the file: chunk idx >> 8, offset idx & 255.
// Rows arrive in file order (row numbers grow), so a row number finds its chunk by first_row.
// Journals written before the chunks keep one row per sheet row in review_cells; the first
// use of such a file moves them into chunks (review-chunks.ts). The review's reader thread
// encodes its chunks itself (review-encode.ts) and hands them to addChunks.
import type { Journal } from './journal.js';
import { encodeChunk, type EncodedChunk } from './review-encode.js';
import type { Sql } from './sql.js';
import { CHUNK, CHUNK_SHIFT, chunkRowsOf, ensureReviewChunks, type ChunkRaw } from './review-chunks.js';

export interface CellsRecord {
  idx: number;
  rowNumber: number;
  cells: string[];
  edited: number[];
}

/** A chunk as read back: its rows' numbers, cells and fixed columns. */
interface Chunk {
  chunk: number;
  rowNumbers: number[];
  cells: string[][];
  edited: Record<number, number[]>;
}

function decode(r: ChunkRaw): Chunk {
  return {
    chunk: r.chunk,
    rowNumbers: chunkRowsOf(r),
    cells: JSON.parse(r.cells) as string[][],
    edited: r.edited ? (JSON.parse(r.edited) as Record<number, number[]>) : {},
  };
}

function recordAt(c: Chunk, i: number): CellsRecord {
  return {
    idx: (c.chunk << CHUNK_SHIFT) + i,
    rowNumber: c.rowNumbers[i]!,
    cells: c.cells[i]!,
    edited: c.edited[i] ?? [],
  };
}

/** The offset of `rowNumber` in a chunk's (ascending) row numbers, or -1. */
function offsetOf(c: Chunk, rowNumber: number): number {
  let lo = 0,
    hi = c.rowNumbers.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const n = c.rowNumbers[mid]!;
    if (n === rowNumber) return mid;
    if (n < rowNumber) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function chunkOfRow(sql: Sql, rowNumber: number): Chunk | undefined {
  const r = sql
    .stmt('SELECT * FROM review_chunks WHERE first_row <= ? ORDER BY first_row DESC LIMIT 1')
    .get(rowNumber) as ChunkRaw | undefined;
  return r ? decode(r) : undefined;
}

/** The cells of these sheet rows (rows not in the review are left out). */
export function cellsOfRows(journal: Journal, rowNumbers: number[]): Map<number, string[]> {
  const sql = ensureReviewChunks(journal);
  const out = new Map<number, string[]>();
  let c: Chunk | undefined;
  for (const n of [...rowNumbers].sort((a, b) => a - b)) {
    // Sorted, so consecutive rows mostly fall in the chunk already read.
    let i = c ? offsetOf(c, n) : -1;
    if (i < 0) {
      c = chunkOfRow(sql, n);
      i = c ? offsetOf(c, n) : -1;
    }
    if (c && i >= 0) out.set(n, c.cells[i]!);
  }
  return out;
}

/** Rows fixed in place, by row number: few, so held in memory while a report is written. */
export function editedCells(journal: Journal): Map<number, string[]> {
  const sql = ensureReviewChunks(journal);
  const out = new Map<number, string[]>();
  for (const r of sql.stmt('SELECT * FROM review_chunks WHERE edited IS NOT NULL ORDER BY chunk').all() as ChunkRaw[]) {
    const c = decode(r);
    for (const i of Object.keys(c.edited)) out.set(c.rowNumbers[Number(i)]!, c.cells[Number(i)]!);
  }
  return out;
}

export class ReviewCells {
  readonly #sql: Sql;
  /** Rows of the last chunk, not yet written whole (a partial chunk on disk is read back into these). */
  private rows: string[][] = [];
  private rowNumbers: number[] = [];
  private rowsEdited: string | null = null;
  /** Chunks waiting for their transaction: [chunk, first_row, n, row_numbers, cells, edited]. */
  private pending: [number, number, number, string | null, string, string | null][] = [];
  /** Rows on disk plus rows in hand. */
  private next: number;

  /**
   * `batch`: rows per transaction while adding (rounded up to whole chunks; the ingest
   * worker, off the main thread, takes more).
   */
  constructor(
    journal: Journal,
    private readonly batch = 512,
  ) {
    this.#sql = ensureReviewChunks(journal);
    this.next = this.stored();
  }

  /** A row read from the file, in file order. */
  add(rowNumber: number, cells: string[]): void {
    if (this.rows.length === 0 && this.next % CHUNK !== 0) this.reopenLast();
    this.rows.push(cells);
    this.rowNumbers.push(rowNumber);
    this.next++;
    if (this.rows.length === CHUNK) {
      this.seal();
      if (this.pending.length * CHUNK >= this.batch) this.write();
    }
  }

  /** Rows added to a review whose last chunk on disk is partial: that chunk is written again with them. */
  private reopenLast(): void {
    const r = this.#sql.stmt('SELECT * FROM review_chunks WHERE chunk = ?').get(this.next >> CHUNK_SHIFT) as
      ChunkRaw | undefined;
    if (!r) return;
    const c = decode(r);
    this.rows = c.cells;
    this.rowNumbers = c.rowNumbers;
    this.rowsEdited = r.edited;
  }

  private stored(): number {
    const last = this.#sql.stmt('SELECT chunk, n FROM review_chunks ORDER BY chunk DESC LIMIT 1').get() as
      { chunk: number; n: number } | undefined;
    return last ? (last.chunk << CHUNK_SHIFT) + last.n : 0;
  }

  /** Turns the rows in hand into a chunk waiting to be written. */
  private seal(): void {
    const n = this.rows.length;
    if (!n) return;
    this.pending.push([(this.next - n) >> CHUNK_SHIFT, ...encodeChunk(this.rowNumbers, this.rows), this.rowsEdited]);
    this.rows = [];
    this.rowNumbers = [];
    this.rowsEdited = null;
  }

  private write(): void {
    const chunks = this.pending;
    this.pending = [];
    if (!chunks.length) return;
    // OR REPLACE: a partial last chunk reopened by add() is written again whole.
    const insert = this.#sql.stmt(
      'INSERT OR REPLACE INTO review_chunks (chunk, first_row, n, row_numbers, cells, edited) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#sql.tx(() => {
      for (const c of chunks) insert.run(...c);
    });
  }

  /** Chunks encoded by a ChunkEncoder, in file order, after whole chunks (a review being read): one transaction. */
  addChunks(chunks: readonly EncodedChunk[]): void {
    if (!chunks.length) return;
    if (this.rows.length || this.next % CHUNK !== 0)
      throw new Error('Encoded chunks go after whole chunks only: the review has a partial chunk already.');
    for (const c of chunks) {
      this.pending.push([this.next >> CHUNK_SHIFT, ...c, null]);
      this.next += c[1];
    }
    this.write();
  }

  /** Writes every row in hand; the last chunk may be partial, so this is called once, at the end of reading. */
  flush(): void {
    this.seal();
    this.write();
  }

  count(): number {
    return this.next;
  }

  /** Catches up with rows another connection (the ingest worker) added. */
  refresh(): number {
    this.next = this.stored();
    return this.next;
  }

  window(offset: number, limit: number): CellsRecord[] {
    if (limit <= 0 || offset < 0) return [];
    const chunks = (
      this.#sql
        .stmt('SELECT * FROM review_chunks WHERE chunk BETWEEN ? AND ? ORDER BY chunk')
        .all(offset >> CHUNK_SHIFT, (offset + limit - 1) >> CHUNK_SHIFT) as ChunkRaw[]
    ).map(decode);
    const out: CellsRecord[] = [];
    for (const c of chunks)
      for (let i = 0; i < c.rowNumbers.length; i++) {
        const idx = (c.chunk << CHUNK_SHIFT) + i;
        if (idx >= offset && idx < offset + limit) out.push(recordAt(c, i));
      }
    return out;
  }

  /** Rows with at least one invalid journal line, in file order. */
  windowInvalid(offset: number, limit: number): CellsRecord[] {
    const rowNumbers = this.#sql
      .stmt(`SELECT DISTINCT row_number FROM rows WHERE state = 'invalid' ORDER BY row_number LIMIT ? OFFSET ?`)
      .pluck()
      .all(limit, offset) as number[];
    const out: CellsRecord[] = [];
    let c: Chunk | undefined;
    for (const n of rowNumbers) {
      let i = c ? offsetOf(c, n) : -1;
      if (i < 0) {
        c = chunkOfRow(this.#sql, n);
        i = c ? offsetOf(c, n) : -1;
      }
      if (c && i >= 0) out.push(recordAt(c, i));
    }
    return out;
  }

  get(rowNumber: number): CellsRecord | undefined {
    const c = chunkOfRow(this.#sql, rowNumber);
    const i = c ? offsetOf(c, rowNumber) : -1;
    return c && i >= 0 ? recordAt(c, i) : undefined;
  }

  /**
   * A cell fixed in place: the row's cells become `cells` (its chunk is written again) and its
   * journal lines are dropped, in one transaction, so the row is ingested again from what the
   * user typed.
   */
  replaceRow(rowNumber: number, cells: string[], edited: number[]): void {
    const c = chunkOfRow(this.#sql, rowNumber);
    const i = c ? offsetOf(c, rowNumber) : -1;
    if (!c || i < 0) throw new Error(`Row ${rowNumber} is not in the review.`);
    c.cells[i] = cells;
    c.edited[i] = edited;
    const update = this.#sql.stmt('UPDATE review_chunks SET cells = ?, edited = ? WHERE chunk = ?');
    const drop = this.#sql.stmt('DELETE FROM rows WHERE row_number = ?');
    this.#sql.tx(() => {
      update.run(JSON.stringify(c.cells), JSON.stringify(c.edited), c.chunk);
      drop.run(rowNumber);
    });
  }
}
