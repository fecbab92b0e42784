// Turns a journal written by today's code back into the shape journals had before the
// `job.connection` column: no such column, and the connection named by the display label
// the CLI wrote then (`built-in sandbox`, `credentials file <path>`, `connection <name>`).
// Its rows go back to the layout of that time too (the state as text, every index kept while
// writing), so resuming it also runs the rebuild into compact rows (issue 12). Also puts the
// job's last row back to pending, as a kill before it was sent leaves it.
// The one place in test/ with SQL on a job file, on purpose: the journal's typed API only
// writes today's format, and this must fake an older one.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { LegacyJobConnection } from '../../main/connection-refs/index.js';

export function makeOlderJournal(home: string, jobId: string, connection: LegacyJobConnection): void {
  const db = new Database(join(home, 'jobs', `${jobId}.sqlite`));
  try {
    // Journals of that time kept no schema version: user_version 0 (main/journal/migrate.ts).
    db.pragma('user_version = 0');
    db.exec('ALTER TABLE job DROP COLUMN connection');
    db.prepare(`UPDATE job SET data = json_set(data, '$.connection', json(?))`).run(JSON.stringify(connection));
    db.exec(`CREATE TABLE rows_text (
      seq INTEGER PRIMARY KEY, row_number INTEGER NOT NULL, part INTEGER NOT NULL DEFAULT 0, value_column TEXT,
      key TEXT, sku TEXT, parent_id INTEGER, child_key TEXT, fields TEXT, method TEXT, path TEXT, body TEXT,
      state TEXT NOT NULL CHECK (state IN ('pending','sent','done','failed','invalid','unchanged','skipped')),
      result TEXT, status INTEGER, message TEXT, old TEXT, new TEXT, existed INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0, group_id INTEGER);
      INSERT INTO rows_text SELECT seq, row_number, part, value_column, key, sku, parent_id, child_key, fields, method,
        path, body, state, result, status, message, old, new, existed, attempts, group_id FROM rows;
      DROP TABLE rows;
      ALTER TABLE rows_text RENAME TO rows;
      CREATE INDEX rows_row ON rows(row_number, part);
      CREATE INDEX rows_state ON rows(state);
      CREATE INDEX rows_key ON rows(key);
      CREATE INDEX rows_sku ON rows(sku);
      CREATE INDEX rows_parent ON rows(parent_id);
      CREATE INDEX rows_group ON rows(group_id);`);
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
