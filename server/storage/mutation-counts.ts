// Applied writes per entity key (mutation_counts), incremented in the same transaction as the
// write: what the tests' "exactly once" reads through /admin/mutations.
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

export function countMutation(db: SandboxDb, key: string): void {
  cachedStatement(
    db,
    'INSERT INTO mutation_counts (key, count) VALUES (?, 1) ON CONFLICT(key) DO UPDATE SET count = count + 1',
  ).run(key);
}

/** Every counted key with its count, in key order. */
export function mutationCounts(db: SandboxDb): Record<string, number> {
  const rows = cachedStatement(db, 'SELECT key, count FROM mutation_counts ORDER BY key').all() as {
    key: string;
    count: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.count]));
}

export function resetMutationCounts(db: SandboxDb): void {
  cachedStatement(db, 'DELETE FROM mutation_counts').run();
}
