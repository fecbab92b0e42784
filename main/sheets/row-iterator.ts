// The rows below the header as the engine reads them: densely numbered (blank rows in gaps
// filled in) and fitted to the header's width, handed out one by one or a batch at a time.
import type { RawRowIterator, SourceRow } from './types.js';
import { columnLetters } from './xlsx/cell-refs.js';

export function blankRow(rowNumber: number, width: number): SourceRow {
  return { rowNumber, cells: new Array<string>(width).fill('') };
}

/**
 * The row cut or padded to the header's width. A value past the last named column is never
 * dropped silently nor written into the result columns: it becomes a problem of the row.
 */
function fitRow(row: SourceRow, width: number): SourceRow {
  const { cells } = row;
  if (cells.length === width) return row;
  if (cells.length < width) {
    // Padded in place: the reader made this row for us alone, and a sheet whose last column
    // is blank (a styled empty Note column) pays this on every row (issue 44).
    for (let i = cells.length; i < width; i++) cells.push('');
    return row;
  }
  const problems = (row.problems ?? []).filter((p) => p.column < width);
  for (let i = width; i < cells.length; i++) {
    const text = cells[i]!;
    if (text.trim() === '') continue;
    const cell = `${columnLetters(i)}${row.rowNumber}`;
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    problems.push({
      column: i,
      cell,
      message: `${cell} is past the last named column ("${shown}"): name the column in the header row or clear the cell.`,
    });
  }
  const fitted: SourceRow = { rowNumber: row.rowNumber, cells: cells.slice(0, width) };
  if (problems.length) fitted.problems = problems;
  if (row.shown) fitted.shown = row.shown.slice(0, width);
  return fitted;
}

/**
 * The one place rows are handed out singly: the readers give batches, and a million rows
 * through an async generator cost a promise chain each; this iterator answers from the batch
 * it holds with one resolved promise per row and awaits the reader only between batches.
 * Blank rows in gaps are filled in; every row is fitted to the header's width.
 */
export class RowIterator implements AsyncIterableIterator<SourceRow> {
  private ready: SourceRow[] = [];
  private at = 0;
  private expected: number;
  private finished = false;

  constructor(
    private readonly source: RawRowIterator,
    first: SourceRow[],
    private readonly headerRowNumber: number,
    private readonly width: number,
  ) {
    this.expected = headerRowNumber + 1;
    this.fill(first);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<SourceRow> {
    return this;
  }

  private fill(batch: SourceRow[]): void {
    const out: SourceRow[] = [];
    for (const row of batch) {
      if (row.rowNumber <= this.headerRowNumber) continue;
      while (this.expected < row.rowNumber) out.push(blankRow(this.expected++, this.width));
      out.push(fitRow(row, this.width));
      this.expected = row.rowNumber + 1;
    }
    this.ready = out;
    this.at = 0;
  }

  next(): Promise<IteratorResult<SourceRow>> {
    if (this.at < this.ready.length) return Promise.resolve({ value: this.ready[this.at++]!, done: false });
    return this.more();
  }

  private async more(): Promise<IteratorResult<SourceRow>> {
    return (await this.pull()) ? { value: this.ready[this.at++]!, done: false } : { value: undefined, done: true };
  }

  /** The rows not handed out yet, up to the end of the reader's next batch; undefined at the end. */
  async nextBatch(): Promise<SourceRow[] | undefined> {
    if (this.at >= this.ready.length && !(await this.pull())) return undefined;
    const batch = this.at === 0 ? this.ready : this.ready.slice(this.at);
    this.ready = [];
    this.at = 0;
    return batch;
  }

  /** Fills `ready` from the reader until it holds a row; false once the sheet has ended. */
  private async pull(): Promise<boolean> {
    while (!this.finished) {
      let next: IteratorResult<SourceRow[]>;
      try {
        next = await this.source.next();
      } catch (err) {
        this.finished = true;
        await this.source.return(undefined);
        throw err;
      }
      if (next.done) break;
      this.fill(next.value);
      if (this.ready.length) return true;
    }
    this.finished = true;
    return false;
  }

  async return(): Promise<IteratorResult<SourceRow>> {
    this.finished = true;
    this.ready = [];
    await this.source.return(undefined);
    return { value: undefined, done: true };
  }
}
