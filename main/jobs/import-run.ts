// The import pipeline: SheetSource -> Mapping -> Validation -> Plan -> Sender -> Journal
// -> Report. Every stage writes its outcome to the job's journal and moves the job's status
// on, so runJob() can pick any job up where it stopped (resume) and repeat nothing.
import { redact } from '../auth/index.js';
import type { JobConnection } from '../connections/index.js';
import type { SheetSource } from '../sheets/index.js';
import { JobInterrupted, type JobClient, type ProgressListener, type Stage } from './client.js';
import { fileSha256 } from './file-hash.js';
import { openJobSheet } from './job-sheet.js';
import { checkOutPath, unusedOutPath } from './out-path.js';
import { failSentAsUnknown, Journal, newJobRecord, type JobStatus, type RowResult } from '../journal/index.js';
import {
  columnUses,
  compileMapping,
  MappingStore,
  parseMapping,
  type ColumnUse,
  type KnownDc,
  type MappingFile,
} from './mapping/index.js';
import { readDistributionCenters, readServiceNames, type ServiceNames } from './service-names.js';
import {
  checkGuardrails,
  ingest,
  planJob,
  recheckSent,
  recheckSentDistributionCenters,
  sendPending,
  type GuardrailLimits,
  type MassChange,
  type PlanSummary,
} from './plan/index.js';
import { prepareImport } from './prepare-import.js';
import { undoPathFor, writeReport, writeUndo, type ReportOutcome } from './report/index.js';
import { summaryRows } from './summary-rows.js';
import { checkOperation, importTarget } from './targets.js';
import { NO_UNDO_NOTE, recheckDocuments, sendDocuments } from './documents/index.js';
import { dirname, resolve } from 'node:path';

/** The connection a job runs on, recorded in its journal so a resume finds the same one. */
export type ConnectionInfo = JobConnection;

export interface ImportOptions extends Pick<RunOptions, 'allowMassChange' | 'guardrails' | 'onPlan' | 'interimReport'> {
  file: string;
  resource: string;
  operation?: string | undefined;
  sheet?: string | undefined;
  headerRow?: number | undefined;
  mapping?: MappingFile | undefined;
  /** DistributionCenters: the profile new centers go into when a row names none (--profile). */
  profile?: number | undefined;
  /** An undo run (undo-run.ts): the job it undoes. */
  undoOf?: { job: string; dir: string } | undefined;
  /** The file's decimal separator for this run; default: the mapping's, else guessed from the file. */
  decimal?: '.' | ',' | undefined;
  out: string;
  dryRun?: boolean | undefined;
  /** Read current values first and skip unchanged rows (default on where the resource allows it). */
  preflight?: boolean | undefined;
  /** Group the values of one product into one request where the service allows it (default on; issue 11). */
  group?: boolean | undefined;
  client: JobClient;
  connection: ConnectionInfo;
  signal?: AbortSignal | undefined;
  onProgress?: ProgressListener | undefined;
  /** Called once the job exists, before any row is read (the CLI prints `Job <id>` and how numbers are read). */
  onJob?: ((id: string, numbers: { decimal: '.' | ','; source: string }) => void) | undefined;
  /** ChannelDocuments: the folder File cells are relative to (default: the sheet's own folder). */
  documents?: string | undefined;
  /** Where every column goes (mapped, unpivoted, ignored), before the job exists and anything is sent. */
  onColumns?: ((uses: ColumnUse[]) => void) | undefined;
  /** The DCs and attribute names auto-mapping recognises columns by; default: read from the service once. */
  serviceNames?: ServiceNames | undefined;
  /** null: neither read nor remember mappings. */
  mappingStore?: MappingStore | null | undefined;
  jobsDir?: string | undefined;
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  onProgress?: ProgressListener | undefined;
  retryFailed?: boolean | undefined;
  /** Wraps every read of the job's file (ingest and report), e.g. so the report shows cells fixed in the app's review as sent. */
  wrapSource?: ((source: SheetSource) => SheetSource) | undefined;
  /** Interrupted while sending: still write the result (and undo) workbook of the rows done so far, the rest 'Not sent'. */
  interimReport?: boolean | undefined;
  /** Called with the plan once it is known, before anything is sent (and in a dry run). */
  onPlan?: ((plan: PlanSummary) => void) | undefined;
  /** The person confirmed a mass change (many zeros, negative quantities, many deletes): send it. */
  allowMassChange?: boolean | undefined;
  /** The guardrails' limits; default DEFAULT_GUARDRAILS. */
  guardrails?: GuardrailLimits | undefined;
  /** The connection's DCs, when already read for this run (else read again before rows are checked). */
  knownDcs?: KnownDc[] | undefined;
}

export interface ImportOutcome {
  jobId: string;
  status: JobStatus;
  interrupted: boolean;
  /** A dry run: counts say what would happen; nothing was changed. */
  dryRun: boolean;
  counts: Record<RowResult, number> | null;
  plan: PlanSummary | null;
  out: string | null;
  undo: string | null;
  /** What the run decided about grouped writes and the user should read once (a refused action, the fallback). */
  notes: string[];
  /** 0 every row succeeded, 1 some failed or were invalid, 4 interrupted. */
  exitCode: 0 | 1 | 4;
  /** The --out asked for, when another run's result or undo workbook had it and `out` is a new name. */
  outTaken?: string;
  /** A dry run that would cross the guardrails says how (a real run stops before sending instead). */
  massChange?: MassChange;
  /** --retry-failed on a finished job with no failed row: nothing was sent or rewritten. */
  nothingToRetry?: boolean;
}

export class JobError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'JobError';
  }
}

/** The run would cross a guardrail; nothing was sent, and the job waits, planned, for a confirmation. */
export class MassChangeRefused extends JobError {
  constructor(
    readonly jobId: string,
    readonly change: MassChange,
  ) {
    super(
      `Nothing was sent: this run would ${change.reasons.join(', and ')}`,
      `Check the file and the mapping. If this is meant, confirm it: run \`resume ${jobId} --allow-mass-change\` (or import again with --allow-mass-change).`,
    );
    this.name = 'MassChangeRefused';
  }
}

export async function runImport(opts: ImportOptions): Promise<ImportOutcome> {
  checkOutPath(opts.out); // before anything is sent, not when the report is written
  const out = unusedOutPath(opts.out); // never another run's result or undo workbook
  // Names help auto-mapping; a service that will not list them still imports by IDs.
  const names: ServiceNames =
    opts.serviceNames ??
    (await readServiceNames(opts.client, importTarget(opts.resource).resource).catch(() => ({ requests: 0 })));
  const prepared = await prepareImport({
    file: opts.file,
    resource: opts.resource,
    ...(opts.operation ? { operation: opts.operation } : {}),
    ...(opts.sheet ? { sheet: opts.sheet } : {}),
    ...(opts.headerRow ? { headerRow: opts.headerRow } : {}),
    ...(opts.mapping ? { mapping: opts.mapping } : {}),
    ...(opts.decimal ? { decimal: opts.decimal } : {}),
    store: opts.mappingStore === undefined ? new MappingStore() : opts.mappingStore,
    autoMap: {
      ...(names.distributionCenters ? { distributionCenters: names.distributionCenters } : {}),
      ...(names.attributeNames ? { attributeNames: names.attributeNames } : {}),
    },
  });
  const target = importTarget(opts.resource);
  const operation = checkOperation(target, prepared.mapping.operation);
  compileMapping(prepared.mapping, prepared.headers); // refuse a mapping that does not fit before a job exists
  const data = newJobRecord({
    resource: target.resource,
    operation,
    file: opts.file,
    fileSha256: await fileSha256(opts.file),
    sheet: prepared.sheet,
    headerRow: prepared.headerRowNumber,
    headers: prepared.headers,
    out,
    mapping: prepared.mapping,
    dryRun: opts.dryRun ?? false,
    // DistributionCenters too: the read keeps the old values of an update for the undo workbook.
    preflight: opts.preflight ?? (target.parent !== null || target.resource === 'DistributionCenters'),
    ...(target.documents ? { documents: resolve(opts.documents ?? dirname(opts.file)) } : {}),
    ...(opts.profile !== undefined ? { profile: opts.profile } : {}),
    ...(opts.undoOf ? { undoOf: opts.undoOf } : {}),
    group: opts.group !== false && prepared.mapping.group !== false,
  });
  const journal = Journal.create(data, opts.jobsDir, opts.connection);
  opts.onJob?.(journal.data.id, { decimal: prepared.decimal, source: prepared.decimalSource });
  // After `Job <id>` (the first line of the CLI's output, a contract), before any row is read or sent.
  opts.onColumns?.(columnUses(prepared.headers, prepared.mapping, prepared.suggestions, target.valueField));
  try {
    const outcome = {
      ...(await runJob(journal, opts.client, {
        ...opts,
        ...(names.distributionCenters ? { knownDcs: names.distributionCenters } : {}),
      })),
      ...(out !== opts.out ? { outTaken: opts.out } : {}),
    };
    // Only a mapping the user chose (a --mapping file, or one remembered from the app) is kept for
    // this layout: a wrong automatic guess must not stick to every later file with these headers.
    if (opts.mappingStore !== null && outcome.status === 'reported' && prepared.mappingSource !== 'automatic') {
      // A guessed decimal separator belongs to this file, not to every file with these headers.
      const { decimal: _guessed, ...chosen } = prepared.mapping;
      (opts.mappingStore ?? new MappingStore()).remember(
        prepared.headers,
        opts.decimal || opts.mapping?.decimal ? prepared.mapping : chosen,
      );
    }
    return outcome;
  } finally {
    journal.close();
  }
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

async function timed<T>(journal: Journal, stage: Stage, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    const timings = { ...journal.data.timings };
    timings[stage] = (timings[stage] ?? 0) + (performance.now() - t0);
    journal.update({ timings });
  }
}

function outcome(journal: Journal, patch: Partial<ImportOutcome>): ImportOutcome {
  return {
    jobId: journal.data.id,
    status: journal.data.status,
    interrupted: false,
    dryRun: journal.data.dryRun,
    counts: null,
    plan: (journal.data.plan as PlanSummary | undefined) ?? null,
    out: null,
    undo: null,
    notes: [
      ...(journal.data.grouping?.notes ?? []),
      ...(importTarget(journal.data.resource).documents ? [NO_UNDO_NOTE] : []),
    ],
    exitCode: 0,
    ...patch,
  };
}

interface ResultOptions {
  /** The run was interrupted: the rows done so far get their verdicts, the rest 'Not sent', and the job stays resumable. */
  interim?: boolean;
  /** Summary lines put first (a cancelled run says so). */
  lead?: [string, string][];
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

/**
 * The result workbook (and undo workbook) from the journal. An interim one (interrupted run)
 * keeps the job resumable: a resume writes the workbooks again, whole.
 */
async function writeResultWorkbooks(
  journal: Journal,
  openSource: () => Promise<SheetSource>,
  opts: ResultOptions,
): Promise<ReportOutcome & { undoPath: string | null }> {
  const data = journal.data;
  const target = importTarget(data.resource);
  // Documents cannot be deleted through the service: no undo workbook, and the Summary says so.
  const undoPath = !data.dryRun && !target.documents ? undoPathFor(data.out) : null;
  let undoNote: string | undefined = target.documents ? NO_UNDO_NOTE : undefined;
  return timed(journal, 'report', async () => {
    if (undoPath) {
      const undo = await writeUndo(journal, target, undoPath);
      if (undo.created)
        undoNote = `${undo.created} rows were created by this run: its undo workbook lists them on sheet Delete (\`undo ${data.id}\` deletes them)`;
    }
    if (!opts.interim) journal.update({ finishedAt: new Date().toISOString() });
    const written = await writeReport(
      journal,
      data.out,
      openSource,
      (counts) => [
        ...(opts.lead ?? []),
        ...summaryRows(journal, counts, { undo: undoPath, ...(undoNote ? { undoNote } : {}) }),
      ],
      {
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      },
    );
    return { ...written, undoPath };
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
): Promise<ReportOutcome & { undoPath: string | null }> {
  const report = await writeResultWorkbooks(journal, () => openJobSheet(journal.data, opts.wrapSource), {
    ...(opts.lead ? { lead: opts.lead } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  });
  journal.update({ status: 'reported', counts: report.counts });
  return report;
}

export async function runJob(journal: Journal, client: JobClient, opts: RunOptions = {}): Promise<ImportOutcome> {
  const data = journal.data;
  const target = importTarget(data.resource);
  const operation = checkOperation(target, data.operation);
  const mapping = parseMapping(data.mapping);
  const compiled = compileMapping(mapping, data.headers);
  if ((await fileSha256(data.file).catch(() => null)) !== data.fileSha256) {
    throw new JobError(
      `The file ${data.file} is missing or has changed since job ${data.id} started`,
      'Put the original file back to resume this job, or start a new import with the changed file.',
    );
  }
  const openSource = () => openJobSheet(data, opts.wrapSource);
  const progress = {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  let massChange: MassChange | undefined;

  // Nothing failed: a retry sends nothing, and the result workbook and finish time stay as they were.
  if (opts.retryFailed && journal.data.status === 'reported' && journal.countByState().failed === 0) {
    const counts = (journal.data.counts ?? null) as Record<RowResult, number> | null;
    return outcome(journal, {
      counts,
      out: data.out,
      nothingToRetry: true,
      exitCode: counts && counts.Invalid > 0 ? 1 : 0,
    });
  }

  /** An interrupted run's outcome, with its result workbook so far when asked for. */
  const interrupted = async (): Promise<ImportOutcome> => {
    if (!opts.interimReport || journal.data.status !== 'interrupted')
      return outcome(journal, { interrupted: true, exitCode: 4 });
    const r = await writeResultWorkbooks(journal, openSource, { interim: true });
    return outcome(journal, { interrupted: true, exitCode: 4, counts: r.counts, out: data.out, undo: r.undoPath });
  };

  try {
    if (journal.data.status === 'created') {
      journal.clearRows();
      // DC names in messages: 'Berlin' is no DC ID, and the message lists the ones there are.
      if (target.resource === 'DCQuantities')
        compiled.knownDcs = opts.knownDcs ?? (await readDistributionCenters(client)).dcs;
      const source = await openSource();
      await timed(journal, 'read', () => ingest(journal, source, compiled, progress));
      journal.update({ status: 'ingested' });
    }
    if (journal.data.status === 'ingested') {
      // The same plan step the app's review runs (main/jobs/plan/plan-job.ts).
      await planJob(journal, client, target, operation, {
        ...progress,
        time: (stage, work) => timed(journal, stage, work),
      });
    }
    if (journal.data.status === 'planned' && journal.data.plan) opts.onPlan?.(journal.data.plan as PlanSummary);
    if (journal.data.status === 'planned' && !opts.allowMassChange) {
      const change = checkGuardrails(journal, target, operation, opts.guardrails);
      if (change && !journal.data.dryRun) throw new MassChangeRefused(journal.data.id, change);
      if (change) massChange = change;
    }
    if (!journal.data.dryRun && ['planned', 'sending', 'interrupted', 'reported'].includes(journal.data.status)) {
      if (opts.retryFailed) journal.resetFailed();
      // Uploads in flight or unconfirmed are read back before anything is sent (issue 13).
      if (target.documents) await timed(journal, 'preflight', () => recheckDocuments(journal, client, progress));
      else if (journal.countByState().sent > 0) {
        if (target.parent)
          await timed(journal, 'preflight', () => recheckSent(journal, client, target, operation, progress));
        else if (target.resource === 'DistributionCenters')
          await timed(journal, 'preflight', () => recheckSentDistributionCenters(journal, client, progress));
        else {
          // A create whose answer was lost cannot be read back by key: say so rather than risk a duplicate.
          failSentAsUnknown(journal);
        }
      }
      if (journal.countByState().pending > 0 || journal.data.status !== 'reported') {
        journal.update({ status: 'sending' });
        const sent = await timed(journal, 'send', () =>
          target.documents
            ? sendDocuments(journal, client, progress)
            : sendPending(journal, client, target, operation, progress),
        );
        if (sent.interrupted) {
          journal.update({ status: 'interrupted' });
          return await interrupted();
        }
      }
    }
  } catch (err) {
    if (err instanceof JobInterrupted) {
      if (journal.data.status === 'sending') journal.update({ status: 'interrupted' });
      return interrupted();
    }
    journal.update({ error: redact(String((err as Error)?.message ?? err)) });
    throw err;
  }

  const report = await finishReport(journal, {
    ...(opts.wrapSource ? { wrapSource: opts.wrapSource } : {}),
    ...progress,
  });
  return outcome(journal, {
    counts: report.counts,
    out: data.out,
    undo: report.undoPath,
    exitCode: report.counts.Failed + report.counts.Invalid > 0 ? 1 : 0,
    ...(massChange ? { massChange } : {}),
  });
}
