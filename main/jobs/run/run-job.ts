// The import pipeline: SheetSource -> Mapping -> Validation -> Plan -> Sender -> Journal
// -> Report. Every stage writes its outcome to the job's journal and moves the job's status
// on, so runJob() can pick any job up where it stopped (resume) and repeat nothing. Which
// plan, send and recheck a resource runs is stages.ts's to say.
import { redact } from '../../../shared/security/index.js';
import { addJobNotes, Journal, type RowResult } from '../../journal/index.js';
import { JobInterrupted, type JobClient } from '../engine-port.js';
import { fileSha256 } from '../ingest/file-hash.js';
import { ingest } from '../ingest/ingest.js';
import { totalRowsNote, type TotalRow } from '../ingest/total-row.js';
import { openJobSheet } from '../ingest/job-sheet.js';
import { compileMapping, type CompiledMapping } from '../mapping/apply.js';
import { parseMapping } from '../mapping/mapping-file.js';
import { checkGuardrails, type MassChange } from '../plan/guardrails.js';
import { readKnownDcs } from '../service-names.js';
import { stagesOf } from '../stages.js';
import { checkOperation, importTarget, type ImportOperation, type ImportTarget } from '../targets/all-targets.js';
import type { PlanSummary, StageProgress } from '../vocabulary.js';
import { JobError, MassChangeRefused } from './job-errors.js';
import type { ImportOutcome, RunOptions } from './job-options.js';
import { watchOutage } from './outage-notices.js';
import { emptiedOf, finishReport, outcome, timed, writeResultWorkbooks } from './result-workbooks.js';
import { countTraffic } from './run-traffic.js';
import { sendStage } from './send-stage.js';
import { runFigures } from './run-figures.js';
import { askAgainIfMassChange, recordingHold, refuseHeld } from './held-job.js';
import { stageContext } from '../stage-context.js';

/** What every step of one run shares. */
interface Run {
  journal: Journal;
  client: JobClient;
  target: ImportTarget;
  operation: ImportOperation;
  compiled: CompiledMapping;
  opts: RunOptions;
  progress: StageProgress;
}

/** Read, map, validate and journal the file's rows (status created -> ingested). */
async function ingestStage(run: Run): Promise<void> {
  const { journal, client, target, compiled, opts, progress } = run;
  journal.clearRows();
  if (target.namesDcsInMessages) compiled.knownDcs = opts.knownDcs ?? (await readKnownDcs(client)).dcs;
  const source = await openJobSheet(journal.data, opts.wrapSource);
  const totals: TotalRow[] = [];
  await timed(journal, 'read', () =>
    ingest(journal, source, compiled, { ...progress, onTotalRow: (t) => totals.push(t) }),
  );
  // Said once on the run too (issue 41): a re-read (a resume before the plan) says it again, not twice.
  if (totals.length) addJobNotes(journal, [totalRowsNote(totals)]);
  journal.update({ status: 'ingested' });
}

/** The plan (the same step the app's review runs), then the guardrails; a refused mass change throws. */
async function planStage(run: Run): Promise<MassChange | undefined> {
  const { journal, client, target, operation, opts, progress } = run;
  if (journal.data.status === 'ingested') {
    await stagesOf(target).plan(stageContext(journal, client, target, operation, progress), {
      ...(opts.namesReads ? { namesReads: opts.namesReads } : {}),
      time: (stage, work) => timed(journal, stage, work),
    });
  }
  if (journal.data.status === 'planned' && journal.data.plan) opts.onPlan?.(journal.data.plan as PlanSummary);
  // planOnly: the caller (an undo's steps) checks the guardrails of every step itself.
  if (journal.data.status !== 'planned' || opts.planOnly) return undefined;
  // The caller's own guards (a watcher's, issue 28): they may refuse before anything is sent.
  const { beforeSend } = opts;
  if (beforeSend && !journal.data.dryRun) recordingHold(journal, () => beforeSend(runFigures(journal, target)));
  if (opts.allowMassChange) return undefined;
  const change = checkGuardrails(journal, target, operation, opts.guardrails);
  if (change && !journal.data.dryRun)
    recordingHold(journal, () => {
      throw new MassChangeRefused(journal.data.id, change);
    });
  return change ?? undefined;
}

/** An interrupted run's outcome, with its result workbook so far when asked for. */
async function interruptedOutcome(run: Run): Promise<ImportOutcome> {
  const { journal, opts } = run;
  if (!opts.interimReport || journal.data.status !== 'interrupted')
    return outcome(journal, { interrupted: true, exitCode: 4 });
  const r = await writeResultWorkbooks(journal, () => openJobSheet(journal.data, opts.wrapSource), { interim: true });
  return outcome(journal, {
    interrupted: true,
    exitCode: 4,
    counts: r.counts,
    out: journal.data.out,
    undo: r.undoPath,
    ...emptiedOf(journal, r.emptied),
  });
}

/** Nothing failed: a retry sends nothing, and the result workbook and finish time stay as they were. */
function nothingToRetry(journal: Journal): ImportOutcome {
  const counts = (journal.data.counts ?? null) as Record<RowResult, number> | null;
  return outcome(journal, {
    counts,
    out: journal.data.out,
    nothingToRetry: true,
    exitCode: counts && counts.Invalid > 0 ? 1 : 0,
  });
}

async function openRun(journal: Journal, client: JobClient, opts: RunOptions): Promise<Run> {
  const data = journal.data;
  const target = importTarget(data.resource);
  const operation = checkOperation(target, data.operation);
  const compiled = compileMapping(parseMapping(data.mapping), data.headers, target);
  // Before the file is looked for: a held file is in held/, and what stops the job is the hold.
  askAgainIfMassChange(journal, Boolean(opts.allowMassChange), () =>
    checkGuardrails(journal, target, operation, opts.guardrails),
  );
  refuseHeld(journal, Boolean(opts.allowMassChange));
  if ((await fileSha256(data.file).catch(() => null)) !== data.fileSha256) {
    throw new JobError(
      { id: 'errors:job.fileChanged', params: { file: data.file, job: data.id } },
      { id: 'errors:job.fileChangedHint' },
    );
  }
  const progress = {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  return { journal, client, target, operation, compiled, opts, progress };
}

export async function runJob(journal: Journal, client: JobClient, opts: RunOptions = {}): Promise<ImportOutcome> {
  const run = await openRun(journal, client, opts);
  if (opts.retryFailed && journal.data.status === 'reported' && journal.countByState().failed === 0)
    return nothingToRetry(journal);
  const stopNotices = opts.onOutage ? watchOutage(client, opts.onOutage, opts.outageAfterMs) : () => {};
  const counted = countTraffic(journal, client);
  try {
    return await runStages(run, counted);
  } finally {
    stopNotices();
    counted();
  }
}

/** The stages from where the job stands to its report; `counted` records the run's traffic before the Summary is written. */
async function runStages(run: Run, counted: () => void): Promise<ImportOutcome> {
  const { journal, opts } = run;
  let massChange: MassChange | undefined;
  try {
    if (journal.data.status === 'created') await ingestStage(run);
    massChange = await planStage(run);
    if (opts.planOnly) return outcome(journal, {});
    if (!journal.data.dryRun && ['planned', 'sending', 'interrupted', 'reported'].includes(journal.data.status)) {
      if (await sendStage({ ...run, retryFailed: Boolean(opts.retryFailed) })) {
        counted();
        return await interruptedOutcome(run);
      }
    }
  } catch (err) {
    if (err instanceof JobInterrupted) {
      if (journal.data.status === 'sending') journal.update({ status: 'interrupted' });
      counted();
      return interruptedOutcome(run);
    }
    journal.update({ error: redact(String((err as Error)?.message ?? err)) });
    throw err;
  }
  counted();
  const report = await finishReport(journal, {
    ...(opts.wrapSource ? { wrapSource: opts.wrapSource } : {}),
    ...run.progress,
  });
  return outcome(journal, {
    counts: report.counts,
    out: journal.data.out,
    undo: report.undoPath,
    ...(report.nothingToUndo ? { nothingToUndo: true } : {}),
    // A partly updated row failed in part: the run did not do all it was asked to.
    exitCode: report.counts.Failed + report.counts.Invalid + (report.counts['Partly updated'] ?? 0) > 0 ? 1 : 0,
    ...(massChange ? { massChange } : {}),
    ...emptiedOf(journal, report.emptied),
  });
}

/** Resume (or --retry-failed) a job by id. */
export async function resumeImport(
  id: string,
  client: JobClient,
  opts: RunOptions & { jobsDir?: string } = {},
): Promise<ImportOutcome> {
  const journal = Journal.open(id, opts.jobsDir);
  try {
    return await runJob(journal, client, opts);
  } finally {
    journal.close();
  }
}
