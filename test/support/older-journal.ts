// Turns a journal written by today's code back into the shape journals had before the
// `job.connection` column: no such column, and the connection named by the display label
// the CLI wrote then (`built-in sandbox`, `credentials file <path>`, `connection <name>`).
// Also puts the job's last row back to pending, as a kill before it was sent leaves it.
// The one place in test/ with SQL on a job file, on purpose: the journal's typed API only
// writes today's format, and this must fake an older one.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { LegacyJobConnection } from '../../main/connections/index.js';

export function makeOlderJournal(home: string, jobId: string, connection: LegacyJobConnection): void {
  const db = new Database(join(home, 'jobs', `${jobId}.sqlite`));
  try {
    db.exec('ALTER TABLE job DROP COLUMN connection');
    db.prepare(`UPDATE job SET data = json_set(data, '$.connection', json(?))`).run(JSON.stringify(connection));
    db.prepare(
      `UPDATE rows SET state = 'pending', result = NULL, status = NULL, message = NULL WHERE seq = (SELECT max(seq) FROM rows)`,
    ).run();
  } finally {
    db.close();
  }
}

/** The job's connection column (undefined: there is no such column) and its rows' states, read straight from the file. */
export function journalState(home: string, jobId: string): { connection: unknown; pending: number; done: number } {
  const db = new Database(join(home, 'jobs', `${jobId}.sqlite`), { readonly: true });
  try {
    const hasColumn = (db.prepare('PRAGMA table_info(job)').all() as { name: string }[]).some(
      (c) => c.name === 'connection',
    );
    const row = hasColumn
      ? (db.prepare('SELECT connection FROM job').get() as { connection: string | null })
      : { connection: undefined };
    const count = (state: string) =>
      (db.prepare('SELECT count(*) AS n FROM rows WHERE state = ?').get(state) as { n: number }).n;
    return {
      connection: typeof row.connection === 'string' ? JSON.parse(row.connection) : row.connection,
      pending: count('pending') + count('sent'),
      done: count('done'),
    };
  } finally {
    db.close();
  }
}
