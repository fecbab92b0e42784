// The job's connection as a typed reference, in its own column of the `job` table (one
// migration step, separate from the others, so it adds one column and touches nothing else).
// Journals written before it named their connection by a display label inside `data`; on
// first open that label is turned into a reference once (main/connections/legacy-label.ts),
// so resume never parses a label (the label stays in `data`, where earlier versions of the
// app look for it; nothing here reads it again). Imports reach reference.ts and
// legacy-label.ts directly: the ingest worker opens journals, and must not load the sandbox
// that main/connections' index brings in for the CLI.
import type Database from 'better-sqlite3';
import {
  jobConnectionFromLabel,
  type LegacyJobConnection,
  jobConnectionSchema,
  type JobConnection,
} from '../connections/index.light.js';

/** Adds `job.connection` where it is missing and fills it from an older journal's label. Idempotent. */
export function migrateConnectionColumn(db: Database.Database): void {
  const columns = db.prepare('PRAGMA table_info(job)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'connection')) db.exec('ALTER TABLE job ADD COLUMN connection TEXT');
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
