// Product writes of the sandbox (PATCH/PUT on Products, and the product's dates every
// attribute or quantity write moves). The handlers in server/v1/ decide what is valid and
// call these inside one inTransaction; the actions' values are keyed-store.ts rows.
import { PRODUCT_COLUMNS } from './served-products.js';
import type { Row } from './sources.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

/** The product as the real service serves it (the products_full view's row). */
export function servedProductRow(db: SandboxDb, id: number): Row | undefined {
  return cachedStatement(db, 'SELECT * FROM products_full WHERE id = ?').get(id) as Row | undefined;
}

/** Marks the product changed at `nowIso` (UpdateDateUtc), and its quantities too when `quantity` is set. */
export function markProductChanged(db: SandboxDb, id: number, nowIso: string, quantity: boolean): void {
  const sql = quantity
    ? 'UPDATE products SET updated_utc = ?, quantity_updated_utc = ? WHERE id = ?'
    : 'UPDATE products SET updated_utc = ? WHERE id = ?';
  cachedStatement(db, sql).run(...(quantity ? [nowIso, nowIso, id] : [nowIso, id]));
}

/** Writes the given served properties (writable ones: products' own columns) of one product. */
export function updateProductFields(db: SandboxDb, id: number, changes: Record<string, unknown>): void {
  const names = Object.keys(changes);
  if (!names.length) return;
  cachedStatement(
    db,
    `UPDATE products SET ${names.map((n) => `${PRODUCT_COLUMNS[n]} = ?`).join(', ')} WHERE id = ?`,
  ).run(...names.map((n) => changes[n]), id);
}
