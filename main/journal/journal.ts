// The job journal: every row's state in SQLite, written before and after each batch, so a
// crash loses nothing and a resume repeats nothing. WAL, and the commits that matter (marking
// rows 'sent': Sql.durableSoon, or Sql.durable with synchronous=FULL) on disk before anything
// acts on them, keeps that promise across power loss too; the other commits are NORMAL (in WAL still safe against a crash of the process):
// an ingest lost to a power cut is read again from the file, a lost result leaves its row
// 'sent', which resume reads back, and a FULL commit makes every commit before it durable.
// The connection is private to this folder: the stages reach the file only through the
// typed functions of its other files (rows-*.ts, review-*.ts, run-state.ts), which get it
// from sqlOf() below. Statements are prepared once per journal and cached by their text.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appDir, ownerOnlyFile } from '../files/index.js';
import type { JobConnection } from '../connection-refs/index.js';
import { connectionFromLabel, readConnection, writeConnection } from './connection-column.js';
import { GroupStore, type RowOutcome } from './groups.js';
import { checkJobId, checkJournalFile } from './job-id.js';
import { openSchema } from './migrate.js';
import { messageCells, NO_MESSAGE, SET_MESSAGE } from './row-message.js';
import { missingJobError } from './pruned-record.js';
import { LINES_A_STATEMENT, insertLinesSql, insertPacked } from './packed-insert.js';
import { packLines, type PackedLines } from './packed-lines.js';
import {
  PLAN_INDEXES,
  RESULTS,
  ROW_INDEXES,
  STATE_CODES,
  stateCodeOf,
  zeroStateCounts,
  type JournalRow,
  type RowResult,
  type RowState,
} from './schema.js';
import { type JobData } from './job-data.js';
import { sqlFor, type NewRow, type Sql } from './sql.js';

export function jobsDir(): string {
  return appDir('jobs');
}

function newJobId(): string {
  const d = new Date();
  const stamp = d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

let sqlOfJournal: (j: Journal) => Sql;

/** The journal's connection and statement cache, for the files of this folder only. */
export function sqlOf(journal: Journal): Sql {
  return sqlOfJournal(journal);
}

/** Runs `fn` in one transaction of the journal (nested calls join the outer one). */
export function inTransaction<T>(journal: Journal, fn: () => T): T {
  return sqlOf(journal).tx(fn);
}

export class Journal {
  readonly #sql: Sql;
  /** The grouped writes (issue 11). */
  readonly groups: GroupStore;
  private dataCache: JobData;

  static {
    sqlOfJournal = (j) => j.#sql;
  }

  private constructor(
    readonly file: string,
    create?: Omit<JobData, 'id'> & { id?: string },
    connection?: JobConnection,
  ) {
    // The owner's alone from its first byte (SQLite gives its -wal and -shm files the same mode).
    const db = new Database(ownerOnlyFile(file));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // 4 MB of page cache, not the driver's 16: the stages read the rows table in order, which
    // the OS caches anyway, and a million-row job's peak RSS has to stay under 300 MB (issue 12).
    db.pragma('cache_size = -4000');
    openSchema(db);
    connectionFromLabel(db);
    this.#sql = sqlFor(db);
    this.groups = new GroupStore(this.#sql);
    if (create) {
      const data = { ...create, id: create.id! } as JobData;
      db.prepare('INSERT INTO job (id, created_at, data) VALUES (?, ?, ?)').run(
        data.id,
        new Date().toISOString(),
        JSON.stringify(data),
      );
      if (connection) writeConnection(db, connection);
      this.dataCache = data;
    } else {
      const row = db.prepare('SELECT data FROM job').get() as { data: string } | undefined;
      if (!row) throw new Error(`${file} is not a job journal (no job record). Pick another job from 'jobs'.`);
      this.dataCache = JSON.parse(row.data) as JobData;
    }
  }

  /** `connection`: the one the job runs on, so a resume finds the same one (a keyed export's scratch journal has none). */
  static create(data: Omit<JobData, 'id'>, dir = jobsDir(), connection?: JobConnection): Journal {
    const id = newJobId();
    return new Journal(join(dir, `${id}.sqlite`), { ...data, id }, connection);
  }

  static open(id: string, dir = jobsDir()): Journal {
    checkJobId(id);
    const file = join(dir, `${id}.sqlite`);
    if (!existsSync(file)) throw missingJobError(id, dir); // pruned: says so (issue 41)
    // Read-only first: a file without a job record is refused before anything writes to it.
    checkJournalFile(file);
    return new Journal(file);
  }

  /** Jobs newest first. */
  static listIds(dir = jobsDir()): string[] {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.sqlite'))
      .map((f) => ({ id: f.slice(0, -'.sqlite'.length), t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t || b.id.localeCompare(a.id))
      .map((x) => x.id);
  }

  get data(): JobData {
    return this.dataCache;
  }

  /** The connection the job runs on (null only for a journal that never recorded one). */
  get connection(): JobConnection | null {
    return readConnection(this.#sql.db);
  }

  /** Records the connection the job runs on from now on (the user's pick when its own was removed, or an older journal's once found). */
  setConnection(connection: JobConnection): void {
    writeConnection(this.#sql.db, connection);
  }

  update(patch: Partial<JobData>): void {
    this.dataCache = { ...this.dataCache, ...patch };
    this.#sql.stmt('UPDATE job SET data = ?').run(JSON.stringify(this.dataCache));
  }

  /**
   * Inserts the drafts of ingest (many rows) in one transaction: positional parameters, 50
   * lines a statement, the state as its code, nothing but the columns a draft has (issue 12:
   * compact rows).
   */
  insertRows(rows: readonly NewRow[]): void {
    this.insertPacked(packLines(rows));
  }

  /** insertRows for lines packed already (packed-lines.ts): by another thread, say, that read them. */
  insertPacked(lines: PackedLines): void {
    const one = this.#sql.stmt(insertLinesSql(1));
    const many = this.#sql.stmt(insertLinesSql(LINES_A_STATEMENT));
    this.#sql.tx(() => insertPacked(one, many, lines, RESULTS));
  }

  /** The indexes the stages after the ingest read by (ROW_INDEXES); a job's ingest calls it before its first line. */
  indexRows(): void {
    this.#sql.db.exec(ROW_INDEXES);
  }

  clearRows(): void {
    this.#sql.db.exec('DELETE FROM rows; DELETE FROM parents; DELETE FROM current; DELETE FROM groups;');
  }

  countByState(): Record<RowState, number> {
    const out = zeroStateCounts();
    for (const r of this.#sql.stmt('SELECT state, count(*) AS n FROM rows GROUP BY state').all() as {
      state: RowState;
      n: number;
    }[])
      out[r.state] = r.n;
    return out;
  }

  /** Counts per result for whole sheet rows are computed by the report; these are per request line. */
  countByResult(): Partial<Record<RowResult | 'Pending', number>> {
    const out: Partial<Record<RowResult | 'Pending', number>> = {};
    for (const r of this.#sql
      .stmt("SELECT coalesce(result, 'Pending') AS result, count(*) AS n FROM rows GROUP BY 1")
      .all() as { result: RowResult; n: number }[])
      out[r.result] = r.n;
    return out;
  }

  /** Rows in sheet order, streamed (a statement of its own: an iterating statement is busy until it ends). */
  iterateInOrder(): IterableIterator<JournalRow> {
    return this.#sql.db
      .prepare('SELECT * FROM rows ORDER BY row_number, part')
      .iterate() as IterableIterator<JournalRow>;
  }

  /** What the pending rows would write: how many, how many set `field` to 0, how many below 0 (for the guardrails). */
  pendingValues(field: string): { rows: number; zeros: number; negatives: number } {
    return this.#sql
      .stmt(
        `SELECT COUNT(*) AS rows, COALESCE(SUM(json_extract(fields, @path) = 0), 0) AS zeros,
      COALESCE(SUM(json_extract(fields, @path) < 0), 0) AS negatives FROM rows WHERE state = 'pending'`,
      )
      .get({ path: `$.${field}` }) as { rows: number; zeros: number; negatives: number };
  }

  /** Up to `limit` rows in a state after seq `after`, in file order. */
  page(state: RowState, after: number, limit: number): JournalRow[] {
    return this.#sql
      .stmt('SELECT * FROM rows WHERE state = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(state, after, limit) as JournalRow[];
  }

  /** The indexes the plan step's queries need (by key, by parent); made once, after the ingest. */
  prepareForPlan(): void {
    this.#sql.db.exec(ROW_INDEXES + PLAN_INDEXES);
  }

  /**
   * Duplicate keys in one file: the last row wins; earlier ones are Skipped with a message
   * naming the winning row.
   */
  skipDuplicates(): number {
    this.prepareForPlan(); // without rows_key this is a scan per row
    return this.#sql
      .stmt(
        // Two index look-ups per pending keyed row (rows_key). A window over the keys (one sort)
        // measured three times slower on 200,000 rows without duplicates, the common case.
        `
      UPDATE rows SET state_code = ${STATE_CODES.skipped}, result = 'Skipped',
        message = NULL, message_id = 'row.duplicateKey', message_params = json_object('key', rows.key, 'row',
          (SELECT r2.row_number FROM rows r2 WHERE r2.key = rows.key AND r2.state = 'pending' ORDER BY r2.seq DESC LIMIT 1))
      WHERE state = 'pending' AND key IS NOT NULL
        AND EXISTS (SELECT 1 FROM rows r2 WHERE r2.key = rows.key AND r2.state = 'pending' AND r2.seq > rows.seq)`,
      )
      .run().changes;
  }

  /** Marks rows 'sent' in one durable transaction before they go on the wire. */
  markSent(seqs: number[]): void {
    const stmt = this.#sql.stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.sent}, attempts = attempts + 1 WHERE seq = ?`,
    );
    this.#sql.durable(() => {
      for (const s of seqs) stmt.run(s);
    });
  }

  recordResults(results: RowOutcome[]): void {
    const set = `UPDATE rows SET state_code = ${stateCodeOf('@state')}, result = @result, status = @status, ${SET_MESSAGE}`;
    const plain = this.#sql.stmt(`${set}, reason = NULL WHERE seq = @seq`);
    const open = this.#sql.stmt(`${set}, reason = @reason WHERE seq = @seq`);
    this.#sql.tx(() => {
      for (const r of results) (r.reason ? open : plain).run({ ...r, ...messageCells(r.message) });
    });
  }

  /**
   * --retry-failed: failed rows go back to pending (their old values stay). Rows whose outcome
   * is unknown (reason 'outcome-unknown': a non-idempotent create whose answer was lost) are
   * left out: sending them again blindly could apply them twice; they must be checked first.
   */
  resetFailed(): number {
    return this.#sql
      .stmt(
        `UPDATE rows SET state_code = ${STATE_CODES.pending}, result = NULL, status = NULL, ${NO_MESSAGE}, reason = NULL
      WHERE state = 'failed' AND method IS NOT NULL AND (reason IS NULL OR reason <> 'outcome-unknown')`,
      )
      .run().changes;
  }

  close(): void {
    this.#sql.close();
  }
}
