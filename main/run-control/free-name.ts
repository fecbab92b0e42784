// Where a file the app writes beside the user's own goes: the first folder that can be
// written (the input's own, else the data folder's) and a name no file has yet. The result
// workbook saved at the end of a run and the workbook of fixed rows both follow this rule.
import { accessSync, constants, existsSync } from 'node:fs';
import { join, parse } from 'node:path';

/** '<name><suffix><ext>' in `folder`, or '<name><suffix> (2)<ext>', ... when that name is taken. */
export function freeFileName(folder: string, input: string, suffix: string, ext: string): string {
  const stem = join(folder, `${parse(input).name}${suffix}`);
  if (!existsSync(`${stem}${ext}`)) return `${stem}${ext}`;
  for (let n = 2; ; n++) if (!existsSync(`${stem} (${n})${ext}`)) return `${stem} (${n})${ext}`;
}

/** Whether this process may write into `folder` (a read-only share or a mail's temp folder may not). */
export function writable(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
