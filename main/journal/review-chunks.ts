// The table of the review's cells in chunks (review-cells.ts reads and writes it), made on
// first use of a journal, and the move of an older journal's cells into it. Journals written
// before the chunks held one review_cells row per sheet row (idx, row_number, cells JSON,
// edited JSON): the first use moves them into chunks in one transaction, so every reader
// (the grid, the report window, the reviewed source of a resumed run) has one layout to read.
import { sqlOf, type Journal } from './journal.js';
import type { Sql } from './sql.js';

export const CHUNK_SHIFT = 8;
/** Sheet rows per chunk. */
export const CHUNK = 1 << CHUNK_SHIFT;

export const REVIEW_CHUNKS = `CREATE TABLE IF NOT EXISTS review_chunks (
  chunk INTEGER PRIMARY KEY,  -- idx >> 8 of its rows
  first_row INTEGER NOT NULL UNIQUE,
  n INTEGER NOT NULL,         -- rows in it: CHUNK, except in the last one
  row_numbers TEXT,           -- JSON array, only when they are not first_row, first_row + 1, ...
  cells TEXT NOT NULL,        -- JSON array of each row's cells
  edited TEXT                 -- JSON object {offset in the chunk: [columns fixed in place]}, or NULL
);
CREATE INDEX IF NOT EXISTS review_chunks_edited ON review_chunks(chunk) WHERE edited IS NOT NULL;`;

export interface ChunkRaw {
  chunk: number;
  first_row: number;
  n: number;
  row_numbers: string | null;
  cells: string;
  edited: string | null;
}

export function chunkRowsOf(r: ChunkRaw): number[] {
  if (r.row_numbers) return JSON.parse(r.row_numbers) as number[];
  return Array.from({ length: r.n }, (_, i) => r.first_row + i);
}

const ready = new WeakSet<Journal>();

/** The journal's Sql, with review_chunks made and an older journal's review_cells rows moved in. */
export function ensureReviewChunks(journal: Journal): Sql {
  const sql = sqlOf(journal);
  if (ready.has(journal)) return sql;
  sql.db.exec(REVIEW_CHUNKS);
  const legacy = sql.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'review_cells'`).get();
  if (legacy && sql.db.prepare('SELECT 1 FROM review_cells LIMIT 1').get()) sql.tx(() => moveLegacyCells(sql));
  ready.add(journal);
  return sql;
}

interface LegacyRow {
  idx: number;
  row_number: number;
  cells: string;
  edited: string | null;
}

/** review_cells (one row per sheet row) into chunks; the old rows are deleted once moved. */
function moveLegacyCells(sql: Sql): void {
  const insert = sql.db.prepare(
    'INSERT OR REPLACE INTO review_chunks (chunk, first_row, n, row_numbers, cells, edited) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let rows: string[][] = [];
  let numbers: number[] = [];
  let edited: Record<number, number[]> = {};
  let hasEdits = false;
  let chunk = 0;
  const write = (): void => {
    if (!rows.length) return;
    const first = numbers[0]!;
    const consecutive = numbers.every((n, i) => n === first + i);
    insert.run(
      chunk++,
      first,
      rows.length,
      consecutive ? null : JSON.stringify(numbers),
      JSON.stringify(rows),
      hasEdits ? JSON.stringify(edited) : null,
    );
    rows = [];
    numbers = [];
    edited = {};
    hasEdits = false;
  };
  // idx was the row's position in the file; the chunks number the rows afresh from 0 in that
  // order. Read in pages: a statement being iterated keeps the connection from the inserts.
  const page = sql.db.prepare(
    'SELECT idx, row_number, cells, edited FROM review_cells WHERE idx > ? ORDER BY idx LIMIT 8192',
  );
  for (let after = -1; ;) {
    const got = page.all(after) as LegacyRow[];
    for (const r of got) {
      if (r.edited) {
        edited[rows.length] = JSON.parse(r.edited) as number[];
        hasEdits = true;
      }
      rows.push(JSON.parse(r.cells) as string[]);
      numbers.push(r.row_number);
      if (rows.length === CHUNK) write();
    }
    if (got.length < 8192) break;
    after = got[got.length - 1]!.idx;
  }
  write();
  sql.db.exec('DELETE FROM review_cells');
}
