// What a watcher remembers per watched folder, in the data folder (never in the watched
// folder, which may be a share other systems write to): the content hash of every file it
// imported (so the same bytes are never imported twice), the file being imported now with
// its job (so a restart resumes that job before the next file), the last file imported (the
// history the guards compare with) and the hashes of held files (released only on purpose).
// All sit in one file, written whole, so "imported" and "no longer in progress" change in one step.
// Every change is a read-modify-write under a short lock of its own (not the folder's import
// lock, which a watcher holds for a whole import): the app's Release and a running watcher
// change the file from two processes, and neither may lose the other's update.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appHome, writeWholeSync } from '../files/index.js';
import { tryLock } from './folder-lock.js';

/** How long a change waits for another process's change of the same state file. */
const STATE_LOCK_WAIT_MS = 10_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

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
  /** The file's rows, once planned: the history the next file's guards compare with. */
  rows?: number;
}

/** A file the guards (or a mass change) held: its bytes come back only with a confirmation. */
export interface HeldFile {
  file: string;
  /** ISO time it was held. */
  at: string;
  reason: string;
  /** Released in the app (releaseHeld): sent without the guards when it comes back. */
  released?: boolean;
}

/** The last file the folder imported: what the guards compare the next one with. */
export interface LastImport {
  file: string;
  rows: number;
  at: string;
  job: string;
}

interface StateFile {
  version: 1;
  folder: string;
  imported: Record<string, ImportedFile>;
  current: InProgress | null;
  last?: LastImport;
  held?: Record<string, HeldFile>;
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

  /** Reads the state, changes it and writes it whole, under the state file's own lock. */
  private update(change: (s: StateFile) => StateFile): void {
    const lockPath = join(this.dir, 'state.lock');
    const until = Date.now() + STATE_LOCK_WAIT_MS;
    let lock = tryLock(lockPath);
    while (!lock) {
      if (Date.now() > until)
        throw new Error(`${this.file} stayed locked by another process for ${STATE_LOCK_WAIT_MS / 1000} s.`);
      sleepSync(5);
      lock = tryLock(lockPath);
    }
    try {
      writeWholeSync(this.file, `${JSON.stringify(change(this.read()), null, 2)}\n`);
    } finally {
      lock.release();
    }
  }

  importedAs(hash: string): ImportedFile | undefined {
    return this.read().imported[hash];
  }

  current(): InProgress | null {
    return this.read().current;
  }

  setCurrent(current: InProgress | null): void {
    this.update((s) => ({ ...s, current }));
  }

  /**
   * The current file is done; `imported`: its bytes were sent, so they are never imported
   * again, no longer held, and (with its rows known) the file the next one is compared with.
   */
  finish(imported?: { hash: string; rows?: number | undefined } & ImportedFile): void {
    this.update((s) => {
      if (imported) {
        const { hash, rows, ...entry } = imported;
        s.imported[hash] = entry;
        if (s.held) delete s.held[hash];
        if (rows !== undefined) s.last = { file: entry.file, rows, at: entry.at, job: entry.job };
      }
      return { ...s, current: null };
    });
  }

  lastImport(): LastImport | undefined {
    return this.read().last;
  }

  heldAs(hash: string): HeldFile | undefined {
    return this.read().held?.[hash];
  }

  /** These bytes were held: they come back only with a confirmation. */
  hold(hash: string, held: HeldFile): void {
    this.update((s) => ({ ...s, held: { ...s.held, [hash]: held } }));
  }

  /** A person released these bytes (the app's Release): the next watcher sends them without the guards. */
  release(hash: string, file: string): void {
    this.update((s) => {
      const was = s.held?.[hash];
      const entry: HeldFile = { ...(was ?? { file, at: new Date().toISOString(), reason: '' }), released: true };
      return { ...s, held: { ...s.held, [hash]: entry } };
    });
  }
}
