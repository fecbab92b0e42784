// Product writes of the sandbox (PATCH/PUT on Products, UpdateAttributes, UpdateQuantity) and
// the look-ups the handlers check them against. The handlers in server/v1/ decide what is
// valid and call these inside one inTransaction.
import { PRODUCT_COLUMNS } from './served-products.js';
import type { Row } from './sources.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './transaction.js';

/** The product as the real service serves it (the products_full view's row). */
export function servedProductRow(db: SandboxDb, id: number): Row | undefined {
  return cachedStatement(db, 'SELECT * FROM products_full WHERE id = ?').get(id) as Row | undefined;
}

/** Marks the product changed at `nowIso` (UpdateDateUtc), and its quantities too when `quantity` is set. */
export function touchProduct(db: SandboxDb, id: number, nowIso: string, quantity: boolean): void {
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

/** Sets one attribute value of a product (a new one, or a new version of it). */
export function upsertAttributeValue(
  db: SandboxDb,
  productId: number,
  profileId: number,
  name: string,
  value: unknown,
): void {
  cachedStatement(
    db,
    `INSERT INTO attribute_values (name, product_id, profile_id, value) VALUES (?, ?, ?, ?)
      ON CONFLICT DO UPDATE SET value = excluded.value, version = version + 1`,
  ).run(name, productId, profileId, value);
}

/** The available quantity of a product in a DC; undefined when it has none there. */
export function dcQuantity(db: SandboxDb, productId: number, dcId: number): number | undefined {
  const row = cachedStatement(db, 'SELECT quantity FROM dc_quantities WHERE product_id = ? AND dc_id = ?').get(
    productId,
    dcId,
  ) as { quantity: number } | undefined;
  return row?.quantity;
}

/** Sets a product's available quantity in a DC (a new row, or a new version of it). */
export function upsertDcQuantity(
  db: SandboxDb,
  dcId: number,
  productId: number,
  profileId: number,
  quantity: number,
): void {
  cachedStatement(
    db,
    `INSERT INTO dc_quantities (dc_id, product_id, profile_id, quantity) VALUES (?, ?, ?, ?)
      ON CONFLICT DO UPDATE SET quantity = excluded.quantity, version = version + 1`,
  ).run(dcId, productId, profileId, quantity);
}
