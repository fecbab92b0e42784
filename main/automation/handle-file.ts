// One file of a watched folder, under the folder's lock: refused as a duplicate, held again
// when its bytes were held before (unless released), imported through the engine's own run
// entry (runImport, exactly what `import` runs) with the guards judging it before anything is
// sent, or, after a restart, its interrupted job resumed (resumeImport, exactly what `resume`
// runs); then moved by its outcome. Authentication failures and errors of the service are not the file's
// fault: they propagate, and the file stays where it is for the next run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import { AuthError } from '../auth/index.js';
import {
  JobInterrupted,
  recordMoved,
  resumeImport,
  runImport,
  type ImportOptions,
  type ImportOutcome,
  type JobClient,
  type RunOptions,
} from '../jobs/index.js';
import { moveHandled, workingResultPath, type Destination } from './destinations.js';
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
  /** What `import` would have exited with for this file: 0, 1, 2 or 4. */
  exitCode: number;
  /** When the watcher took the file (under the lock) and when it was done with it. */
  startedAt?: Date;
  finishedAt?: Date;
}

function moved(p: Picked, to: Destination, exitCode: number, extra: Partial<FileReport>, workbooks = {}): FileReport {
  const m = moveHandled(p.folder, p.name, to, { ...workbooks, ...(extra.message ? { reason: extra.message } : {}) });
  // The job's journal follows its file and workbooks: `undo <job>`, `resume` and `jobs` find them there (issue 41).
  if (p.jobId) recordMoved(p.jobId, m, p.jobsDir);
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

/** A finished or interrupted run: moved by its exit code, its bytes remembered once sent. */
function afterRun(state: FolderState, p: Picked, outcome: ImportOutcome): FileReport {
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
  const to = outcome.exitCode === 0 ? 'processed' : 'failed';
  const report = moved(picked, to, outcome.exitCode, { outcome }, { result: outcome.out, undo: outcome.undo });
  state.finish({ hash: p.hash, job: outcome.jobId, at: new Date().toISOString(), file: p.name, rows: p.rows });
  return report;
}

/** An error of the file (held or failed, moved); anything else is thrown on, the file left in place. */
function afterError(state: FolderState, p: Picked, err: unknown): FileReport {
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
  const report = moved(p, held ? 'held' : 'failed', 2, { message });
  if (held) state.hold(p.hash, { file: p.name, at: new Date().toISOString(), reason: message });
  state.finish();
  return report;
}

/** A complete file, new to this watcher: refused if its bytes were imported before, else imported. */
export async function importNew(state: FolderState, p: Omit<Picked, 'jobId'>, run: WatchRun): Promise<FileReport> {
  const earlier = state.importedAs(p.hash);
  if (earlier) {
    const message = `already imported on ${earlier.at} as job ${earlier.job} (${earlier.file})`;
    return moved({ ...p, jobId: null }, 'failed', 1, { message });
  }
  const heldBefore = state.heldAs(p.hash);
  const released = Boolean(heldBefore && (heldBefore.released || run.releaseHeld));
  if (heldBefore && !released) {
    const message = `held before on ${heldBefore.at}; move it back and run with --release-held to send it`;
    return moved({ ...p, jobId: null }, 'held', 2, { message });
  }
  const picked: Picked = { ...p, jobId: null, jobsDir: run.importOptions.jobsDir };
  state.setCurrent({ file: p.name, hash: p.hash });
  try {
    const outcome = await runImport({
      ...run.importOptions,
      ...guardOptions(state, picked, run.guards, released),
      ...(run.fullFeed ? { fullFeed: true } : {}),
      client: run.client,
      signal: run.signal,
      file: join(p.folder, p.name),
      out: workingResultPath(p.folder, p.name),
      onJob: (id, numbers) => {
        picked.jobId = id;
        // Before any row is read or sent: a restart finds the job and resumes it.
        state.setCurrent({ file: p.name, hash: p.hash, job: id });
        run.importOptions.onJob?.(id, numbers);
      },
    });
    return afterRun(state, picked, outcome);
  } catch (err) {
    return afterError(state, picked, err);
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
    jobsDir: run.importOptions.jobsDir,
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
    return afterRun(state, p, outcome);
  } catch (err) {
    return afterError(state, p, err);
  }
}
