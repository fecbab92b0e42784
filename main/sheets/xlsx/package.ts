// The XLSX package (ECMA-376 Part 2, Open Packaging Conventions) around the parts we read:
// opens the zip, refuses what is not an .xlsx workbook with a message that says what to do,
// stops zip bombs and damaged zips, and streams one part at a time through the XML scanner
// with its CRC checked. Part names are compared without regard to letter case, as OPC
// requires, and parts are found through relationships (_rels/.rels → the workbook → its
// sheets, styles and shared strings), never by a conventional name alone.
import { open as openFile } from 'node:fs/promises';
import { PassThrough, Transform, pipeline, type Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { LIMITS, SheetError, fileError } from '../errors.js';
import { partDecoder, type PartDecoder } from './part-decoder.js';
import { XmlScanner } from './xml-scanner.js';
import { XmlError, type XmlHandler } from './xml-text.js';
import { openZip } from './zip-open.js';
import { storedBytes } from './entry-bytes.js';

export interface ZipPackage {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
}

/** What the inflater hands on at a time: a worksheet's XML reaches the scanner in pieces of this size. */
export const INFLATE_CHUNK_BYTES = 256 * 1024;

/** Small parts (workbook, rels, styles) are inflated whole; past this they are refused. */
const SMALL_PART_LIMIT = 64 * 1024 * 1024;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const OLE_SNIFF_BYTES = 4 * 1024 * 1024;

export function damaged(path: string): SheetError {
  return new SheetError({ id: 'errors:sheet.damaged' }, path, { id: 'errors:sheet.damagedHint' });
}

export function unreadable(path: string, detail: string): SheetError {
  return new SheetError({ id: 'errors:sheet.unreadableWorkbook', params: { detail } }, path, {
    id: 'errors:sheet.resaveOrCsvHint',
  });
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  let handle;
  try {
    handle = await openFile(path, 'r');
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } catch (err) {
    throw fileError(err, path);
  } finally {
    await handle?.close();
  }
}

/**
 * An OLE compound file (CDFV2) is either a password-protected .xlsx (Excel wraps the encrypted
 * package in one, with an EncryptionInfo stream) or an old binary .xls (a Workbook stream).
 * The directory names are UTF-16 and sit near the start of files of any usual size.
 */
function oleRefusal(path: string, head: Buffer): SheetError {
  const has = (name: string): boolean => head.includes(Buffer.from(name, 'utf16le'));
  if (has('EncryptionInfo')) {
    return new SheetError({ id: 'errors:sheet.passwordProtected' }, path, { id: 'errors:sheet.passwordProtectedHint' });
  }
  if (has('Workbook') || has('Book')) {
    return new SheetError({ id: 'errors:sheet.oldXls' }, path, { id: 'errors:sheet.oldXlsHint' });
  }
  return new SheetError({ id: 'errors:sheet.passwordOrXls' }, path, { id: 'errors:sheet.passwordOrXlsHint' });
}

/** Refuses, before any zip work, what is not a zip: empty files, OLE containers, text. */
export async function checkSignature(path: string): Promise<void> {
  const head = await readHead(path, OLE_SNIFF_BYTES);
  if (head.length === 0)
    throw new SheetError({ id: 'errors:sheet.emptyFile' }, path, { id: 'errors:sheet.emptyWorkbookHint' });
  if (OLE_MAGIC.every((b, i) => head[i] === b)) throw oleRefusal(path, head);
  if (head[0] !== 0x50 || head[1] !== 0x4b) {
    throw new SheetError({ id: 'errors:sheet.notXlsx' }, path, { id: 'errors:sheet.notXlsxHint' });
  }
}

/** The zip's central directory, checked against the limits; entries keyed by lower-case name. */
export async function openPackage(path: string): Promise<ZipPackage> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw damaged(path);
  }
  try {
    if (zip.entryCount > LIMITS.maxZipEntries) {
      throw new SheetError({ id: 'errors:sheet.tooManyParts', params: { count: zip.entryCount } }, path, {
        id: 'errors:sheet.tooManyPartsHint',
      });
    }
    const entries = new Map<string, yauzl.Entry>();
    let unzipped = 0,
      zipped = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        unzipped += entry.uncompressedSize;
        zipped += entry.compressedSize;
        if (entry.isEncrypted()) {
          reject(
            new SheetError({ id: 'errors:sheet.passwordProtected' }, path, {
              id: 'errors:sheet.passwordProtectedShortHint',
            }),
          );
          return;
        }
        if (
          unzipped > LIMITS.maxUnzippedBytes ||
          (unzipped > LIMITS.ratioCheckFloorBytes && unzipped / Math.max(zipped, 1) > LIMITS.maxZipRatio)
        ) {
          reject(new SheetError({ id: 'errors:sheet.zipBomb' }, path, { id: 'errors:sheet.zipBombHint' }));
          return;
        }
        entries.set(entry.fileName.replace(/\\/g, '/').replace(/^\//, '').toLowerCase(), entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    return { zip, entries };
  } catch (err) {
    zip.close();
    throw err instanceof SheetError ? err : damaged(path);
  }
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry, options: yauzl.ZipFileOptions = {}): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, options, (err, stream) =>
      err || !stream ? reject(err ?? new Error('no stream')) : resolve(stream),
    );
  });
}

/**
 * A deflated part inflated in 256 KB pieces. yauzl's own inflater works in 16 KB pieces and
 * needs this thread between two of them, so a busy parser starves it; larger pieces let the
 * thread pool inflate while the sheet is parsed. Its true size is held to the declared one,
 * as yauzl does, so a zip bomb that lies about its size still stops.
 */
async function inflatedStream(path: string, zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  if (entry.compressionMethod !== 8) return openStream(zip, entry);
  const raw =
    (await storedBytes(path, entry)) ?? (await openStream(zip, entry, { decompress: false } as yauzl.ZipFileOptions));
  const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  let size = 0;
  const sized = new Transform({
    transform(piece: Buffer, _enc, done) {
      size += piece.length;
      done(size > entry.uncompressedSize ? new Error('too many bytes in the stream') : null, piece);
    },
    flush(done) {
      done(size === entry.uncompressedSize ? null : new Error('too few bytes in the stream'));
    },
  });
  return pipeline(raw, inflate, sized, () => {
    /* errors reach the reader */
  });
}

/**
 * Streams one part through the XML scanner. `afterChunk` runs after each piece (the
 * worksheet reader hands out the rows it completed there, so memory stays flat); a damaged
 * stream or a CRC mismatch ends with `damaged`, malformed XML with `unreadable`.
 */
/** The most XML parsed at once: ~1,000 rows of a narrow sheet. */
const SLICE_BYTES = 64 * 1024;

export async function* scanPart(
  path: string,
  pkg: ZipPackage,
  entry: yauzl.Entry,
  handler: XmlHandler,
): AsyncGenerator<void> {
  let stream;
  try {
    stream = await inflatedStream(path, pkg.zip, entry);
  } catch {
    throw damaged(path);
  }
  const scanner = new XmlScanner(handler, 2 * LIMITS.maxCellChars + 1024 * 1024);
  let decoder: PartDecoder | undefined;
  let crc = 0;
  // A megabyte of read-ahead lets the thread pool inflate the next pieces while this thread
  // parses, and hands the parser fewer, larger pieces.
  const ahead = pipeline(stream, new PassThrough({ highWaterMark: 1 << 20 }), () => {
    /* errors reach the loop */
  });
  try {
    for await (const piece of ahead as AsyncIterable<Buffer>) {
      crc = crc32(piece, crc);
      let bytes = piece;
      if (!decoder) {
        const d = partDecoder(piece);
        decoder = d.decoder;
        bytes = piece.subarray(d.skip);
      }
      // A piece may hold the whole megabyte of read-ahead: parsed in slices, each handed on as
      // its rows, so the reader's consumer (the ingest) can let the event loop run between them.
      for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
        scanner.write(decoder.write(bytes.subarray(at, at + SLICE_BYTES)));
        yield;
      }
    }
    if (decoder) scanner.write(decoder.end());
    scanner.end();
  } catch (err) {
    if (err instanceof SheetError) throw err;
    if (err instanceof XmlError) throw unreadable(path, `${entry.fileName}: ${err.message}`);
    throw damaged(path);
  } finally {
    ahead.destroy();
    stream.destroy();
  }
  if (crc >>> 0 !== entry.crc32 >>> 0) throw damaged(path);
}

/** Reads a whole part through the handler (small parts: workbook, rels, styles, shared strings). */
export async function readPart(path: string, pkg: ZipPackage, entry: yauzl.Entry, handler: XmlHandler): Promise<void> {
  if (entry.uncompressedSize > SMALL_PART_LIMIT && !/sharedstrings/i.test(entry.fileName)) {
    throw unreadable(path, `${entry.fileName} is too large`);
  }
  for await (const _ of scanPart(path, pkg, entry, handler)) {
    /* the handler collects */
  }
}

/** Inflates a part and discards it, checking its CRC and true size (a bomb that lies about its size fails here). */
export async function checkPart(path: string, pkg: ZipPackage, entry: yauzl.Entry): Promise<void> {
  let stream;
  try {
    stream = await openStream(pkg.zip, entry);
    let crc = 0;
    for await (const piece of stream as AsyncIterable<Buffer>) crc = crc32(piece, crc);
    if (crc >>> 0 !== entry.crc32 >>> 0) throw damaged(path);
  } catch (err) {
    throw err instanceof SheetError ? err : damaged(path);
  } finally {
    stream?.destroy();
  }
}
