// A row's message in the journal (issue 40): an engine message as its id (rows.message_id) and
// its parameters as JSON (rows.message_params), so that it can be said in any language and no
// reader has to take English apart again; a text nobody wrote here (the service's own words)
// in rows.message. Rows of journals written before migration 5 keep their English in
// rows.message: they are read as texts, through the legacy reader (shared/i18n/engine-read.ts).
import type Database from 'better-sqlite3';
import type { Message, RowText } from '../../shared/i18n/index.js';

/** A row's message as its three columns. */
export interface MessageCells {
  message: string | null;
  message_id: string | null;
  message_params: string | null;
}

export function messageCells(t: RowText | null | undefined): MessageCells {
  if (t === null || t === undefined) return { message: null, message_id: null, message_params: null };
  if (typeof t === 'string') return { message: t, message_id: null, message_params: null };
  return { message: null, message_id: t.id, message_params: t.params ? JSON.stringify(t.params) : null };
}

/** messageCells as positional arguments, for `SET_MESSAGE_ARGS`. */
export function messageArgs(t: RowText | null | undefined): [string | null, string | null, string | null] {
  const c = messageCells(t);
  return [c.message, c.message_id, c.message_params];
}

/** The SET clause of a row's message from named parameters (messageCells spread into them). */
export const SET_MESSAGE = 'message = @message, message_id = @message_id, message_params = @message_params';
/** The SET clause of a row's message from three positional parameters (messageArgs). */
export const SET_MESSAGE_ARGS = 'message = ?, message_id = ?, message_params = ?';
/** The SET clause that clears a row's message. */
export const NO_MESSAGE = 'message = NULL, message_id = NULL, message_params = NULL';

/** The first character of a message packed into one text (packMessage), and its separator. */
export const MESSAGE_MARK = 1;

/**
 * A message as one text for the packed lines of an ingest (packed-lines.ts): a text as it is,
 * a message as U+0001, its id, U+0001 and its parameters' JSON; packed-insert.ts splits it.
 */
export function packMessage(t: RowText | null): string | null {
  if (t === null || typeof t === 'string') return t;
  return `\u0001${t.id}${t.params ? `\u0001${JSON.stringify(t.params)}` : ''}`;
}

/** A row's message read back from its columns, or null when it has none. */
export function rowTextOf(message: string | null, id: string | null, params: string | null): RowText | null {
  if (id !== null) return params === null ? { id } : ({ id, params: JSON.parse(params) } as Message);
  return message;
}

/** A journal line's message from its columns (a row as selected with `*`), or null. */
export function lineMessage(line: {
  message: string | null;
  message_id?: string | null;
  message_params?: string | null;
}): RowText | null {
  return rowTextOf(line.message, line.message_id ?? null, line.message_params ?? null);
}

/** Migration step 5 (migrate.ts): the columns of a message kept as data. */
export function addMessageColumns(db: Database.Database): void {
  const has = (name: string): boolean =>
    db.prepare(`SELECT 1 FROM pragma_table_info('rows') WHERE name = ?`).get(name) !== undefined;
  if (!has('message_id')) db.exec('ALTER TABLE rows ADD COLUMN message_id TEXT');
  if (!has('message_params')) db.exec('ALTER TABLE rows ADD COLUMN message_params TEXT');
}
