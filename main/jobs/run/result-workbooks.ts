// The end of every run: the result workbook (and undo workbook) written from the journal, the
// job's timings, and the outcome the CLI and the app present. An interim one (an interrupted
// run) keeps the job resumable: a resume writes the workbooks again, whole.
import { heldBackNote } from '../baseline/preflight-baseline.js';
import { existsSync, rmSync } from 'node:fs';
import type { JobNote, Journal, RowResult } from '../../journal/index.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import type { SheetSource } from '../../sheets/index.js';
import type { ProgressListener, Stage } from '../engine-port.js';
import { openJobSheet } from '../ingest/job-sheet.js';
import { clearMarkerOf } from '../mapping/clear-marker.js';
import { fullFeedNote } from '../plan/full-feed-text.js';
import { summaryRows } from '../report/summary-rows.js';
import { writeReport, type ReportOutcome } from '../report/write-report.js';
import { writeUndoAside } from '../report/undo-aside.js';
import { nowMs } from '../clock.js';
import { undoPathFor } from '../report/write-undo.js';
import { importTarget } from '../targets/all-targets.js';
import type { PlanSummary } from '../vocabulary.js';
import type { ImportOutcome, RunOptions } from './job-options.js';

/** Where the undo workbook is named (CLI, Summary sheet) when the run changed nothing. */
export const NOTHING_TO_UNDO = 'none, nothing changed';

/** Runs one stage's work and adds its time to the job's timings. */
export async function timed<T>(journal: Journal, stage: Stage, work: () => Promise<T>): Promise<T> {
  const t0 = nowMs();
  try {
    return await work();
  } finally {
    const timings = { ...journal.data.timings };
    timings[stage] = (timings[stage] ?? 0) + (nowMs() - t0);
    journal.update({ timings });
  }
}

/** Emptied cells left as is, for the outcome (none: nothing to say), with the job's clear marker. */
export function emptiedOf(journal: Journal, cells: number): Pick<ImportOutcome, 'emptied'> {
  return cells > 0
    ? { emptied: { cells, marker: clearMarkerOf((journal.data.mapping ?? {}) as { clear?: string }) } }
    : {};
}

/** Cells held back as changed on the service since the file's export (issue 26): said once. */
function heldBack(journal: Journal): string[] {
  const note = heldBackNote(journal);
  return note ? [note] : [];
}

/** The outcome of a run as the journal holds it, with `patch` on top. */
/** A note in English: a message rendered, an older journal's English as it is. */
const noteText = (n: JobNote): string => (typeof n === 'string' ? n : renderMessage(n));

export function outcome(journal: Journal, patch: Partial<ImportOutcome>): ImportOutcome {
  const noUndo = importTarget(journal.data.resource).noUndo;
  const plan = (journal.data.plan as PlanSummary | undefined) ?? null;
  const feed = fullFeedNote(plan);
  return {
    jobId: journal.data.id,
    status: journal.data.status,
    interrupted: false,
    dryRun: journal.data.dryRun,
    counts: null,
    plan,
    out: null,
    undo: null,
    notes: [
      ...(journal.data.grouping?.notes ?? []).map(noteText),
      ...(noUndo ? [noUndo] : []),
      ...heldBack(journal),
      ...(journal.data.notes ?? []).map(noteText),
      ...(feed ? [feed] : []),
    ],
    exitCode: 0,
    ...patch,
  };
}

/** A finished job's outcome from its journal, nothing sent or rewritten (a finished step of an undo that goes on). */
export function reportedOutcome(journal: Journal): ImportOutcome {
  const counts = (journal.data.counts ?? null) as Record<RowResult, number> | null;
  const undo = undoPathFor(journal.data.out);
  return outcome(journal, {
    counts,
    out: journal.data.out,
    undo: existsSync(undo) ? undo : null,
    exitCode: counts && counts.Failed + counts.Invalid > 0 ? 1 : 0,
  });
}

export interface ResultOptions {
  /** The run was interrupted: the rows done so far get their verdicts, the rest 'Not sent', and the job stays resumable. */
  interim?: boolean;
  /** Summary lines put first (a cancelled run says so). */
  lead?: [string, string][];
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

/** The result workbook (and undo workbook) from the journal. */
export async function writeResultWorkbooks(
  journal: Journal,
  openSource: () => Promise<SheetSource>,
  opts: ResultOptions,
): Promise<ReportOutcome & { undoPath: string | null; nothingToUndo: boolean }> {
  const data = journal.data;
  const target = importTarget(data.resource);
  // A resource the service cannot delete has no undo workbook, and the Summary says so.
  let undoPath = !data.dryRun && !target.noUndo ? undoPathFor(data.out) : null;
  let undoNote: string | undefined = target.noUndo;
  let nothingToUndo = false;
  return timed(journal, 'report', async () => {
    // Said first: the undo workbook is the report stage's too (a watcher of the stages
    // charged its time and memory to the send before, issue 31).
    opts.onProgress?.({ stage: 'report', done: 0 });
    // The undo workbook is written beside the result (a large one on a thread of its own,
    // undo-aside.ts); the result's Summary, written last, waits for it to name it.
    const undoWork = undoPath ? writeUndoAside(journal, target, undoPath) : null;
    let undoSettled: Promise<void> | undefined;
    const settleUndo = (): Promise<void> =>
      (undoSettled ??= (async () => {
        if (!undoWork || !undoPath) return;
        const undo = await undoWork;
        if (undo.created)
          undoNote = `${undo.created} rows were created by this run: its undo workbook lists them on sheet Delete (\`undo ${data.id}\` deletes them)`;
        // A run that changed nothing leaves no undo workbook (issue 32: one a night adds up).
        if (undo.rows + undo.created === 0) {
          rmSync(undoPath, { force: true });
          undoPath = null;
          nothingToUndo = true;
          undoNote = NOTHING_TO_UNDO;
        }
      })());
    // Handled from the start: the undo may fail while the result is still being written.
    settleUndo().catch(() => undefined);
    if (!opts.interim) journal.update({ finishedAt: new Date().toISOString() });
    let written: ReportOutcome;
    try {
      written = await writeReport(
        journal,
        target,
        data.out,
        openSource,
        async (counts, emptied) => {
          await settleUndo();
          return [
            ...(opts.lead ?? []),
            ...summaryRows(journal, counts, { undo: undoPath, emptied, ...(undoNote ? { undoNote } : {}) }),
          ];
        },
        {
          ...(opts.signal ? { signal: opts.signal } : {}),
          ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
        },
      );
    } catch (err) {
      // The undo workbook's own error (if any) is not the one to report: the result's is.
      await settleUndo().catch(() => undefined);
      throw err;
    }
    await settleUndo();
    return { ...written, undoPath, nothingToUndo };
  });
}

/**
 * Ends a job with its result and undo workbooks, as it stands, and marks it reported: the end
 * of every run, and of one the app's user cancelled (`lead` says so in the Summary; rows
 * never sent are marked so). `wrapSource` as in RunOptions.
 */
export async function finishReport(
  journal: Journal,
  opts: Pick<RunOptions, 'wrapSource' | 'signal' | 'onProgress'> & { lead?: [string, string][] } = {},
): Promise<ReportOutcome & { undoPath: string | null; nothingToUndo: boolean }> {
  const report = await writeResultWorkbooks(journal, () => openJobSheet(journal.data, opts.wrapSource), {
    ...(opts.lead ? { lead: opts.lead } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  });
  journal.update({ status: 'reported', counts: report.counts });
  return report;
}
