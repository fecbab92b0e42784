// Files at rest only for their owner (issue 25): the data folder and the folders in it are
// 0700, and the journals, workbooks, logs and connection files written there 0600, set when
// they are created (an existing folder or file is tightened), so another account on a shared
// machine reads none of them, whatever the umask. On Windows modes mean next to nothing: the
// data folder sits in the user's profile, whose ACL already keeps other users out.
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

const posix = process.platform !== 'win32';

/** Creates `dir` (and missing parents) 0700, and tightens it when it already exists. */
export function ownerOnlyDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  if (!posix) return dir;
  try {
    // A sticky folder (/tmp, should COMMERCE_BULK_HOME point at it) is shared by design: left alone.
    if ((statSync(dir).mode & 0o1000) === 0) chmodSync(dir, OWNER_ONLY_DIR);
  } catch {
    // a folder of another account (COMMERCE_BULK_HOME pointed at it): its owner decides
  }
  return dir;
}

/** Creates `file` empty and 0600 unless it exists, and tightens it when it does: before a library opens it. */
export function ownerOnlyFile(file: string): string {
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  if (posix) chmodSync(file, OWNER_ONLY_FILE);
  return file;
}

/**
 * The mode for a new file in `file`'s folder: 0600 when that folder is the owner's alone
 * (the data folder, its results), else undefined (the umask decides, as for any program), so
 * a workbook the user writes to a shared folder stays readable by those who share it.
 */
export function modeForFileIn(file: string): number | undefined {
  if (!posix) return undefined;
  try {
    return (statSync(dirname(file)).mode & 0o077) === 0 ? OWNER_ONLY_FILE : undefined;
  } catch {
    return undefined;
  }
}
