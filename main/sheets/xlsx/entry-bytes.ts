// A zip entry's stored (deflated) bytes, read straight from the file in 256 KB reads. yauzl's
// stream reads 16 KB at a time (it offers no larger size), so a 40 MB worksheet took about
// 2,500 reads, each a round trip through the thread pool that cost the parsing thread more
// than the reading (issue 44). Only for the plain case: an entry of the workbook's own file,
// unencrypted, with a local header where the central directory says; yauzl reads anything
// else as before.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type yauzl from 'yauzl';

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
// As large as the inflater's pieces: 1 MB reads saved no more CPU and cost 10-15 MB of peak
// RSS on a million-row sheet (each read is a fresh buffer until the next collection).
const READ_BYTES = 256 * 1024;

/** The entry's stored bytes as a stream, or undefined where yauzl must read it. */
export async function storedBytes(path: string, entry: yauzl.Entry): Promise<Readable | undefined> {
  if (entry.isEncrypted() || entry.compressedSize === 0) return undefined;
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(LOCAL_HEADER_BYTES);
    const { bytesRead } = await handle.read(header, 0, LOCAL_HEADER_BYTES, entry.relativeOffsetOfLocalHeader);
    if (bytesRead < LOCAL_HEADER_BYTES || header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) return undefined;
    const start =
      entry.relativeOffsetOfLocalHeader + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
    return createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: READ_BYTES });
  } finally {
    await handle.close();
  }
}
