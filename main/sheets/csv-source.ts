// CSV rows streamed through a decoder (codecs.ts: bytes to text, safe across chunk boundaries),
// a size guard, and papaparse (text to fields). Cells stay exactly as written.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { decodeStream } from './codecs.js';
import { checkPending, checkRecord, createMeter } from './csv-guard.js';
import {
  DELIMITERS,
  SAMPLE_BYTES,
  bomEncoding,
  bomlessUtf16,
  decodeSample,
  detectDelimiter,
  detectEncoding,
  detectNewline,
  looksBinary,
  type CsvEncoding,
  type CsvNewline,
} from './detect-encoding.js';
import { lineBreaksIn, parserQuoteError, runawayQuoteError } from './csv-quotes.js';
import { SheetError, fileError } from './errors.js';
import { unneutralise } from './neutralise.js';
import type { RawRowIterator, SheetOpenOptions, SourceRow } from './types.js';

export interface CsvPlan {
  encoding: CsvEncoding;
  delimiter: string;
  newline: CsvNewline;
}

async function readSample(path: string): Promise<{ sample: Uint8Array; complete: boolean }> {
  let handle;
  try {
    handle = await open(path, 'r');
    const size = (await handle.stat()).size;
    const buf = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return { sample: buf.subarray(0, bytesRead), complete: size <= SAMPLE_BYTES };
  } catch (err) {
    throw fileError(err, path);
  } finally {
    await handle?.close();
  }
}

/** Reads the start of the file and settles encoding, delimiter and line ending (or checks the chosen ones). */
export async function planCsv(path: string, opts: SheetOpenOptions = {}): Promise<CsvPlan> {
  const { sample, complete } = await readSample(path);
  if (sample.length === 0)
    throw new SheetError({ id: 'errors:sheet.emptyFile' }, path, { id: 'errors:sheet.emptyFileHint' });
  const bom = bomEncoding(sample);
  const chosenWide = opts.encoding === 'utf16le' || opts.encoding === 'utf16be';
  const wide = bom ? undefined : bomlessUtf16(sample);
  if (wide && opts.encoding !== undefined && !chosenWide) {
    throw new SheetError(
      { id: wide === 'utf16le' ? 'errors:sheet.utf16Le' : 'errors:sheet.utf16Be', params: { encoding: opts.encoding } },
      path,
      { id: 'errors:sheet.utf16Hint' },
    );
  }
  if (!bom && !wide && !chosenWide && looksBinary(sample)) {
    const zip = sample[0] === 0x50 && sample[1] === 0x4b;
    throw new SheetError(
      { id: 'errors:sheet.notText' },
      path,
      zip ? { id: 'errors:sheet.notTextZipHint' } : { id: 'errors:sheet.notTextHint' },
    );
  }
  const encoding = opts.encoding ?? bom ?? wide ?? detectEncoding(sample, complete);
  const text = decodeSample(sample, encoding);
  if (opts.delimiter !== undefined && (opts.delimiter.length !== 1 || /["\r\n]/.test(opts.delimiter))) {
    throw new SheetError(
      { id: 'errors:sheet.badDelimiter', params: { delimiter: JSON.stringify(opts.delimiter) } },
      path,
      {
        id: 'errors:sheet.badDelimiterHint',
        params: { delimiters: DELIMITERS.map((d) => JSON.stringify(d)).join(', ') },
      },
    );
  }
  const delimiter = opts.delimiter ?? detectDelimiter(text, complete);
  return { encoding, delimiter, newline: detectNewline(text, complete) };
}

function allEmpty(fields: string[]): boolean {
  for (const f of fields) if (f !== '') return false;
  return true;
}

// Parsed chunks waiting for the consumer; above this the file is paused (backpressure).
// Small chunks, few of them: parsed rows that wait long outlive V8's young generation and
// pile up in the old one until a full GC. 256 KB x 8 chunks put a 1M-row report at 303 MB
// peak RSS, 64 KB x 4 at 250 MB, at the same rate (issue 12: <= 300 MB per stage); 32 KB x 4
// at ~200 MB, and there the collector's share fell so far that a 1M-row file reads ~30%
// faster (1.55M -> 2.0M rows/s; read+map+validate 760k -> 910k; 16 and 24 KB measured the
// same as 32, 3 runs each).
const HIGH_WATER_CHUNKS = 4;
export const CHUNK_BYTES = 32 * 1024;

/** One parsed chunk as papaparse gave it: its records and the quote errors among them. */
interface ParsedChunk {
  records: string[][];
  /** The quote error per record (an unclosed quote over a malformed one), by index in `records`. */
  quoteErrors: Map<number, Papa.ParseError>;
}

/** Where the reader is: records and text lines read so far, and the width of the last record. */
interface ReadPosition {
  records: number;
  lines: number;
  lastWidth: number;
}

function quoteErrorsOf(results: Papa.ParseResult<string[]>): Map<number, Papa.ParseError> {
  const found = new Map<number, Papa.ParseError>();
  for (const e of results.errors) {
    // An error past the chunk's records is on the unfinished record: it is reported again when that record ends.
    if (e.type !== 'Quotes' || e.row === undefined || e.row >= results.data.length) continue;
    // An unclosed quote says more than a malformed one (the rest of the file went into the cell).
    if (!found.has(e.row) || e.code === 'MissingQuotes') found.set(e.row, e);
  }
  return found;
}

/** The quote problem of one record, if any (after the size checks, whose limits say more). */
function quoteProblem(
  path: string,
  fields: string[],
  parserError: Papa.ParseError | undefined,
  at: ReadPosition,
  delimiter: string,
): SheetError | null {
  const where = { rowNumber: at.records, line: at.lines + 1 };
  if (parserError) return parserQuoteError(path, fields, parserError, where);
  return runawayQuoteError(path, fields, at.lastWidth, delimiter, where);
}

/** One parsed chunk's records as rows, numbered on from `at`; blank records left out. */
function chunkRows(path: string, chunk: ParsedChunk, at: ReadPosition, delimiter: string): SourceRow[] {
  const rows: SourceRow[] = [];
  for (let index = 0; index < chunk.records.length; index++) {
    const fields = chunk.records[index]!;
    at.records++;
    const rowNumber = at.records;
    const problem =
      checkRecord(path, fields, rowNumber) ?? quoteProblem(path, fields, chunk.quoteErrors.get(index), at, delimiter);
    if (problem) throw problem;
    at.lines += 1 + lineBreaksIn(fields);
    if (allEmpty(fields)) continue;
    at.lastWidth = fields.length;
    if (rowNumber === 1 && fields[0]?.charCodeAt(0) === 0xfeff) fields[0] = fields[0].slice(1);
    for (let i = 0; i < fields.length; i++) if (fields[i]!.charCodeAt(0) === 39) fields[i] = unneutralise(fields[i]!);
    rows.push({ rowNumber, cells: fields });
  }
  return rows;
}

/** Every CSV record with its 1-based record number; blank records are left out (the caller fills the gaps). */
export async function* csvRows(path: string, plan: CsvPlan): RawRowIterator {
  const input = createReadStream(path, { highWaterMark: CHUNK_BYTES });
  const meter = createMeter();
  const text = meter.stream;
  // papaparse's own Node duplex stream pauses per row and is ~40x slower than its chunk
  // callback, so the chunks are queued here and the text stream is paused when the queue is full.
  const queue: ParsedChunk[] = [];
  let finished = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  let parsedRows = 0;
  let fedAtLastRow = 0;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const fail = (err: unknown): void => {
    failure ??= err;
    notify();
  };
  pipeline(input, decodeStream(plan.encoding), text).catch(fail);
  Papa.parse(text as unknown as File, {
    delimiter: plan.delimiter,
    newline: plan.newline,
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    chunk(results: Papa.ParseResult<string[]>) {
      // papaparse parses each chunk as it arrives, so everything fed so far has been seen.
      if (results.data.length > 0) {
        parsedRows += results.data.length;
        fedAtLastRow = meter.fed();
        queue.push({ records: results.data, quoteErrors: quoteErrorsOf(results) });
        if (queue.length >= HIGH_WATER_CHUNKS) text.pause();
      } else {
        const tooLong = checkPending(path, meter.fed() - fedAtLastRow, parsedRows + 1);
        if (tooLong) {
          input.destroy();
          text.pause();
          fail(tooLong);
        }
      }
      notify();
    },
    complete() {
      finished = true;
      notify();
    },
    error(err: Error) {
      fail(err);
    },
  });
  const at: ReadPosition = { records: 0, lines: 0, lastWidth: 0 };
  try {
    for (;;) {
      if (failure && queue.length === 0) throw failure;
      const chunk = queue.shift();
      if (!chunk) {
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (queue.length < HIGH_WATER_CHUNKS / 2 && text.isPaused() && !failure) text.resume();
      const rows = chunkRows(path, chunk, at, plan.delimiter);
      if (rows.length) yield rows;
    }
  } catch (err) {
    throw err instanceof SheetError ? err : fileError(err, path);
  } finally {
    // Stops reading when the caller leaves early (preview) or on error.
    input.destroy();
    text.destroy();
  }
}
