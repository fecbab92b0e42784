// Runs reviewed journals through the engine's runJob: send, pause (abort after the batches
// in flight; the journal says 'interrupted'), resume (runJob again: nothing is lost or sent
// twice), cancel (stop and write the report of what was done), retry failed rows. Progress
// goes out as events, throttled, with live counts per result from the journal, and with the
// outage notice while the service does not answer.
// Sending runs in the main process as async work: the client awaits the network and the
// journal writes are one short transaction per 100 results, so the event loop stays free.
import { UserError } from '../../shared/errors/index.js';
import type { ShownText } from '../../shared/i18n/index.js';
import { redact, redactShown } from '../../shared/security/index.js';
import type { JobProgress, JobRunState, MassFinding } from '../../shared/ipc/index.js';
import { MassChangeRefused, runJob, type JobClient, type Progress } from '../jobs/index.js';
import { countRowsByResult, hasWideRows, Journal, sendRowProgress, writeRunState } from '../journal/index.js';
import { buildReportRows } from './report-rows.js';
import { jobInfo, runStateFromJournal } from './job-info.js';
import { writeCancelledReport } from './cancelled-report.js';
import { reviewedSourceOption } from './reviewed-source.js';
import { trustedEta } from './eta.js';
import { BUDGET_PER_MINUTE, REQUESTS_PER_HOUR_PER_IP } from '../../shared/resources/index.js';

export interface RunnerOptions {
  /** After a run's report is built (finished or cancelled): the app saves the result workbook by itself. */
  afterReport?(journal: Journal): Promise<unknown>;
}

interface Run {
  journal: Journal;
  state: JobRunState;
  controller: AbortController | null;
  done: Promise<void>;
  cancel: boolean;
  last: Progress | null;
  error?: string;
  /** The failure as data (a UserError's message), for the window to say in its language. */
  shownError?: ShownText;
  /** Why the run stopped before sending (a guardrail), until the person confirms or cancels. */
  massChange?: { reasons: string[]; findings: MassFinding[] };
  lastEmit: number;
  emitCost: number;
  /** The service has not answered for a while: the notice, until it answers again. */
  outage?: ShownText;
  /** Some sheet row is several lines (one column per warehouse): Send counts rows, not lines (issue 42). */
  wide?: boolean;
  /** The connection's client: its count of the quota spent feeds the Send screen's meter. */
  client?: JobClient;
  /** When this run's send stage began (ms, performance.now()): the time left waits for enough of it. */
  sendSince?: number;
}

/** The meter's figures: the client's own count against the service's limits (issue 42). */
function quotaOf(client: JobClient | undefined): Pick<JobProgress, 'quota'> {
  if (!client?.quotaUse) return {};
  return { quota: { ...client.quotaUse(), perMinute: BUDGET_PER_MINUTE, perHour: REQUESTS_PER_HOUR_PER_IP } };
}

export class JobRunner {
  private readonly runs = new Map<string, Run>();

  constructor(
    private readonly jobsDir: string,
    private readonly emit: (p: JobProgress) => void,
    private readonly options: RunnerOptions = {},
  ) {}

  hasRunning(): boolean {
    return [...this.runs.values()].some((r) => r.state === 'running');
  }

  /** Starts sending a reviewed journal (handed over by its review session). */
  start(journal: Journal, client: JobClient): string {
    const run: Run = {
      journal,
      state: 'idle',
      controller: null,
      done: Promise.resolve(),
      cancel: false,
      last: null,
      lastEmit: 0,
      emitCost: 0,
    };
    this.runs.set(journal.data.id, run);
    this.go(run, client, false);
    return journal.data.id;
  }

  private get(jobId: string): Run {
    let run = this.runs.get(jobId);
    if (!run) {
      const journal = Journal.open(jobId, this.jobsDir);
      run = {
        journal,
        state: runStateFromJournal(journal),
        controller: null,
        done: Promise.resolve(),
        cancel: false,
        last: null,
        lastEmit: 0,
        emitCost: 0,
      };
      this.runs.set(jobId, run);
    }
    return run;
  }

  private go(run: Run, client: JobClient, retryFailed: boolean, allowMassChange = false): void {
    const controller = new AbortController();
    run.controller = controller;
    run.client = client;
    run.state = 'running';
    run.cancel = false;
    delete run.error;
    delete run.massChange;
    delete run.sendSince;
    writeRunState(run.journal, 'running');
    this.emitNow(run);
    // reviewedSourceOption: the report shows the cells fixed in the review, as they were sent.
    // A run that would cross a guardrail stops before sending (MassChangeRefused, the job stays
    // planned); the renderer names the numbers, and confirming resumes with allowMassChange.
    run.done = runJob(run.journal, client, {
      signal: controller.signal,
      retryFailed,
      allowMassChange,
      onProgress: (p) => {
        if (p.stage === 'send' && run.sendSince === undefined) run.sendSince = performance.now();
        run.last = p;
        this.emitThrottled(run);
      },
      onOutage: (n) => {
        if (n.state === 'silent') run.outage = n.shown ?? { text: n.message };
        else delete run.outage;
        this.emitNow(run);
      },
      ...reviewedSourceOption(run.journal),
    })
      .then(
        async (outcome) => {
          if (outcome.interrupted && run.cancel) {
            await writeCancelledReport(run.journal);
            run.state = 'cancelled';
          } else if (outcome.interrupted) {
            run.state = 'paused';
          } else {
            run.state = 'finished';
          }
          if (run.state !== 'paused') await this.report(run.journal);
        },
        (err: unknown) => {
          if (err instanceof MassChangeRefused) {
            run.state = 'paused';
            run.massChange = { reasons: err.change.reasons, findings: err.change.findings };
            return;
          }
          run.state = 'failed';
          // Shown in the progress line and kept by jobInfo: a secret in a failure's text never goes with it.
          run.error = redact(err instanceof Error ? err.message : String(err));
          if (err instanceof UserError) run.shownError = redactShown(err.shownMessage);
        },
      )
      .finally(() => {
        run.controller = null;
        delete run.outage;
        writeRunState(run.journal, run.state);
        this.emitNow(run);
      });
  }

  /** The report's rows for the grid, then the result workbook saved where the user finds it. */
  private async report(journal: Journal): Promise<void> {
    await buildReportRows(journal);
    await this.options.afterReport?.(journal).catch(() => undefined); // the Save button remains
  }

  async pause(jobId: string): Promise<void> {
    const run = this.get(jobId);
    run.controller?.abort();
    await run.done;
  }

  async resume(jobId: string, client: JobClient, retryFailed = false, allowMassChange = false): Promise<void> {
    const run = this.get(jobId);
    if (run.state === 'running') return;
    this.go(run, client, retryFailed, allowMassChange);
  }

  async cancel(jobId: string): Promise<void> {
    const run = this.get(jobId);
    if (run.state === 'running') {
      run.cancel = true;
      run.controller?.abort();
      await run.done;
      return;
    }
    if (run.state === 'finished' || run.state === 'cancelled') return;
    await writeCancelledReport(run.journal);
    await this.report(run.journal);
    run.state = 'cancelled';
    writeRunState(run.journal, 'cancelled');
    this.emitNow(run);
  }

  /** Waits for a run to settle (tests, the report screen after Send). */
  async settled(jobId: string): Promise<void> {
    await this.runs.get(jobId)?.done;
  }

  isOpen(jobId: string): boolean {
    return this.runs.has(jobId);
  }

  info(jobId: string) {
    const run = this.get(jobId);
    return jobInfo(run.journal, run.state, run.error);
  }

  journal(jobId: string): Journal {
    return this.get(jobId).journal;
  }

  private progressOf(run: Run): JobProgress {
    const t0 = performance.now();
    const p = run.last;
    // Sending a wide file, the bar and the counts are in rows as Review and the Report count them.
    const inRows = (p?.stage ?? 'send') === 'send' && (run.wide ??= hasWideRows(run.journal));
    const counts = (inRows ? countRowsByResult(run.journal) : run.journal.countByResult()) as Record<string, number>;
    const rows = inRows ? sendRowProgress(run.journal) : null;
    run.emitCost = performance.now() - t0;
    return {
      jobId: run.journal.data.id,
      state: run.state,
      stage: p?.stage ?? 'send',
      done: rows?.done ?? p?.done ?? 0,
      total: rows?.total ?? p?.total ?? null,
      // Lines a second, said of rows: scaled by the rows a line stands for.
      ratePerSecond:
        p?.ratePerSecond && rows && p.total ? (p.ratePerSecond * rows.total) / p.total : (p?.ratePerSecond ?? null),
      etaSeconds: trustedEta(p, run.sendSince, performance.now()),
      counts,
      ...(run.error
        ? { message: run.error, ...(run.shownError ? { shownMessage: run.shownError } : {}) }
        : p?.message
          ? { message: p.message }
          : {}),
      ...(run.outage ? { outage: run.outage } : {}),
      ...(run.massChange ? { massChange: run.massChange } : {}),
      ...quotaOf(run.client),
    };
  }

  private emitNow(run: Run): void {
    run.lastEmit = performance.now();
    this.emit(this.progressOf(run));
  }

  /** At most every 250 ms, and never more often than 10x the time counting takes (a million rows). */
  private emitThrottled(run: Run): void {
    if (performance.now() - run.lastEmit < Math.max(250, run.emitCost * 10)) return;
    this.emitNow(run);
  }

  /** On quit: stop every run after its batches in flight; each can be resumed on the next start. */
  async pauseAll(): Promise<void> {
    await Promise.all(
      [...this.runs.values()]
        .filter((r) => r.state === 'running')
        .map((r) => {
          r.controller?.abort();
          return r.done;
        }),
    );
  }

  async close(): Promise<void> {
    await this.pauseAll();
    for (const r of this.runs.values()) r.journal.close();
    this.runs.clear();
  }
}
