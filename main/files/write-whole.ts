// Small files the app and the CLI replace (mapping files, the mapping store, the connection
// list, the active-connection pointer) are written whole or not at all: write-file-atomic
// writes a temp file beside the target, fsyncs it and renames it over the target, so a crash,
// a power cut or another process reading never finds half a file. Writes to one file from
// this process are queued, never interleaved.
// On Windows the rename fails for a moment while an antivirus scanner or a sync client
// (OneDrive, Dropbox) holds the new or the old file open (EPERM, EACCES, EBUSY); those are
// retried for up to ~1.5 s, as graceful-fs does for npm. Elsewhere they are real errors.
import writeFileAtomic from 'write-file-atomic';
import { modeForFileIn } from './owner-only.js';

export interface WholeFileOptions {
  /**
   * The file's mode when it is written, e.g. 0o600 for one only its owner may read; else 0600
   * in a folder that is the owner's alone (the data folder), elsewhere the old file's mode.
   */
  mode?: number;
}

const TRANSIENT = new Set(['EPERM', 'EACCES', 'EBUSY']);
const RETRY_DELAYS_MS = [20, 50, 100, 200, 400, 700];
const SYNC_TRIES = 20;

const transient = (err: unknown): boolean =>
  process.platform === 'win32' && TRANSIENT.has((err as NodeJS.ErrnoException)?.code ?? '');

function atomicOptions(file: string, opts: WholeFileOptions): writeFileAtomic.Options {
  const mode = opts.mode ?? modeForFileIn(file);
  return mode === undefined ? { encoding: 'utf8' } : { encoding: 'utf8', mode };
}

/** Replaces `file` with `text` (UTF-8), whole or not at all. */
export async function writeWhole(file: string, text: string, opts: WholeFileOptions = {}): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await writeFileAtomic(file, text, atomicOptions(file, opts));
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !transient(err)) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * The same for callers that cannot wait (the mapping store, the active-connection pointer).
 * A transient Windows error is retried at once, without sleeping: the thread that calls this
 * is the app's main thread or the CLI's, and must never stop (no Atomics.wait outside worker
 * threads); callers that can wait use writeWhole, which waits between tries.
 */
export function writeWholeSync(file: string, text: string, opts: WholeFileOptions = {}): void {
  for (let attempt = 0; ; attempt++) {
    try {
      return writeFileAtomic.sync(file, text, atomicOptions(file, opts));
    } catch (err) {
      if (attempt >= SYNC_TRIES || !transient(err)) throw err;
    }
  }
}
