// One file of a watched folder, under the folder's lock: refused as a duplicate, held again
// when its bytes were held before (unless released), imported through the engine's own run
// entry (runImport, exactly what `import` runs) with the guards judging it before anything is
// sent, or, after a restart, its interrupted job resumed (resumeImport, exactly what `resume`
// runs); then moved by its outcome. The import reads the private copy taken in the one read of
// the file (take-file.ts); a file changed or replaced meanwhile is not a success and stays. Authentication failures and errors of the service are not the file's
// fault: they propagate, and the file stays where it is for the next run.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import { ownerOnlyDir } from '../files/index.js';
import { AuthError } from '../auth/index.js';
import {
  JobInterrupted,
  resumeImport,
  runImport,
  type ImportOptions,
  type ImportOutcome,
  type JobClient,
  type RunOptions,
} from '../jobs/index.js';
import { moveHandled, OutputRedirected, type Destination } from './destinations.js';
import { escapeControls } from './names.js';
import { privateDirFor, unchangedSince, type TakenFile } from './take-file.js';
import type { FolderState } from './folder-state.js';
import { guardOptions, holdReason, type Picked } from './guarded-run.js';
import type { GuardThresholds } from './guards.js';

/** What every import of a watcher shares: the connection's client and the flags. */
export interface WatchRun {
  client: JobClient;
  signal: AbortSignal;
  /** The import's options but the file, its workbook, the client and the signal. */
  importOptions: Omit<ImportOptions, 'file' | 'out' | 'client' | 'signal'>;
  /** Passed to a resumed job (progress, outage notices, a mass change confirmed). */
  resumeOptions?: Omit<RunOptions, 'signal'>;
  /** The guards' thresholds in percent (issue 28); those not given: DEFAULT_GUARDS. */
  guards?: Partial<GuardThresholds> | undefined;
  /** Full feed (DCQuantities only): the profile's quantities the file does not list are set to 0. */
  fullFeed?: boolean | undefined;
  /** Held files moved back into the folder are sent, without the guards (--release-held). */
  releaseHeld?: boolean | undefined;
  /** Where picked files are copied to and their workbooks written (the data folder's watch/<key>/files). */
  privateRoot?: string | undefined;
}

export type FileStatus = Destination | 'interrupted';

export interface FileReport {
  /** The file's path in the watched folder when it was picked up. */
  file: string;
  status: FileStatus;
  jobId: string | null;
  outcome: ImportOutcome | null;
  /** Where the file is now (null: still in the folder). */
  movedTo: string | null;
  result: string | null;
  undo: string | null;
  /** Why it was not processed (a duplicate, a file that cannot be imported, a held mass change). */
  message?: string;
  /** Rows were sent (the message then says what went wrong after): never "Not imported". */
  sent?: boolean;
  /** What `import` would have exited with for this file: 0, 1, 2 or 4. */
  exitCode: number;
  /** When the watcher took the file (under the lock) and when it was done with it. */
  startedAt?: Date;
  finishedAt?: Date;
}

function moved(
  p: Picked,
  to: Destination,
  exitCode: number,
  extra: Partial<FileReport>,
  workbooks: { result?: string | null; undo?: string | null; leaveFile?: boolean } = {},
): FileReport {
  const m = moveHandled(p.folder, p.name, to, { ...workbooks, ...(extra.message ? { reason: extra.message } : {}) });
  return {
    file: join(p.folder, p.name),
    status: to,
    jobId: p.jobId,
    outcome: null,
    movedTo: m.file,
    result: m.result,
    undo: m.undo,
    exitCode,
    ...extra,
  };
}

/** The file is done with: its private copy (and working workbooks, once moved) removed from the data folder. */
function dropPrivate(run: WatchRun, p: Picked, keepWorkbooks: boolean): void {
  if (!run.privateRoot) return;
  const dir = privateDirFor(run.privateRoot, p.hash);
  if (keepWorkbooks) rmSync(join(dir, p.name), { force: true });
  else rmSync(dir, { recursive: true, force: true });
}

/**
 * Rows were sent: the job is done whatever happens to the file now. Its bytes are remembered
 * first, so a move that fails (a full disk, a link planted meanwhile) never sends them again
 * nor blocks the folder; the workbooks then stay in the data folder, named in the message.
 */
function movedAfterSending(
  run: WatchRun,
  p: Picked,
  to: Destination,
  code: number,
  extra: Partial<FileReport>,
  workbooks: { result: string | null; undo: string | null; leaveFile?: boolean },
): FileReport {
  extra = { ...extra, sent: true };
  try {
    const report = moved(p, to, code, extra, workbooks);
    dropPrivate(run, p, false);
    return report;
  } catch (err) {
    dropPrivate(run, p, true);
    if (err instanceof OutputRedirected) throw err;
    const why = escapeControls(err instanceof Error ? err.message : String(err));
    return {
      file: join(p.folder, p.name),
      status: to,
      jobId: p.jobId,
      outcome: null,
      movedTo: null,
      result: workbooks.result,
      undo: workbooks.undo,
      exitCode: Math.max(code, 1),
      ...extra,
      message: `Imported as job ${p.jobId ?? '?'}, but the file could not be moved to ${to}/ (${why}); its workbooks stay where they were written.`,
    };
  }
}

/** A finished or interrupted run: moved by its exit code, its bytes remembered once sent (unless the file changed meanwhile). */
function afterRun(state: FolderState, p: Picked, outcome: ImportOutcome, run: WatchRun, taken?: TakenFile): FileReport {
  const picked = { ...p, jobId: outcome.jobId };
  if (outcome.interrupted)
    return {
      file: join(p.folder, p.name),
      status: 'interrupted',
      jobId: outcome.jobId,
      outcome,
      movedTo: null,
      result: outcome.out,
      undo: outcome.undo,
      exitCode: 4,
    };
  // A file rewritten (or replaced) while its picked bytes were imported is not a success: it
  // stays for the next run, and these bytes are not remembered, so the whole file is imported then.
  const whole = !taken || unchangedSince(join(p.folder, p.name), taken);
  const at = new Date().toISOString();
  if (whole) state.finish({ hash: p.hash, job: outcome.jobId, at, file: p.name, rows: p.rows });
  else state.finish();
  const workbooks = { result: outcome.out, undo: outcome.undo };
  if (!whole)
    return movedAfterSending(
      run,
      picked,
      'failed',
      Math.max(outcome.exitCode, 1),
      { outcome, message: changedMessage(p, outcome.jobId) },
      { ...workbooks, leaveFile: true },
    );
  return movedAfterSending(
    run,
    picked,
    outcome.exitCode === 0 ? 'processed' : 'failed',
    outcome.exitCode,
    { outcome },
    workbooks,
  );
}

function changedMessage(p: Picked, job: string): string {
  return `${escapeControls(p.name)} changed or was replaced while job ${job} imported the version picked up (SHA-256 ${p.hash.slice(0, 12)}...); it stays in the folder for the next run.`;
}

/** An error of the file (held or failed, moved); anything else is thrown on, the file left in place. */
function afterError(state: FolderState, p: Picked, err: unknown, run: WatchRun, taken?: TakenFile): FileReport {
  if (err instanceof AuthError || !(err instanceof UserError || err instanceof JobInterrupted)) throw err;
  if (err instanceof JobInterrupted)
    return {
      file: join(p.folder, p.name),
      status: 'interrupted',
      jobId: p.jobId,
      outcome: null,
      movedTo: null,
      result: null,
      undo: null,
      exitCode: 4,
    };
  // A guard, a mass change or an unreadable file sends nothing: the file waits in held/ for a
  // person, its bytes remembered so that it comes back only with a confirmation.
  const held = holdReason(err, p);
  const message = held ?? `${err.message}${err.hint ? ` ${err.hint}` : ''}`;
  const leaveFile = taken !== undefined && !unchangedSince(join(p.folder, p.name), taken);
  // Past the guards rows were sent: the job is done, its bytes remembered, and the report says so (never "Not imported").
  if (!held && p.jobId && p.rows !== undefined) {
    state.finish({ hash: p.hash, job: p.jobId, at: new Date().toISOString(), file: p.name, rows: p.rows });
    return movedAfterSending(
      run,
      p,
      'failed',
      1,
      { message: `Imported as job ${p.jobId}, but: ${message}` },
      { result: null, undo: null, leaveFile },
    );
  }
  if (held) state.hold(p.hash, { file: p.name, at: new Date().toISOString(), reason: message });
  state.finish();
  const report = moved(p, held ? 'held' : 'failed', 2, { message }, { leaveFile });
  dropPrivate(run, p, false);
  return report;
}

/** A complete file, new to this watcher: refused if its bytes were imported before, else its private copy imported. */
export async function importNew(
  state: FolderState,
  p: Omit<Picked, 'jobId'>,
  taken: TakenFile,
  run: WatchRun,
): Promise<FileReport> {
  const leaveFile = !unchangedSince(join(p.folder, p.name), taken);
  const refuse = (to: Destination, code: number, message: string): FileReport => {
    const report = moved({ ...p, jobId: null }, to, code, { message }, { leaveFile });
    dropPrivate(run, { ...p, jobId: null }, false);
    return report;
  };
  const earlier = state.importedAs(p.hash);
  if (earlier)
    return refuse(
      'failed',
      1,
      `already imported on ${earlier.at} as job ${earlier.job} (${escapeControls(earlier.file)})`,
    );
  const heldBefore = state.heldAs(p.hash);
  const released = Boolean(heldBefore && (heldBefore.released || run.releaseHeld));
  if (heldBefore && !released)
    return refuse('held', 2, `held before on ${heldBefore.at}; move it back and run with --release-held to send it`);
  const picked: Picked = { ...p, jobId: null };
  state.setCurrent({ file: p.name, hash: p.hash });
  try {
    const outcome = await runImport({
      ...run.importOptions,
      ...guardOptions(state, picked, run.guards, released),
      ...(run.fullFeed ? { fullFeed: true } : {}),
      client: run.client,
      signal: run.signal,
      // The bytes that were hashed, not the name in the folder (which anyone may replace meanwhile).
      file: taken.copy,
      expectSha256: p.hash,
      documents: run.importOptions.documents ?? p.folder,
      // Short fixed names in the data folder: a long file name never makes a working name too long.
      out: join(ownerOnlyDir(join(dirname(taken.copy), 'work')), 'result.xlsx'),
      onJob: (id, numbers) => {
        picked.jobId = id;
        // Before any row is read or sent: a restart finds the job and resumes it.
        state.setCurrent({ file: p.name, hash: p.hash, job: id });
        run.importOptions.onJob?.(id, numbers);
      },
    });
    return afterRun(state, picked, outcome, run, taken);
  } catch (err) {
    return afterError(state, picked, err, run, taken);
  }
}

/** The job a killed or stopped watcher left, resumed exactly once before any new file; null when there is none. */
export async function resumeLeftOver(state: FolderState, folder: string, run: WatchRun): Promise<FileReport | null> {
  const current = state.current();
  if (!current) return null;
  // No job yet: nothing was read into a journal nor sent, so the file starts again as new.
  if (!current.job) {
    state.setCurrent(null);
    return null;
  }
  const p: Picked = {
    folder,
    name: current.file,
    hash: current.hash,
    jobId: current.job,
    ...(current.rows !== undefined ? { rows: current.rows } : {}),
  };
  // Already moved by the run that finished it, just before it could say so.
  if (!existsSync(join(folder, current.file))) {
    state.finish({ hash: current.hash, job: current.job, at: new Date().toISOString(), file: current.file });
    return null;
  }
  try {
    const heldBefore = state.heldAs(current.hash);
    const released = Boolean(heldBefore && (heldBefore.released || run.releaseHeld));
    const outcome = await resumeImport(current.job, run.client, {
      ...run.resumeOptions,
      // A job stopped before its guards ran is judged as it would have been.
      ...guardOptions(state, p, run.guards, released),
      signal: run.signal,
      interimReport: true,
    });
    return afterRun(state, p, outcome, run);
  } catch (err) {
    return afterError(state, p, err, run);
  }
}
