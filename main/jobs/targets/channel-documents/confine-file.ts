// Where a File cell really points (issue 25): the cell resolved against the documents folder
// and then through every symbolic link (realpath), which must stay inside the folder's own
// real path. A sheet is data from anywhere: '../', an absolute path or a link inside the
// folder that leads out must never upload a PDF from elsewhere on the disk. The real path is
// also what "one PDF, one order" compares, so a link and its target are one file.
import { engineMessage, type Message } from '../../../../shared/i18n/index.js';
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

export type ConfinedFile =
  { ok: true; realPath: string } | { ok: false; reason: 'not-found' | 'outside'; message: Message };

/** The file a File cell names, before links: relative to the documents folder (an absolute path as it is). */
export function documentPath(folder: string, cell: string): string {
  return isAbsolute(cell) ? cell : resolve(folder, cell);
}

/** True when `path` is `folder` itself or below it (both already real paths). */
function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

export function notFoundMessage(folder: string, cell: string): Message {
  return engineMessage('doc.notFound', { cell, folder });
}

/** The real path of the cell's file, when it exists and lies inside the folder's real path. */
export async function confineToFolder(folder: string, cell: string): Promise<ConfinedFile> {
  const realFolder = await realpath(folder).catch(() => resolve(folder));
  const named = documentPath(folder, cell);
  const real = await realpath(named).catch(() => null);
  if (real === null) return { ok: false, reason: 'not-found', message: notFoundMessage(folder, cell) };
  if (isInside(realFolder, real)) return { ok: true, realPath: real };
  // Lexically inside but really outside: a symbolic link (the file or a folder on the way) leads out.
  const viaLink = isInside(resolve(folder), resolve(named));
  return {
    ok: false,
    reason: 'outside',
    message: viaLink
      ? engineMessage('doc.linkOutside', { cell, real, folder })
      : engineMessage('doc.outside', { cell, folder }),
  };
}
