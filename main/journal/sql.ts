// The journal's two shared shapes in one place: Sql, what this folder's files reach the file
// through (the connection and its statement cache), and NewRow, a line as the ingest makes it.
// Kept apart from journal.ts so the files journal.ts imports (groups.ts, packed-lines.ts) can
// name them without importing journal.ts back.
import type Database from 'better-sqlite3';
import type { RowText } from '../../shared/i18n/index.js';
import type { RowResult, RowState } from './schema.js';
import { WalFlusher } from './wal-flush.js';

export interface NewRow {
  rowNumber: number;
  part: number;
  valueColumn: string | null;
  key: string | null;
  sku: string | null;
  parentId: number | null;
  childKey: string | null;
  fields: Record<string, unknown> | null;
  state: RowState;
  result: RowResult | null;
  message: RowText | null;
}

/** What the folder's own files use to reach the file: never exported past index.ts. */
export interface Sql {
  readonly db: Database.Database;
  /** The statement for `text`, prepared on first use and kept for the journal's life. */
  stmt(text: string): Database.Statement;
  /** Runs `fn` in one transaction (nested calls join the outer one). */
  tx<T>(fn: () => T): T;
  /** The same, committed with synchronous=FULL: on disk before it returns, whatever happens to the power. */
  durable<T>(fn: () => T): T;
  /**
   * As durable, without blocking: committed now (NORMAL), the promise resolves once the commit
   * is on disk, its WAL synced off the main thread (wal-flush.ts). Act on it (send what it
   * marked) only then.
   */
  durableSoon<T>(fn: () => T): Promise<T>;
  /** Closes the connection (and the WAL's descriptor). */
  close(): void;
}

/** The Sql of a connection: statements prepared once per journal and cached by their text. */
export function sqlFor(db: Database.Database): Sql {
  const cache = new Map<string, Database.Statement>();
  let flusher: WalFlusher | null = null;
  return {
    db,
    stmt(text) {
      let s = cache.get(text);
      if (!s) {
        s = db.prepare(text);
        cache.set(text, s);
      }
      return s;
    },
    tx: (fn) => db.transaction(fn)(),
    durable(fn) {
      db.pragma('synchronous = FULL');
      try {
        return db.transaction(fn)();
      } finally {
        db.pragma('synchronous = NORMAL');
      }
    },
    async durableSoon(fn) {
      const value = db.transaction(fn)();
      if (db.memory) return value;
      flusher ??= new WalFlusher(`${db.name}-wal`);
      await flusher.afterCommit();
      return value;
    },
    close() {
      flusher?.close();
      if (db.open) db.close();
    },
  };
}
