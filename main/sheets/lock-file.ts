// Excel keeps a small "owner file" beside a workbook it has open: `~$stock.xlsx` for
// stock.xlsx (for longer names the first two letters are replaced: `~$dget 2026.xlsx` for
// Budget 2026.xlsx). Picked by mistake (issue 42), it was called "not an Excel workbook" with
// advice to re-save it, which cannot work: it holds only the name of who has the file open.
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SheetError } from './errors.js';

/** The workbook beside the lock file whose name it stands for, when there is one. */
async function realWorkbook(path: string, rest: string): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(dirname(path));
  } catch {
    return null;
  }
  const own = names.find((n) => n === rest) ?? names.find((n) => !n.startsWith('~$') && n.slice(2) === rest);
  return own ?? null;
}

/** Throws a SheetError naming the real workbook when `path` is an Excel lock file. */
export async function refuseExcelLockFile(path: string): Promise<void> {
  const name = basename(path);
  if (!name.startsWith('~$') || name.length <= 2) return;
  const rest = name.slice(2);
  const real = await realWorkbook(path, rest);
  const shown = real ?? rest;
  throw new SheetError(
    { id: 'errors:sheet.lockFile', params: { name, shown } },
    path,
    real
      ? { id: 'errors:sheet.lockFileRealHint', params: { real: join(dirname(path), real) } }
      : { id: 'errors:sheet.lockFileHint', params: { shown, rest, folder: dirname(path) } },
  );
}
