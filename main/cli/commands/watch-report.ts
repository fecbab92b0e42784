// What `watch` says about each file it handled: the lines a person reads (as `import` prints
// them, then where the file went) and, under --json, the file's object.
import { escapeControls, fileExitCode, type FileReport } from '../../automation/index.js';
import { outcomeJson, type JobJson } from '../job-json.js';
import { printOutcome } from './outcome.js';

export function printFileReport(r: FileReport, say: (s: string) => unknown): void {
  // Names are whatever the dropper chose: their control characters never reach the terminal raw.
  const shown = (path: string | null): string | null => path && escapeControls(path);
  if (r.outcome)
    printOutcome({ ...r.outcome, out: shown(r.result), undo: shown(r.undo) }, { planPrinted: true, write: say });
  if (r.status === 'interrupted') return;
  // "Not imported" only when nothing was sent.
  const label = r.status === 'held' ? 'Held' : r.sent ? 'Attention' : 'Not imported';
  if (r.message) say(`${label}: ${shown(r.file)}: ${escapeControls(r.message)}\n`);
  say(r.movedTo ? `Moved to ${shown(r.movedTo)}\n` : `Left in the folder: ${shown(r.file)}\n`);
}

export function fileJson(r: FileReport): JobJson {
  const times = {
    movedTo: r.movedTo,
    startedAt: (r.startedAt ?? new Date()).toISOString(),
    finishedAt: (r.finishedAt ?? new Date()).toISOString(),
  };
  if (r.outcome) {
    const sent = { ...outcomeJson(r.outcome, r.file), result: r.result, undo: r.undo, ...times };
    // Sent, then something went wrong with the file (changed meanwhile, not moved): not a success.
    const object = r.sent && r.message ? { ...sent, status: 'failed' as const, message: r.message } : sent;
    return { ...object, exitCode: fileExitCode(r) };
  }
  return {
    job: r.jobId,
    file: r.file,
    status: r.status === 'held' || r.status === 'interrupted' ? r.status : 'failed',
    jobStatus: null,
    counts: null,
    result: r.result,
    undo: r.undo,
    exitCode: fileExitCode(r),
    failedRows: [],
    ...(r.message ? { message: r.message } : {}),
    ...times,
  };
}

/** The watcher's exit code: 4 stopped mid-job, 1 when a file failed or was held, else 0. */
export function watchExitCode(reports: FileReport[], interrupted: boolean): number {
  const codes = reports.map(fileExitCode);
  if (interrupted || codes.includes(4)) return 4;
  return codes.some((c) => c !== 0) ? 1 : 0;
}
