// What a watcher remembers per watched folder, in the data folder (never in the watched
// folder, which may be a share other systems write to), under watch/<folder key>/ (one key
// per real folder: folder-key.ts), a folder for its owner alone: the content hash of every
// file it imported (so the same bytes are never imported twice), the file being imported now
// with its job (so a restart resumes that job before the next file), the last file imported
// (the history the guards compare with) and the hashes of held files (released only on purpose).
// state.json has one writer at a time: the holder of the folder's import lock (every change
// below is made inside a turn under it), so it is replaced whole with no lock of its own and
// no waiting. A person's Release (the app, while a watcher runs) is the one change from
// outside that lock: it goes to released.json beside it, changed under that file's own lock,
// waited for asynchronously. Both are read through main/files' JsonStore: checked, and refused
// with their path when damaged (never reset: a reset would import the same bytes again).
import { join } from 'node:path';
import * as z from 'zod';
import { appDir, JsonStore } from '../files/index.js';
import { folderKey, realFolder } from './folder-key.js';

/** A name in the watched folder: never a path (a `../` would make the watcher act outside it). */
const FileName = z
  .string()
  .min(1)
  .refine((n) => !/[/\\\0]/.test(n) && n !== '.' && n !== '..', 'must be a file name in the folder, with no folder');
const When = z.string().min(1);

const ImportedFile = z.object({ job: z.string().min(1), at: When, file: FileName });
const InProgress = z.object({
  /** The file's name in the watched folder. */
  file: FileName,
  hash: z.string().min(1),
  /** Set once the job exists (before any row is sent). */
  job: z.string().min(1).optional(),
  /** The file's rows, once planned: the history the next file's guards compare with. */
  rows: z.number().int().nonnegative().optional(),
});
/** A file the guards (or a mass change) held: its bytes come back only with a confirmation. */
const HeldFile = z.object({
  file: FileName,
  at: When,
  reason: z.string(),
  /** Released (a state written before released.json existed, or merged from it). */
  released: z.boolean().optional(),
});
/** The last file the folder imported: what the guards compare the next one with. */
const LastImport = z.object({ file: FileName, rows: z.number().int().nonnegative(), at: When, job: z.string() });
const StateFile = z.object({
  version: z.literal(1),
  folder: z.string(),
  imported: z.record(z.string(), ImportedFile),
  current: InProgress.nullable(),
  last: LastImport.optional(),
  held: z.record(z.string(), HeldFile).optional(),
});
const ReleasedFile = z.object({
  version: z.literal(1),
  released: z.record(z.string(), z.object({ file: FileName, at: When })),
});

export type ImportedFile = z.output<typeof ImportedFile>;
export type InProgress = z.output<typeof InProgress>;
export type HeldFile = z.output<typeof HeldFile>;
export type LastImport = z.output<typeof LastImport>;
type StateFile = z.output<typeof StateFile>;

const AFRESH =
  'the files it imported would then be imported again if they come back; a job in progress is resumed with `commerce-bulk resume <job>`';

export class FolderState {
  readonly dir: string;
  private readonly state: JsonStore<typeof StateFile>;
  private readonly released: JsonStore<typeof ReleasedFile>;

  constructor(readonly folder: string) {
    const real = realFolder(folder);
    this.dir = appDir('watch', folderKey(folder));
    this.state = new JsonStore(join(this.dir, 'state.json'), StateFile, {
      what: `The watch state of ${real}`,
      empty: () => ({ version: 1, folder: real, imported: {}, current: null }),
      startAfresh: AFRESH,
    });
    this.released = new JsonStore(join(this.dir, 'released.json'), ReleasedFile, {
      what: `The released files of ${real}`,
      empty: () => ({ version: 1, released: {} }),
      startAfresh: 'files released and not yet sent would be held again until released again',
    });
  }

  get lockPath(): string {
    return join(this.dir, 'lock');
  }

  /** Changes state.json: only ever inside a turn under the folder's lock (its one writer). */
  private change(edit: (s: StateFile) => StateFile): void {
    this.state.writeSync(edit(this.state.read()));
  }

  importedAs(hash: string): ImportedFile | undefined {
    return this.state.read().imported[hash];
  }

  current(): InProgress | null {
    return this.state.read().current;
  }

  setCurrent(current: InProgress | null): void {
    this.change((s) => ({ ...s, current }));
  }

  /**
   * The current file is done; `imported`: its bytes were sent, so they are never imported
   * again, no longer held, and (with its rows known) the file the next one is compared with.
   */
  finish(imported?: { hash: string; rows?: number | undefined } & ImportedFile): void {
    this.change((s) => {
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
    return this.state.read().last;
  }

  /** The held entry of these bytes, marked released when a person released them. */
  heldAs(hash: string): HeldFile | undefined {
    const held = this.state.read().held?.[hash];
    const released = this.released.read().released[hash];
    if (!released) return held;
    return { ...(held ?? { file: released.file, at: released.at, reason: '' }), released: true };
  }

  /** These bytes were held: they come back only with a confirmation. */
  hold(hash: string, held: HeldFile): void {
    this.change((s) => ({ ...s, held: { ...s.held, [hash]: held } }));
  }

  /** A person released these bytes (the app's Release): the next watcher sends them without the guards. */
  release(hash: string, file: string): Promise<void> {
    return this.released.update((r) => {
      r.released[hash] = { file, at: new Date().toISOString() };
    });
  }
}
