// An input sheet must be a regular file (issue 25): opening a FIFO waits for a writer forever
// (an import hung until SIGKILL), a device such as /dev/zero never ends, a folder is no
// sheet. stat() answers at once for all of them, so the check runs before anything opens it.
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ErrorMessage } from '../../shared/errors/index.js';
import { SheetError, fileError } from './errors.js';
import { refuseExcelLockFile } from './lock-file.js';

function kindOf(info: Stats): ErrorMessage {
  if (info.isDirectory()) return { id: 'errors:sheet.kind.folder' };
  if (info.isFIFO()) return { id: 'errors:sheet.kind.fifo' };
  if (info.isCharacterDevice()) return { id: 'errors:sheet.kind.charDevice' };
  if (info.isBlockDevice()) return { id: 'errors:sheet.kind.blockDevice' };
  if (info.isSocket()) return { id: 'errors:sheet.kind.socket' };
  return { id: 'errors:sheet.kind.other' };
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
  throw new SheetError({ id: 'errors:sheet.notRegular', params: { path, kind: kindOf(info) } }, path, {
    id: 'errors:sheet.notRegularHint',
  });
}
