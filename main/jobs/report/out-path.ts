// The result workbook's path is checked before a job exists: finding out that the folder is
// missing or the name has no .xlsx/.csv only when writing the report would come after the
// rows were already sent.
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { undoPathFor } from './write-undo.js';
import { UserError, type ErrorMessage } from '../../../shared/errors/index.js';

export class OutPathError extends UserError {
  constructor(message: ErrorMessage, hint: ErrorMessage) {
    super(message, hint);
    this.name = 'OutPathError';
  }
}

export function checkOutPath(out: string): void {
  const ext = extname(out).toLowerCase();
  if (ext !== '.xlsx' && ext !== '.csv') {
    throw new OutPathError({ id: 'errors:out.badExtension', params: { out } }, { id: 'errors:out.badExtensionHint' });
  }
  const folder = dirname(resolve(out));
  let isDir = false;
  try {
    isDir = statSync(folder).isDirectory();
  } catch {
    /* missing: reported below */
  }
  if (!isDir)
    throw new OutPathError(
      { id: 'errors:out.noFolder', params: { out } },
      { id: 'errors:out.noFolderHint', params: { folder } },
    );
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new OutPathError({ id: 'errors:out.notWritable', params: { folder } }, { id: 'errors:out.notWritableHint' });
  }
}

/**
 * The file that keeps a run from writing to `out`: the result itself, its undo workbook or
 * an unfinished '.partial', or undefined when none exists. Messages name this file, not `out`.
 */
export function outPathInTheWay(out: string): string | undefined {
  return [out, undoPathFor(out), `${out}.partial`].find((p) => existsSync(p));
}

/**
 * A result path no other run has used: the name asked for when neither it nor its undo
 * workbook exists, else 'name (2).xlsx', 'name (3).xlsx', ... A second run with the same --out
 * must never replace the first run's undo workbook, or the first run can no longer be undone.
 */
export function unusedOutPath(out: string): string {
  const taken = (p: string): boolean => outPathInTheWay(p) !== undefined;
  if (!taken(out)) return out;
  const ext = extname(out);
  const stem = out.slice(0, out.length - ext.length);
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken(candidate)) return candidate;
  }
}
