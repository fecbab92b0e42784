// jobs.*: hand a reviewed session to the job runner; pause, resume, cancel; the report and
// its rows by result; the result and undo workbooks copied where the user wants them;
// retry of failed rows; history and the runs interrupted by a quit or a crash.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { JobInfo } from '../../../shared/ipc/index.js';
import { parseMapping, reopenHeldBack, runUndo, saveLocalisedResult, undoPathFor } from '../../jobs/index.js';
import { Journal, pruneJobs } from '../../journal/index.js';
import { isDraft, jobInfo, reportWindow, reviewedSourceOption } from '../../run-control/index.js';
import { previewSheet } from '../../sheets/index.js';
import type { AppContext } from '../context.js';
import { chosenConnection, clientForJournal } from './job-client.js';
import { sessionOf } from './review.js';
import { resendFixed } from './resend-fixed.js';
import type { HandlersOf } from './types.js';

function pastJobs(ctx: AppContext, keep: (info: JobInfo) => boolean): JobInfo[] {
  const out: JobInfo[] = [];
  for (const id of Journal.listIds(ctx.jobsDir).slice(0, 200)) {
    let info: JobInfo | null = null;
    try {
      if (ctx.jobs.isOpen(id)) info = ctx.jobs.info(id);
      else {
        const j = Journal.open(id, ctx.jobsDir);
        try {
          // A later step of an undo is part of its undo job (issue 32), not a run of its own.
          if (!isDraft(j.data.status, Boolean(j.data.held)) && !j.data.stepOf) info = jobInfo(j);
        } finally {
          j.close();
        }
      }
    } catch {
      // a journal being written elsewhere (the CLI) may be locked: list the others
    }
    if (info && !isDraft(info.status, info.held) && keep(info)) out.push(info);
  }
  return out;
}

async function saveCopy(
  ctx: AppContext,
  from: string,
  to: string | null,
  suggested: string,
  write: (target: string) => Promise<unknown> = (target) => copyFile(from, target),
): Promise<{ path: string | null }> {
  // Only where the user chose in a save dialog: `to` resolved from a 'save' grant, else the dialog now.
  const target =
    to ??
    (await ctx.deps.saveAs(suggested, [
      { name: 'Excel workbook', extensions: [path.extname(from).slice(1) || 'xlsx'] },
    ]));
  if (!target) return { path: null };
  await write(target);
  return { path: target };
}

type JobClientOf = (jobId: string, req?: object) => ReturnType<typeof clientForJournal>;

/** A finished job run again: its failed rows, or the cells held back as changed on the service since the export (issue 26). */
function rerunHandlers(
  ctx: AppContext,
  client: JobClientOf,
): Pick<HandlersOf<'jobs.'>, 'jobs.retryFailed' | 'jobs.sendAnyway'> {
  return {
    'jobs.retryFailed': async (req) => {
      await ctx.jobs.resume(req.jobId, client(req.jobId, req), true);
      return { jobId: req.jobId };
    },
    'jobs.sendAnyway': async (req) => {
      const cells = reopenHeldBack(ctx.jobs.journal(req.jobId));
      if (cells) await ctx.jobs.resume(req.jobId, client(req.jobId, req));
      return { jobId: req.jobId, cells };
    },
  };
}

/** A run's result or undo workbook copied where the user chose; a target not chosen is refused first. */
function saveJobWorkbook(
  ctx: AppContext,
  jobId: string,
  target: string | undefined,
  which: 'result' | 'undo',
  language = 'en',
) {
  const to = ctx.files.resolveOptional(target, 'save');
  const d = ctx.jobs.journal(jobId).data;
  const name = path.parse(d.file).name;
  if (which === 'result') {
    if (!ctx.jobs.info(jobId).hasResult)
      throw new Error('This run has no result workbook yet: it is written when the run finishes or is cancelled.');
    // In the app's language (issue 30): the messages translated, the columns and verdicts English.
    const journal = ctx.jobs.journal(jobId);
    return saveCopy(ctx, d.out, to, `${name}-result${path.extname(d.out)}`, (file) =>
      saveLocalisedResult(journal, file, language, reviewedSourceOption(journal).wrapSource),
    );
  }
  if (!ctx.jobs.info(jobId).hasUndo)
    throw new Error('This run has no undo workbook: it changed no existing value (or is still running).');
  // The undo workbook is always an XLSX (sheets Undo and Delete), whatever the result's format.
  return saveCopy(ctx, undoPathFor(d.out), to, `${name}-undo.xlsx`);
}

/** The result workbook the app saved by itself, opened or shown in its folder (the renderer names no file). */
async function openSavedResult(ctx: AppContext, jobId: string, how: 'open' | 'folder') {
  const file = ctx.jobs.info(jobId).savedResult;
  if (!file) throw new Error('This run has no saved result workbook: save it with "Save result workbook".');
  if (how === 'open') {
    if (!ctx.deps.openPath) throw new Error(`Open ${file} yourself: this copy of the app cannot open files.`);
    await ctx.deps.openPath(file);
  } else {
    if (!ctx.deps.showInFolder)
      throw new Error(`The result workbook is ${file}: this copy of the app cannot show folders.`);
    ctx.deps.showInFolder(file);
  }
  return { ok: true as const };
}

/**
 * An older job recorded no header list: its file's own header row, read here (the renderer
 * names no file), or none when the file is gone.
 */
async function withFileHeaders(info: JobInfo): Promise<JobInfo> {
  if (info.headers) return info;
  const preview = await previewSheet(info.file, { rows: 50 }).catch(() => null);
  const header = preview?.rows.find((row) => row.rowNumber === preview.headerRowNumber);
  return { ...info, headers: header?.cells ?? [] };
}

export function jobHandlers(ctx: AppContext): HandlersOf<'jobs.'> {
  // A job runs on its own connection (saved in its journal), not on whichever is active now.
  const client = (jobId: string, req: object = {}) =>
    clientForJournal(ctx, ctx.jobs.journal(jobId), chosenConnection(req));
  return {
    'jobs.start': async ({ sessionId }) => {
      const s = sessionOf(ctx, sessionId);
      await s.ready;
      if (s.error) throw new Error(s.error);
      await s.checkSettled(); // the background check plans the journal Send takes over
      const api = clientForJournal(ctx, s.journal);
      s.handedOver = true;
      ctx.reviews.delete(sessionId);
      ctx.mappings.remember(s.headers, parseMapping(s.journal.data.mapping));
      return { jobId: ctx.jobs.start(s.journal, api) };
    },
    'jobs.pause': async ({ jobId }) => {
      await ctx.jobs.pause(jobId);
      return { ok: true as const };
    },
    'jobs.resume': async (req) => {
      await ctx.jobs.resume(req.jobId, client(req.jobId, req), false, req.allowMassChange === true);
      return { ok: true as const };
    },
    'jobs.cancel': async ({ jobId }) => {
      await ctx.jobs.cancel(jobId);
      return { ok: true as const };
    },
    'jobs.report': async ({ jobId }) => withFileHeaders(ctx.jobs.info(jobId)),
    'jobs.rows': async ({ jobId, result, offset, limit }) =>
      reportWindow(ctx.jobs.journal(jobId), result, offset, limit),
    'jobs.saveResult': async ({ jobId, target, language }) => saveJobWorkbook(ctx, jobId, target, 'result', language),
    'jobs.saveUndo': async ({ jobId, target }) => saveJobWorkbook(ctx, jobId, target, 'undo'),
    'jobs.openResult': async ({ jobId, how }) => openSavedResult(ctx, jobId, how),
    'jobs.resendFixed': async ({ jobId, rows }) => resendFixed(ctx, jobId, rows),
    ...rerunHandlers(ctx, client),
    'jobs.undo': async (req) => {
      const open = ctx.jobs.isOpen(req.jobId);
      const journal = open ? ctx.jobs.journal(req.jobId) : Journal.open(req.jobId, ctx.jobsDir);
      try {
        const api = clientForJournal(ctx, journal, chosenConnection(req));
        const connection = journal.connection!; // clientForJournal recorded it when it was missing
        const outcome = await runUndo({
          job: req.jobId,
          client: api,
          connection,
          jobsDir: ctx.jobsDir,
          allowMassChange: req.allowMassChange === true,
        });
        const counts: Record<string, number> = {};
        for (const p of outcome.parts)
          for (const [k, n] of Object.entries(p.outcome.counts ?? {})) counts[k] = (counts[k] ?? 0) + n;
        return { jobIds: outcome.parts.map((p) => p.outcome.jobId), counts };
      } finally {
        if (!open) journal.close();
      }
    },
    'jobs.list': async () => ({ jobs: pastJobs(ctx, () => true) }),
    'jobs.prune': async ({ days }) => {
      // A run open in this app (running, paused, its report shown) keeps its journal.
      const pruned = pruneJobs(days, ctx.jobsDir, { inUse: (id) => ctx.jobs.isOpen(id) });
      return { removed: pruned.removed.length, bytes: pruned.bytes, unfinished: pruned.unfinished.length };
    },
    'jobs.resumable': async () => ({
      jobs: pastJobs(ctx, (j) => j.runState === 'interrupted' || j.runState === 'paused'),
    }),
  };
}
