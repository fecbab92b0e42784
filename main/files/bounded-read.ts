// The same words as main/sheets/regular-file.ts for input sheets. Reading a file an option names (--ca-file, --mapping, --credentials, ...): only a regular
// file, and only up to a stated size. A FIFO or /dev/zero would otherwise block the read or
// fill the memory (issue 39); the check is made on the opened descriptor, opened without
// blocking, so nothing can be swapped in between and a FIFO with no writer is refused at once.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

export const MB = 1024 * 1024;

/** Why a named file was not read: not a regular file, or larger than allowed. */
export class FileRefused extends Error {
  override readonly name = 'FileRefused';
  constructor(
    readonly code: 'ENOTREG' | 'EFBIG',
    message: string,
  ) {
    super(message);
  }
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The whole text of `path`, a regular file of at most `maxBytes`; FileRefused or the fs error otherwise. */
export function readBoundedText(path: string, maxBytes: number): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new FileRefused('ENOTREG', `${path} is ${kindOf(st)}, not a regular file`);
    if (st.size > maxBytes)
      throw new FileRefused('EFBIG', `${path} is larger than ${Math.round(maxBytes / MB)} MB (${st.size} bytes)`);
    // Read at most maxBytes + 1, so a file that grows while read is refused, not swallowed.
    const buf = Buffer.alloc(Math.min(st.size, maxBytes) + 1);
    let got = 0;
    for (let n = 1; n > 0 && got < buf.length; got += n) n = readSync(fd, buf, got, buf.length - got, null);
    if (got > maxBytes) throw new FileRefused('EFBIG', `${path} is larger than ${Math.round(maxBytes / MB)} MB`);
    return buf.subarray(0, got).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The words for a read that failed: FileRefused's own, else the fs error's code. */
export function readProblem(err: unknown): string {
  if (err instanceof FileRefused) return err.message;
  return (err as NodeJS.ErrnoException).code ?? 'error';
}
