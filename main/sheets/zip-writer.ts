// A streaming zip writer (PKWARE APPNOTE 6.3: deflate, data descriptors, UTF-8 names) for the
// .xlsx writer: one entry is open at a time and its bytes are deflated and written as they
// come, so a million-row sheet never sits in memory. No zip64: an entry or an archive past
// 4 GB is refused with a SheetError (a result workbook of a million rows is a few hundred MB
// of XML before compression).
import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';
import { SheetError } from './errors.js';

const LIMIT = 0xffffffff;
// Speed over size: level 1 deflates several times faster than the default 6, and sheet XML
// is repetitive enough that the file stays small.
const LEVEL = 1;
const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** DOS time and date of now, as zip headers want them. */
function dosStamp(): { time: number; date: number } {
  const d = new Date();
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/** One entry being written: text in, deflated bytes out to the archive. */
export interface ZipEntryWriter {
  /** Adds text (UTF-8); backpressure through ZipWriter.drained(). */
  write(text: string): void;
  /** Finishes the entry. */
  end(): Promise<void>;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp = dosStamp();
  /** The deflater of the entry being streamed, if any. */
  private open: DeflateRaw | null = null;

  constructor(
    private readonly out: WriteStream,
    private readonly path: string,
  ) {}

  private tooLarge(): SheetError {
    return new SheetError({ id: 'errors:sheet.tooLargeToWrite' }, this.path, {
      id: 'errors:sheet.tooLargeToWriteHint',
    });
  }

  /** Writes to the file; backpressure is the caller's, through drained(). */
  private put(buf: Buffer): void {
    this.offset += buf.length;
    this.out.write(buf);
  }

  private localHeader(name: Buffer): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(8, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    // crc and sizes (14..25) stay 0: they follow in the data descriptor
    h.writeUInt16LE(name.length, 26);
    h.writeUInt16LE(0, 28);
    return Buffer.concat([h, name]);
  }

  private finishEntry(e: Written): void {
    if (e.compressed > LIMIT || e.size > LIMIT || this.offset > LIMIT) throw this.tooLarge();
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(e.crc >>> 0, 4);
    d.writeUInt32LE(e.compressed, 8);
    d.writeUInt32LE(e.size, 12);
    this.put(d);
    this.entries.push(e);
  }

  /** A small entry written whole. */
  add(name: string, text: string): void {
    if (this.open) throw new Error(`zip: '${name}' added while another entry is open`);
    const data = Buffer.from(text, 'utf8');
    const nameBuf = Buffer.from(name, 'utf8');
    const offset = this.offset;
    this.put(this.localHeader(nameBuf));
    const packed = deflateRawSync(data, { level: LEVEL });
    this.put(packed);
    this.finishEntry({ name: nameBuf, crc: crc32(data), compressed: packed.length, size: data.length, offset });
  }

  /** Starts a streamed entry; nothing else may be added until its end() has resolved. */
  begin(name: string): ZipEntryWriter {
    if (this.open) throw new Error(`zip: '${name}' opened while another entry is open`);
    const nameBuf = Buffer.from(name, 'utf8');
    const entry: Written = { name: nameBuf, crc: 0, compressed: 0, size: 0, offset: this.offset };
    this.put(this.localHeader(nameBuf));
    const deflate: DeflateRaw = createDeflateRaw({ level: LEVEL });
    this.open = deflate;
    let failure: Error | undefined;
    deflate.on('error', (err) => {
      failure = err;
    });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const ended = once(deflate, 'end');
    return {
      write: (text) => {
        if (failure) throw failure;
        const buf = Buffer.from(text, 'utf8');
        entry.crc = crc32(buf, entry.crc);
        entry.size += buf.length;
        if (entry.size > LIMIT) throw this.tooLarge();
        deflate.write(buf);
      },
      end: async () => {
        deflate.end();
        await ended;
        if (failure) throw failure;
        this.open = null;
        this.finishEntry(entry);
      },
    };
  }

  /** Resolves once the open entry's deflater and the file have taken what was written so far. */
  async drained(): Promise<void> {
    const d = this.open;
    if (d?.writableNeedDrain) await once(d, 'drain');
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Writes the central directory and ends the file. */
  async close(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(8, 10);
      c.writeUInt16LE(this.stamp.time, 12);
      c.writeUInt16LE(this.stamp.date, 14);
      c.writeUInt32LE(e.crc >>> 0, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0
      c.writeUInt32LE(e.offset, 42);
      this.put(Buffer.concat([c, e.name]));
    }
    const size = this.offset - start;
    if (this.offset > LIMIT) throw this.tooLarge();
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    this.put(end);
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}
