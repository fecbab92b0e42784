// A review session: one file read with one mapping into a job journal that has not been
// sent yet. Reading and validating every row is the engine's own ingest, run on worker
// threads (ingest-reader.ts reads, ingest-worker.ts writes) so the main process's event
// loop stays free; the grid reads windows of rows meanwhile; a cell fixed in place goes
// through the same ingest again; the pre-flight is the engine's own plan step (planJob, as
// the CLI runs it). When the user
// presses Send, the journal is handed to the job runner, so what was reviewed is what is sent.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ReviewState } from '../../shared/ipc/index.js';
import { openSheet } from '../sheets/index.js';
import {
  fileSha256,
  compileMapping,
  parseMapping,
  type CompiledMapping,
  ingest,
  planJob,
  stageContext,
  type PlanSummary,
  checkOperation,
  importTarget,
  type JobClient,
  type Progress,
  baselineOfImport,
} from '../jobs/index.js';
import { Journal, ReviewCells, countInvalidSheetRows, sheetRowStates, newJobRecord } from '../journal/index.js';
import type { JobConnection } from '../connection-refs/index.js';
import { startIngestWorker, type IngestThread } from './ingest-thread.js';
import { withRowChanged, type ReviewCounts } from './review-counts.js';
import { singleRowSource } from './row-sources.js';
import { BackgroundCheck } from './background-check.js';
import { planLine } from './plan-line.js';
import { reasonGroups, type ReasonGroups } from './reason-groups.js';

export interface SessionOptions {
  path: string;
  sheet?: string | undefined;
  headerRow?: number | undefined;
  mapping: unknown;
  /** ChannelDocuments: the folder of PDFs (default: the sheet's folder). */
  documents?: string | undefined;
  jobsDir: string;
  resultsDir: string;
  /** The connection the job will run on, saved in its journal (resume uses it, not the active one). */
  connection: JobConnection;
  onState(state: ReviewState): void;
}

export class ReviewSession {
  rowsRead = 0;
  complete = false;
  error: string | undefined;
  handedOver = false;
  readonly ready: Promise<void>;
  private lastEmit = 0;
  private counts: ReviewCounts | null = null;
  private thread: IngestThread | null = null;
  private closed = false;
  private check: BackgroundCheck | null = null;
  /** The rows that will fail, by reason: after reading, each check and each fix. */
  groups: ReasonGroups = { groups: [], more: false };
  /** When and where the file's export was taken, or null: "No baseline" (issue 41). */
  baseline: ReviewState['baseline'] = null;

  private constructor(
    readonly journal: Journal,
    readonly compiled: CompiledMapping,
    readonly cells: ReviewCells,
    private readonly onState: (s: ReviewState) => void,
    start: (s: ReviewSession) => Promise<void>,
  ) {
    this.ready = start(this);
  }

  get id(): string {
    return this.journal.data.id;
  }
  get headers(): string[] {
    return this.journal.data.headers;
  }

  static async open(o: SessionOptions): Promise<ReviewSession> {
    const mapping = parseMapping(o.mapping);
    const target = importTarget(mapping.resource);
    const operation = checkOperation(target, mapping.operation);
    const source = await openSheet(o.path, {
      ...(o.sheet ? { sheet: o.sheet } : {}),
      ...(o.headerRow ? { headerRow: o.headerRow } : {}),
    });
    let compiled: CompiledMapping;
    try {
      compiled = compileMapping(
        { ...mapping, sheet: source.sheet, headerRow: source.headerRowNumber },
        source.headers,
        target,
      );
    } catch (err) {
      await source.close();
      throw err;
    }
    // The export's baseline the file goes with, shown in the review (issue 41); a lost one is "No baseline" there.
    const place = { sheet: source.sheet, headerRow: source.headerRowNumber, headers: source.headers };
    const baseline = await baselineOfImport(o.path, place, { connection: o.connection, refuseLost: false }).catch(
      async (err: unknown) => {
        await source.close();
        throw err;
      },
    );
    const data = newJobRecord({
      resource: target.resource,
      operation,
      file: o.path,
      fileSha256: '',
      sheet: source.sheet,
      headerRow: source.headerRowNumber,
      headers: source.headers,
      out: '',
      mapping: compiled.mapping,
      dryRun: false,
      preflight: target.parent !== null,
      ...(target.readsFiles ? { documents: resolve(o.documents ?? dirname(o.path)) } : {}),
      ...baseline.data,
    });
    await source.close(); // the worker reads the file itself
    const journal = Journal.create(data, o.jobsDir, o.connection);
    journal.update({ out: join(o.resultsDir, `${journal.data.id}.xlsx`) });
    const cells = new ReviewCells(journal);
    return new ReviewSession(journal, compiled, cells, o.onState, async (s) => {
      s.baseline = baseline.summary;
      const hash = fileSha256(o.path);
      hash.catch(() => undefined); // awaited below; a read error is reported by the worker first
      try {
        s.thread = startIngestWorker({ jobsDir: o.jobsDir, jobId: journal.data.id }, (rows) => {
          s.rowsRead = rows;
          s.emit();
        });
        const done = await s.thread.result;
        journal.update({ status: 'ingested', fileSha256: await hash });
        s.rowsRead = s.cells.refresh();
        s.counts = done.counts;
        s.groups = reasonGroups(journal);
        s.complete = true;
      } catch (err) {
        s.error = `Reading ${o.path} stopped: ${(err as Error).message}`;
      } finally {
        s.thread = null;
      }
      s.emit(true);
    });
  }

  state(): ReviewState {
    // Counts come from the worker (end of reading), the plan step and per fixed row: never a
    // scan of the journal on the main thread. While reading, progress carries the row count only.
    const c = this.counts;
    if (!this.complete || !c) {
      return {
        sessionId: this.id,
        rowsRead: this.rowsRead,
        baseline: this.baseline,
        complete: false,
        problems: 0,
        planned: false,
        counts: {},
        ...(this.error ? { error: this.error } : {}),
      };
    }
    const planned = this.journal.data.status === 'planned';
    return {
      sessionId: this.id,
      rowsRead: this.rowsRead,
      baseline: this.baseline,
      complete: true,
      problems: c.problems,
      planned,
      ...(this.check ? { check: this.check.state() } : {}),
      reasons: this.groups.groups.map((g) => ({ reason: g.reason, rows: g.rows, first: g.rowNumbers.slice(0, 3) })),
      ...(this.groups.more ? { reasonsMore: true } : {}),
      ...(planned && this.journal.data.plan
        ? { plan: planLine(this.journal.data.plan as PlanSummary, this.journal) }
        : {}),
      counts: {
        Ready: c.byState.pending + c.byState.sent,
        Invalid: c.byState.invalid,
        Skipped: c.byState.skipped,
        Unchanged: c.byState.unchanged,
      },
      ...(this.error ? { error: this.error } : {}),
    };
  }

  /** Progress at most every 200 ms while reading, and always at the end. */
  private emit(force = false): void {
    if (this.closed) return;
    const now = performance.now();
    if (!force && now - this.lastEmit < 200) return;
    this.lastEmit = now;
    this.onState(this.state());
  }

  private async settled(): Promise<void> {
    await this.ready;
    if (this.error) throw new Error(this.error);
    if (this.handedOver)
      throw new Error('This review has been sent already; open the file again to start another import.');
  }

  /**
   * Runs the service check by itself once the rows are read, and again after each fix
   * (background-check.ts); `client` is asked for only when a check starts.
   */
  checkInBackground(client: () => JobClient): void {
    this.check = new BackgroundCheck(
      async (signal, onProgress) => {
        await this.plan(client(), { signal, onProgress });
      },
      (force) => this.emit(force),
    );
    void this.ready.then(() => (this.error || this.closed ? undefined : this.check?.start()));
  }

  /** Waits for a running background check to end (Send hands over the journal it plans). */
  async checkSettled(): Promise<void> {
    await this.check?.settled();
  }

  private async plan(client: JobClient, opts: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {}) {
    const journal = this.journal;
    // The engine's own plan step, the one the CLI's runImport runs: same verdicts in both.
    if (journal.data.status !== 'planned') {
      const plan = await planJob(stageContext(journal, client, this.compiled.target, this.compiled.operation, opts));
      this.counts = { byState: plan.byState, problems: countInvalidSheetRows(journal) };
      this.groups = reasonGroups(journal);
    }
  }

  /** Fixes one cell and validates that row again through the engine's ingest. */
  async editCell(rowNumber: number, column: number, value: string): Promise<void> {
    await this.settled();
    await this.check?.stop(); // never plan and edit the journal at once
    const rec = this.cells.get(rowNumber);
    if (!rec) throw new Error(`Row ${rowNumber} is not in the file (or is the header row).`);
    if (column >= this.headers.length)
      throw new Error(`Column ${column + 1} is beyond the header row's ${this.headers.length} columns.`);
    const cells = [...rec.cells];
    while (cells.length < this.headers.length) cells.push('');
    cells[column] = value;
    const edited = [...new Set([...rec.edited, column])].sort((a, b) => a - b);
    const before = sheetRowStates(this.journal, rowNumber);
    this.cells.replaceRow(rowNumber, cells, edited);
    await ingest(this.journal, singleRowSource(this.headers, { rowNumber, cells }), this.compiled);
    if (this.counts) this.counts = withRowChanged(this.counts, before, sheetRowStates(this.journal, rowNumber));
    // The plan no longer matches the rows: the next pre-flight (or Send) plans again.
    if (this.journal.data.status === 'planned') this.journal.update({ status: 'ingested' });
    this.groups = reasonGroups(this.journal);
    void this.check?.start();
  }

  /** Resolves SKUs, checks DCs, reads current values in bulk and plans: the engine's plan step, run ahead of Send. */
  async preflight(client: JobClient): Promise<PlanSummary> {
    await this.settled();
    if (this.check) {
      // "Check again": the background check's own run, so its state says what happened.
      await this.check.start();
      const { phase, error } = this.check.state();
      if (phase === 'failed') throw new Error(error);
    } else await this.plan(client);
    this.emit(true);
    return this.journal.data.plan as PlanSummary;
  }

  /** Drops a session that was never sent, with its journal file. */
  async discard(): Promise<void> {
    if (this.handedOver) return;
    this.closed = true;
    await this.check?.stop();
    await this.thread?.stop(); // a file still being read: stop the worker first
    await this.ready.catch(() => undefined);
    this.journal.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${this.journal.file}${suffix}`, { force: true });
  }
}
