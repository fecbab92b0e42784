// The job's connection as a typed reference, in its own column of the `job` table (migration
// step 1 of migrate.ts adds it to an older journal, and touches nothing else).
// Journals written before it named their connection by a display label inside `data`; on
// first open that label is turned into a reference once (main/connection-refs/legacy-label.ts),
// so resume never parses a label (the label stays in `data`, where earlier versions of the
// app look for it; nothing here reads it again). Imports reach reference.ts and
// legacy-label.ts directly: the ingest worker opens journals, and must not load the sandbox
// that main/connection-refs' index brings in for the CLI.
import type Database from 'better-sqlite3';
import {
  jobConnectionFromLabel,
  type LegacyJobConnection,
  jobConnectionSchema,
  type JobConnection,
} from '../connection-refs/index.js';

/** Migration step 1 (migrate.ts): adds `job.connection` (filled by connectionFromLabel). */
export function addConnectionColumn(db: Database.Database): void {
  db.exec('ALTER TABLE job ADD COLUMN connection TEXT');
}

/**
 * Fills `job.connection` from the label in the job's data, where it is empty and a label is
 * there: an older journal's, or one made with a label in its data (its data is kept as given).
 * Run on every open, as before user_version: it reads one row, and writes only once.
 */
export function connectionFromLabel(db: Database.Database): void {
  const row = db.prepare('SELECT data FROM job WHERE connection IS NULL').get() as { data: string } | undefined;
  const old = row ? (JSON.parse(row.data) as { connection?: LegacyJobConnection }).connection : undefined;
  if (old && typeof old.label === 'string') writeConnection(db, jobConnectionFromLabel(old));
}

export function readConnection(db: Database.Database): JobConnection | null {
  const row = db.prepare('SELECT connection FROM job').get() as { connection: string | null } | undefined;
  if (!row?.connection) return null;
  const parsed = jobConnectionSchema.safeParse(JSON.parse(row.connection));
  return parsed.success ? parsed.data : null;
}

export function writeConnection(db: Database.Database, connection: JobConnection): void {
  db.prepare('UPDATE job SET connection = ?').run(JSON.stringify(jobConnectionSchema.parse(connection)));
}
