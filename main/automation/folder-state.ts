// What a watcher remembers per watched folder, in the data folder (never in the watched
// folder, which may be a share other systems write to): the content hash of every file it
// imported (so the same bytes are never imported twice) and the file being imported now with
// its job (so a restart resumes that job before the next file). Both sit in one file,
// written whole, so "imported" and "no longer in progress" change in one step.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appHome, writeWholeSync } from '../files/index.js';

export interface ImportedFile {
  job: string;
  /** ISO time the import finished. */
  at: string;
  file: string;
}

export interface InProgress {
  /** The file's name in the watched folder. */
  file: string;
  hash: string;
  /** Set once the job exists (before any row is sent). */
  job?: string;
}

interface StateFile {
  version: 1;
  folder: string;
  imported: Record<string, ImportedFile>;
  current: InProgress | null;
}

export class FolderState {
  readonly dir: string;
  private readonly file: string;

  constructor(readonly folder: string) {
    const key = createHash('sha256').update(resolve(folder)).digest('hex').slice(0, 16);
    this.dir = join(appHome(), 'watch', key);
    mkdirSync(this.dir, { recursive: true });
    this.file = join(this.dir, 'state.json');
  }

  get lockPath(): string {
    return join(this.dir, 'lock');
  }

  private read(): StateFile {
    try {
      const s = JSON.parse(readFileSync(this.file, 'utf8')) as StateFile;
      if (s.version === 1) return s;
    } catch {
      /* first run */
    }
    return { version: 1, folder: resolve(this.folder), imported: {}, current: null };
  }

  private write(s: StateFile): void {
    writeWholeSync(this.file, `${JSON.stringify(s, null, 2)}\n`);
  }

  importedAs(hash: string): ImportedFile | undefined {
    return this.read().imported[hash];
  }

  current(): InProgress | null {
    return this.read().current;
  }

  setCurrent(current: InProgress | null): void {
    this.write({ ...this.read(), current });
  }

  /** The current file is done; `imported`: its bytes were sent, so they are never imported again. */
  finish(imported?: { hash: string } & ImportedFile): void {
    const s = this.read();
    if (imported) {
      const { hash, ...entry } = imported;
      s.imported[hash] = entry;
    }
    this.write({ ...s, current: null });
  }
}
