// One file of a watched folder, under the folder's lock: refused as a duplicate, held again
// when its bytes were held before (unless released), imported through the engine's own run
// entry (runImport, exactly what `import` runs) with the guards judging it before anything is
// sent, or, after a restart, its interrupted job resumed (resumeImport, exactly what `resume`
// runs); then moved by its outcome (after-file.ts). The import reads the private copy taken in
// the one read of the file (take-file.ts), never the name in the folder, which anyone may
// replace meanwhile. Authentication failures and errors of the service are not the file's
// fault: they propagate, and the file stays where it is for the next run.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ownerOnlyDir } from '../files/index.js';
import { resumeImport, runImport } from '../jobs/index.js';
import { afterError, afterRun, dropPrivate, moved } from './after-file.js';
import type { Destination } from './destinations.js';
import type { FileReport, WatchRun } from './file-report.js';
import type { FolderState } from './folder-state.js';
import { guardOptions, type Picked } from './guarded-run.js';
import { escapeControls } from './names.js';
import { abortWhenChanged, unchangedSince, type TakenFile } from './take-file.js';

export type { FileReport, FileStatus, WatchRun } from './file-report.js';

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
  const picked: Picked = { ...p, jobId: null, jobsDir: run.importOptions.jobsDir };
  state.setCurrent({ file: p.name, hash: p.hash });
  const changed = abortWhenChanged(join(p.folder, p.name), taken);
  try {
    const outcome = await runImport({
      ...run.importOptions,
      ...guardOptions(state, picked, run.guards, released),
      ...(run.fullFeed ? { fullFeed: true } : {}),
      client: run.client,
      signal: AbortSignal.any([run.signal, changed.signal]),
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
  } finally {
    changed.stop();
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
    return afterRun(state, p, outcome, run);
  } catch (err) {
    return afterError(state, p, err, run);
  }
}
