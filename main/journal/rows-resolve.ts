// The plan's checks of what rows name, before anything is read or sent: SKUs turned into
// ProductIDs (resolve-skus.ts), distribution centers the connection lacks (check-dcs.ts),
// and a wide row held back whole when one of its cells is invalid.
import type { RowText } from '../../shared/i18n/index.js';
import { messageArgs, SET_MESSAGE_ARGS } from './row-message.js';
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES, type JournalRow } from './schema.js';

// The `+` on state and parent_id keeps SQLite on rows_sku: through rows_state or rows_parent
// (every unresolved row has parent_id NULL) each page would scan every row.

/** Up to `limit` distinct SKUs of pending rows not yet resolved, after `after`, in order. */
export function nextUnresolvedSkus(journal: Journal, after: string, limit: number): string[] {
  return sqlOf(journal)
    .stmt(
      `SELECT DISTINCT sku FROM rows WHERE +state = 'pending' AND sku IS NOT NULL AND +parent_id IS NULL AND sku > ? ORDER BY sku LIMIT ?`,
    )
    .pluck()
    .all(after, limit) as string[];
}

/** The pending unresolved rows of these SKUs, by SKU, in file order. */
export function unresolvedRowsOfSkus(journal: Journal, skus: string[]): Map<string, JournalRow[]> {
  const rows = sqlOf(journal)
    .stmt(
      `SELECT * FROM rows WHERE +state = 'pending' AND +parent_id IS NULL AND sku IN (SELECT value FROM json_each(?)) ORDER BY seq`,
    )
    .all(JSON.stringify(skus)) as JournalRow[];
  const out = new Map<string, JournalRow[]>();
  for (const r of rows) out.set(r.sku!, [...(out.get(r.sku!) ?? []), r]);
  return out;
}

export type SkuResolution =
  | { seq: number; parentId: number; fields: Record<string, unknown>; key: string | null }
  | { seq: number; invalid: RowText };

/** Each row's SKU resolved to its product, or the row Invalid with the reason; one transaction. */
export function recordSkuResolutions(journal: Journal, items: SkuResolution[]): void {
  const sql = sqlOf(journal);
  const resolve = sql.stmt('UPDATE rows SET parent_id = ?, fields = ?, key = ? WHERE seq = ?');
  const invalidate = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.invalid}, result = 'Invalid', ${SET_MESSAGE_ARGS} WHERE seq = ?`,
  );
  sql.tx(() => {
    for (const i of items)
      if ('invalid' in i) invalidate.run(...messageArgs(i.invalid), i.seq);
      else resolve.run(i.parentId, JSON.stringify(i.fields), i.key, i.seq);
  });
}

/** The child keys (DC IDs for DCQuantities) pending rows name. */
export function pendingChildKeys(journal: Journal): string[] {
  return sqlOf(journal)
    .stmt(`SELECT DISTINCT child_key FROM rows WHERE state = 'pending' AND child_key IS NOT NULL`)
    .pluck()
    .all() as string[];
}

/** The sheet columns (wide layouts) pending rows of this child key came from. */
export function pendingValueColumns(journal: Journal, childKey: string): (string | null)[] {
  return sqlOf(journal)
    .stmt(`SELECT DISTINCT value_column FROM rows WHERE state = 'pending' AND child_key = ?`)
    .pluck()
    .all(childKey) as (string | null)[];
}

/** Pending rows naming these child keys become Invalid with the message given per key; how many. */
export function invalidateChildKeys(journal: Journal, items: { childKey: string; message: RowText }[]): number {
  const sql = sqlOf(journal);
  const invalidate = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.invalid}, result = 'Invalid', ${SET_MESSAGE_ARGS} WHERE state = 'pending' AND child_key = ?`,
  );
  return sql.tx(() => items.reduce((n, i) => n + invalidate.run(...messageArgs(i.message), i.childKey).changes, 0));
}

/**
 * A sheet row with an error is Invalid and never sent. A wide row becomes one line per cell,
 * so when one cell is invalid (a too-long attribute name in its header, an unknown DC column)
 * its sibling cells are held back too, instead of half the row being applied under an
 * `Invalid` verdict. Returns how many lines were held back.
 */
export function holdRowsWithInvalidCells(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.invalid}, result = 'Invalid',
      message = 'Not sent: another cell of this row is invalid; fix it and import the row again'
    WHERE state = 'pending'
      AND row_number IN (SELECT row_number FROM rows WHERE state = 'invalid')`,
    )
    .run().changes;
}
