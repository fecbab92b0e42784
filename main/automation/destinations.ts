// Where a handled file goes, under the watched folder: processed/ (every row succeeded),
// failed/ (some rows failed or were invalid, a duplicate, a file that cannot be imported) or
// held/ (nothing sent: it waits for a person). Its result and undo workbooks go beside it as
// <name>.result.xlsx and <name>.undo.xlsx, and a reason as <name>.reason.txt when there is one.
// Names never replace an earlier night's file: a second "stock.csv" becomes "stock (2).csv".
// Whoever can drop a file can also plant a symlink (issue 38): the output folders must be real
// folders (a link stops the watcher, naming it), and every file written is created exclusively
// without following links, so nothing is ever written outside the watched folder.
import { closeSync, constants, lstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { extname, join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import { escapeControls, fittingStem } from './names.js';

export type Destination = 'processed' | 'failed' | 'held';

/** The folders a watcher writes into (.commerce-bulk/: where earlier versions kept working workbooks). */
const OUTPUT_FOLDERS = ['processed', 'failed', 'held', '.commerce-bulk'] as const;

/** The longest suffix a stem gets: the result workbook while it is written. */
const LONGEST_SUFFIX = '.result.xlsx.partial';
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/** An output folder that is not a real folder: the watcher stops instead of writing through it. */
export class OutputRedirected extends UserError {
  constructor(path: string) {
    super(
      { id: 'errors:watch.outputRedirected', params: { path: escapeControls(path) } },
      { id: 'errors:watch.outputRedirectedHint' },
    );
    this.name = 'OutputRedirected';
  }
}

function lstatOrNull(path: string): ReturnType<typeof lstatSync> | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Every output folder present is a real folder (lstat, never followed); else OutputRedirected naming it. */
export function checkOutputFolders(folder: string): void {
  for (const name of OUTPUT_FOLDERS) {
    const path = join(folder, name);
    const st = lstatOrNull(path);
    if (st && !st.isDirectory()) throw new OutputRedirected(path);
  }
}

/** `folder/to`, created when missing, and checked to be a real folder. */
function outputFolder(folder: string, to: Destination): string {
  const dir = join(folder, to);
  try {
    mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if (!lstatOrNull(dir)?.isDirectory()) throw new OutputRedirected(dir);
  return dir;
}

const stemOf = (name: string): string => name.slice(0, name.length - extname(name).length);

/** A stem free in every destination (no entry of any kind, links included), fitting every suffix. */
function freeStem(folder: string, name: string): string {
  const ext = extname(name);
  const stem = stemOf(name);
  const taken = (s: string): boolean =>
    (['processed', 'failed', 'held'] as const).some((d) =>
      [`${s}${ext}`, `${s}.result.xlsx`, `${s}.undo.xlsx`, `${s}.reason.txt`].some(
        (f) => lstatOrNull(join(folder, d, f)) !== null,
      ),
    );
  const suffix = ext.length > LONGEST_SUFFIX.length ? ext : LONGEST_SUFFIX;
  for (let n = 1; ; n++) {
    const s = fittingStem(n === 1 ? stem : `${stem} (${n})`, suffix);
    if (!taken(s)) return s;
  }
}

/**
 * Creates `target` exclusively, never through a link: written as `<target>.partial` (O_EXCL,
 * O_NOFOLLOW) and renamed, so a crash leaves no half file under the real name.
 */
function createFile(target: string, write: (fd: number) => void): void {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true }); // one a crash left (unlink removes a link, never its target)
  const fd = openSync(partial, CREATE, 0o666);
  try {
    write(fd);
  } catch (err) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw err;
  }
  closeSync(fd);
  renameSync(partial, target);
}

/** Copies `from` (a workbook in the data folder) to a new file `target`; the copy takes the umask's mode, as a saved file does. */
function copyInto(from: string, target: string): void {
  const src = openSync(from, 'r');
  try {
    createFile(target, (fd) => {
      const buf = Buffer.alloc(1 << 20);
      for (let n = readSync(src, buf); n > 0; n = readSync(src, buf)) writeSync(fd, buf, 0, n);
    });
  } finally {
    closeSync(src);
  }
  rmSync(from, { force: true });
}

export interface Moved {
  /** Where the file is now (null: it stays in the watched folder). */
  file: string | null;
  result: string | null;
  undo: string | null;
}

/**
 * Moves the file (unless `leaveFile`: it changed, it stays for the next run) and its workbooks
 * into `to`; writes the reason beside it, its names' control characters escaped.
 */
export function moveHandled(
  folder: string,
  name: string,
  to: Destination,
  extras: { result?: string | null; undo?: string | null; reason?: string; leaveFile?: boolean },
): Moved {
  checkOutputFolders(folder);
  const dir = outputFolder(folder, to);
  const stem = freeStem(folder, name);
  const carry = (from: string | null | undefined, suffix: string): string | null => {
    if (!from || !lstatOrNull(from)?.isFile()) return null;
    const target = join(dir, `${stem}${suffix}`);
    copyInto(from, target);
    return target;
  };
  const result = carry(extras.result, '.result.xlsx');
  const undo = carry(extras.undo, '.undo.xlsx');
  if (extras.reason) {
    const text = `${escapeControls(extras.reason)}\n`;
    createFile(join(dir, `${stem}.reason.txt`), (fd) => writeSync(fd, text));
  }
  if (extras.leaveFile) return { file: null, result, undo };
  const file = join(dir, `${stem}${extname(name)}`);
  renameSync(join(folder, name), file);
  return { file, result, undo };
}
