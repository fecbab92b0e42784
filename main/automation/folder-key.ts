// Which watched folder a path is: one key per real folder, whatever path reached it, so two
// watchers started through two paths (a symlink, another letter case on a file system that
// ignores case) share one lock and one state. The key is a hash of the folder's real path
// (fs.realpathSync.native: links resolved, the names as the file system spells them),
// case-folded when that file system ignores case. Whether it does is asked of the folder
// itself (the path with its letters' case swapped names the same folder, or not), not
// guessed from the platform: a case-sensitive APFS volume or a Samba share on Linux exist.
import { createHash } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
}

/** Whether the file system holding `real` (an existing real path) ignores letter case. */
export function ignoresCase(real: string): boolean {
  // Only the last name is swapped: the folders above may sit on another file system.
  const name = basename(real);
  if (swapCase(name) === name) return false; // no letters: the real path already spells it one way
  const swapped = join(dirname(real), swapCase(name));
  try {
    const a = statSync(real);
    const b = statSync(swapped);
    return a.ino === b.ino && a.dev === b.dev;
  } catch {
    return false; // the swapped path names nothing: case counts
  }
}

/** The folder's real path, case-folded where its file system ignores case. */
export function realFolder(folder: string): string {
  let real: string;
  try {
    real = realpathSync.native(resolve(folder));
  } catch {
    return resolve(folder); // not there (yet): the watcher reports it; the key is the path given
  }
  return ignoresCase(real) ? real.toLowerCase() : real;
}

/** The key of the folder's lock and state in the data folder. */
export function folderKey(folder: string): string {
  return createHash('sha256').update(realFolder(folder)).digest('hex').slice(0, 16);
}
