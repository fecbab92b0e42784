// Opens the zip under a workbook. yauzl refuses a file with bytes after the end-of-central-
// directory record (its comment length must reach the end of the file); Python's zipfile,
// SheetJS and openpyxl read such a file, finding the record by searching back for its
// signature. When yauzl refuses, we search back the same way and open the file as if it ended
// where the record (and its comment) ends.
import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

const OPTIONS = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** The record, its longest comment, and a Zip64 locator before it. */
const EOCD_SEARCH_BYTES = EOCD_BYTES + 0xffff + 20;

/** Reads byte ranges of the file through fresh streams (only the rare trailing-bytes case). */
class FileRangeReader extends yauzl.RandomAccessReader {
  constructor(private readonly path: string) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return createReadStream(this.path, { start, end: end - 1 });
  }
}

/**
 * Where the file's zip ends: just past the last end-of-central-directory record whose
 * comment fits in the file, or undefined when there is none.
 */
export async function zipEnd(path: string): Promise<number | undefined> {
  const handle = await openFile(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, EOCD_SEARCH_BYTES);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    for (let i = length - EOCD_BYTES; i >= 0; i--) {
      if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
      const end = i + EOCD_BYTES + tail.readUInt16LE(i + 20);
      if (end <= length) return size - length + end;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}

function openWhole(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, OPTIONS, (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)));
  });
}

function openUpTo(path: string, size: number): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(new FileRangeReader(path), size, OPTIONS, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    );
  });
}

/** The zip, read as zip readers do when stray bytes follow its end record. */
export async function openZip(path: string): Promise<yauzl.ZipFile> {
  try {
    return await openWhole(path);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.startsWith('Invalid comment length')) throw err;
    const end = await zipEnd(path);
    if (end === undefined) throw err;
    return openUpTo(path, end);
  }
}
