// Where a handled file goes, under the watched folder: processed/ (every row succeeded),
// failed/ (some rows failed or were invalid, a duplicate, a file that cannot be imported) or
// held/ (nothing sent: it waits for a person). Its result and undo workbooks go beside it as
// <name>.result.xlsx and <name>.undo.xlsx, and a reason as <name>.reason.txt when there is one.
// Names never replace an earlier night's file: a second "stock.csv" becomes "stock (2).csv".
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

export type Destination = 'processed' | 'failed' | 'held';

/** The folder a watcher writes result workbooks into while a job runs; hidden, so never picked up. */
export function workFolder(folder: string): string {
  const dir = join(folder, '.commerce-bulk');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function stemOf(name: string): string {
  return name.slice(0, name.length - extname(name).length);
}

/** The result workbook a job of `name` writes while it runs (the undo goes beside it, as undoPathFor names it). */
export function workingResultPath(folder: string, name: string): string {
  return join(workFolder(folder), `${stemOf(name)}.result.xlsx`);
}

/** A stem free in every destination, so the file, its workbooks and its reason stay together. */
function freeStem(folder: string, name: string): string {
  const ext = extname(name);
  const stem = stemOf(name);
  const taken = (s: string): boolean =>
    (['processed', 'failed', 'held'] as const).some((d) =>
      [`${s}${ext}`, `${s}.result.xlsx`, `${s}.undo.xlsx`, `${s}.reason.txt`].some((f) =>
        existsSync(join(folder, d, f)),
      ),
    );
  if (!taken(stem)) return stem;
  for (let n = 2; ; n++) if (!taken(`${stem} (${n})`)) return `${stem} (${n})`;
}

export interface Moved {
  /** Where the file is now. */
  file: string;
  result: string | null;
  undo: string | null;
}

/** Moves the file (and its workbooks, when it has them) into `to`; writes the reason beside it. */
export function moveHandled(
  folder: string,
  name: string,
  to: Destination,
  extras: { result?: string | null; undo?: string | null; reason?: string },
): Moved {
  const dir = join(folder, to);
  mkdirSync(dir, { recursive: true });
  const stem = freeStem(folder, name);
  const file = join(dir, `${stem}${extname(name)}`);
  const carry = (from: string | null | undefined, suffix: string): string | null => {
    if (!from || !existsSync(from)) return null;
    const target = join(dir, `${stem}${suffix}`);
    renameSync(from, target);
    return target;
  };
  const result = carry(extras.result, '.result.xlsx');
  const undo = carry(extras.undo, '.undo.xlsx');
  if (extras.reason) writeFileSync(join(dir, `${stem}.reason.txt`), `${extras.reason}\n`);
  renameSync(join(folder, name), file);
  return { file, result, undo };
}
