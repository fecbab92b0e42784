// Which file automations.openWorkbook may hand to the shell: the path comes from the history
// file in the data folder, which anything running as the user can edit, and shell.openPath
// runs what it is given (/bin/sh, an .exe, .bat or .lnk on Windows). So only a regular .xlsx
// whose real path (symlinks resolved) lies under the automation's own real folder is opened.
import { realpathSync, statSync } from 'node:fs';
import { extname, relative, isAbsolute } from 'node:path';

/** The real path of a workbook that may be opened, or null (gone, not .xlsx, not regular, elsewhere). */
export function openableWorkbook(file: string, folder: string): string | null {
  let real: string;
  let root: string;
  try {
    real = realpathSync(file);
    root = realpathSync(folder);
  } catch {
    return null;
  }
  if (extname(real).toLowerCase() !== '.xlsx') return null;
  const rel = relative(root, real);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
  try {
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}
