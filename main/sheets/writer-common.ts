// What both writers share: the .partial file that becomes the real one only when complete.
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { SheetError } from './errors.js';
import { modeForFileIn } from '../files/index.js';

export function partialPath(path: string): string {
  return `${path}.partial`;
}

/** Opens `<path>.partial` for writing; a missing folder or a read-only place ends here with a clear message. */
export async function openPartial(path: string): Promise<WriteStream> {
  // In a folder that is the owner's alone (the app's results in the data folder) the workbook
  // is 0600 from its first byte; elsewhere the umask decides, as for any file the user saves.
  const mode = modeForFileIn(path);
  const out = createWriteStream(partialPath(path), mode === undefined ? {} : { mode });
  try {
    await once(out, 'open');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new SheetError(
      code ? { id: 'errors:sheet.cannotWriteCode', params: { code } } : { id: 'errors:sheet.cannotWrite' },
      path,
      code === 'ENOENT' ? { id: 'errors:sheet.noFolderHint' } : { id: 'errors:sheet.cannotWriteHint' },
    );
  }
  return out;
}

/** Resolves once the stream's buffered data has been handed to the file system. */
export async function drained(out: WriteStream): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

export async function publish(path: string): Promise<void> {
  try {
    await rename(partialPath(path), path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new SheetError(
      code ? { id: 'errors:sheet.cannotReplaceCode', params: { code } } : { id: 'errors:sheet.cannotReplace' },
      path,
      { id: 'errors:sheet.cannotReplaceHint', params: { partial: partialPath(path) } },
    );
  }
}

export async function discard(path: string, out: WriteStream): Promise<void> {
  // A write still in flight fails once the stream is destroyed; that is the point of
  // discarding, not a crash (it used to end the CLI with an unhandled 'error' event).
  out.on('error', () => {
    /* the file is being removed */
  });
  out.destroy();
  await rm(partialPath(path), { force: true });
}
