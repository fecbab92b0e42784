// The review's rows encoded into chunks (review-cells.ts) where they are read, on the
// review's reader thread, so the thread that writes them only inserts text.
import { CHUNK } from './review-chunks.js';

/**
 * A chunk's rows encoded for its insert, [first_row, n, row_numbers, cells]: made where the
 * rows are read (the review's reader thread), so the thread that writes only inserts text.
 */
export type EncodedChunk = [number, number, string | null, string];

export function encodeChunk(rowNumbers: number[], rows: string[][]): EncodedChunk {
  const n = rows.length;
  const first = rowNumbers[0]!;
  const consecutive = rowNumbers[n - 1] === first + n - 1;
  return [first, n, consecutive ? null : JSON.stringify(rowNumbers), JSON.stringify(rows)];
}

/** Rows in file order into encoded chunks of CHUNK rows, for ReviewCells.addChunks. */
export class ChunkEncoder {
  private rows: string[][] = [];
  private rowNumbers: number[] = [];
  private sealed: EncodedChunk[] = [];

  add(rowNumber: number, cells: string[]): void {
    this.rows.push(cells);
    this.rowNumbers.push(rowNumber);
    if (this.rows.length === CHUNK) this.seal();
  }

  private seal(): void {
    if (!this.rows.length) return;
    this.sealed.push(encodeChunk(this.rowNumbers, this.rows));
    this.rows = [];
    this.rowNumbers = [];
  }

  /** The whole chunks encoded since the last take. */
  take(): EncodedChunk[] {
    const out = this.sealed;
    this.sealed = [];
    return out;
  }

  /** The rest, the last chunk partial: after the last row. */
  end(): EncodedChunk[] {
    this.seal();
    return this.take();
  }
}
