// An input sheet must be a regular file (issue 25): opening a FIFO waits for a writer forever
// (an import hung until SIGKILL), a device such as /dev/zero never ends, a folder is no
// sheet. stat() answers at once for all of them, so the check runs before anything opens it.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SheetError, fileError } from './errors.js';
import { refuseExcelLockFile } from './lock-file.js';

function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** Resolves when `path` (after symlinks) is a regular file; else throws a SheetError naming it. */
export async function requireRegularFile(path: string): Promise<void> {
  let info: Stats;
  try {
    info = await stat(path);
  } catch (err) {
    throw fileError(err, path);
  }
  if (info.isFile()) return refuseExcelLockFile(path);
  throw new SheetError(
    `${path} is ${kindOf(info)}, not a regular file`,
    path,
    'Give the path of a .csv or .xlsx file saved on disk.',
  );
}
