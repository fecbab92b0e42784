// What happens to a file once its run ended: moved by its outcome (processed/, failed/,
// held/), its bytes remembered once rows were sent, and its private copy removed. Rows sent
// are never called "Not imported": a move that fails after sending, or a file changed under
// the run, still records the job as done or leaves the file for the next run, never a folder
// blocked by a job that cannot end.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { UserError, type ErrorMessage, type ErrorParam, type ShownError } from '../../shared/errors/index.js';
import { renderMessage } from '../../shared/i18n/index.js';
import { AuthError } from '../auth/index.js';
import { JobInterrupted, recordMoved, type ImportOutcome } from '../jobs/index.js';
import { moveHandled, OutputRedirected, type Destination } from './destinations.js';
import type { FileReport, WatchRun } from './file-report.js';
import type { FolderState } from './folder-state.js';
import { asParam, holdReason, type Picked } from './guarded-run.js';
import { escapeControls } from './names.js';
import { privateDirFor, unchangedSince, type TakenFile } from './take-file.js';

export function moved(
  p: Picked,
  to: Destination,
  exitCode: number,
  extra: Partial<FileReport>,
  workbooks: { result?: string | null; undo?: string | null; leaveFile?: boolean } = {},
): FileReport {
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

/** The file is done with: its private copy (and working workbooks, once moved) removed from the data folder. */
export function dropPrivate(run: WatchRun, p: Picked, keepWorkbooks: boolean): void {
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
    const shown: ErrorMessage = {
      id: 'errors:watch.after.notMoved',
      params: { job: p.jobId ?? '?', to, why },
    };
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
      message: renderMessage(shown),
      shown,
    };
  }
}

/** A finished or interrupted run: moved by its exit code, its bytes remembered once sent (unless the file changed meanwhile). */
export function afterRun(
  state: FolderState,
  p: Picked,
  outcome: ImportOutcome,
  run: WatchRun,
  taken?: TakenFile,
): FileReport {
  const picked = { ...p, jobId: outcome.jobId };
  // A file rewritten (or replaced) while its picked bytes were imported is not a success (and
  // the run was stopped for it: abortWhenChanged): it stays for the next run, and these bytes
  // are not remembered, so the whole file is imported then.
  const whole = !taken || unchangedSince(join(p.folder, p.name), taken);
  if (outcome.interrupted && (whole || run.signal.aborted))
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
  const at = new Date().toISOString();
  if (whole) state.finish({ hash: p.hash, job: outcome.jobId, at, file: p.name, rows: p.rows });
  else state.finish();
  const workbooks = { result: outcome.out, undo: outcome.undo };
  if (!whole)
    return movedAfterSending(
      run,
      picked,
      'failed',
      outcome.interrupted ? 1 : Math.max(outcome.exitCode, 1),
      { outcome: outcome.interrupted ? null : outcome, ...said(changedMessage(p, outcome.jobId)) },
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

/** A report's message in English (the CLI, the held file's reason) and as data (the app). */
function said(shown: ShownError): { message: string; shown: ShownError } {
  return { message: 'text' in shown ? shown.text : renderMessage(shown), shown };
}

function changedMessage(p: Picked, job: ErrorParam): ErrorMessage {
  return {
    id: 'errors:watch.after.changed',
    params: { file: escapeControls(p.name), job, sha: p.hash.slice(0, 12) },
  };
}

/** A refusal with its hint after it, as the CLI prints a file's failure on one line. */
function withHint(err: UserError): ShownError {
  if (!err.hint) return err.shownMessage;
  return {
    id: 'errors:watch.after.withHint',
    params: { message: asParam(err.shownMessage), hint: asParam(err.shownHint) },
  };
}

/** An error of the file (held or failed, moved); anything else is thrown on, the file left in place. */
export function afterError(state: FolderState, p: Picked, err: unknown, run: WatchRun, taken?: TakenFile): FileReport {
  if (err instanceof AuthError || !(err instanceof UserError || err instanceof JobInterrupted)) throw err;
  const leaveFile = taken !== undefined && !unchangedSince(join(p.folder, p.name), taken);
  if (err instanceof JobInterrupted && leaveFile && !run.signal.aborted) {
    // Stopped because the file changed: ended here, not resumed; the file stays for the next run.
    state.finish();
    const changed = changedMessage(p, p.jobId ?? { id: 'errors:watch.after.notCreated' });
    return movedAfterSending(run, p, 'failed', 1, said(changed), { result: null, undo: null, leaveFile });
  }
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
  const why = held ?? withHint(err);
  // Past the guards rows were sent: the job is done, its bytes remembered, and the report says so (never "Not imported").
  if (!held && p.jobId && p.rows !== undefined) {
    state.finish({ hash: p.hash, job: p.jobId, at: new Date().toISOString(), file: p.name, rows: p.rows });
    return movedAfterSending(
      run,
      p,
      'failed',
      1,
      said({ id: 'errors:watch.after.importedBut', params: { job: p.jobId, why: asParam(why) } }),
      { result: null, undo: null, leaveFile },
    );
  }
  const { message, shown } = said(why);
  if (held) state.hold(p.hash, { file: p.name, at: new Date().toISOString(), reason: message });
  state.finish();
  const report = moved(p, held ? 'held' : 'failed', 2, { message, shown }, { leaveFile });
  dropPrivate(run, p, false);
  return report;
}
