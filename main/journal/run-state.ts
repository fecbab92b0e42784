// What the app adds to a job's record besides the engine's status: whether the user
// cancelled or paused it (the engine only knows 'interrupted'). Table app_run, one row,
// in SCHEMA (schema.ts; an older journal gains it in migrate.ts).
import type { JobRunState } from '../../shared/ipc/index.js';
import { sqlOf, type Journal } from './journal.js';

export function writeRunState(journal: Journal, state: JobRunState): void {
  sqlOf(journal)
    .stmt('INSERT OR REPLACE INTO app_run (id, state, at) VALUES (1, ?, ?)')
    .run(state, new Date().toISOString());
}

export function readRunState(journal: Journal): JobRunState | null {
  return (
    (sqlOf(journal).stmt('SELECT state FROM app_run WHERE id = 1').pluck().get() as JobRunState | undefined) ?? null
  );
}
