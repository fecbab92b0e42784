// The rows behind a guardrail (issue 42): "send 1 negative quantity" is only checkable when
// it names the row. The first pending lines that set a value to 0, below 0, or delete, in
// sheet order, with the SKU and DC a person finds them by, and how many more there are.
import { sqlOf, type Journal } from './journal.js';

export type GuardedKind = 'zeros' | 'negatives' | 'deletes';

/** One line a guardrail is about: its sheet row, SKU and DC where it has them, and the value it sets. */
export interface GuardedRow {
  row: number;
  sku?: string;
  dc?: number;
  value?: number;
}

const WHERE: Record<GuardedKind, string> = {
  zeros: 'json_extract(fields, @path) = 0',
  negatives: 'json_extract(fields, @path) < 0',
  deletes: '1',
};

/** Up to `limit` pending lines of this kind in sheet order, and how many there are in all. */
export function guardedRows(
  journal: Journal,
  kind: GuardedKind,
  field: string | null | undefined,
  limit: number,
): { rows: GuardedRow[]; total: number } {
  const sql = sqlOf(journal);
  const params = { path: `$.${field ?? 'AvailableQuantity'}`, limit };
  const where = `state = 'pending' AND ${WHERE[kind]}`;
  const total = sql.stmt(`SELECT COUNT(*) FROM rows WHERE ${where}`).pluck().get(params) as number;
  const found = sql
    .stmt(
      `SELECT row_number AS row, sku, json_extract(fields, '$.DistributionCenterID') AS dc,
        json_extract(fields, @path) AS value FROM rows WHERE ${where} ORDER BY row_number, part LIMIT @limit`,
    )
    .all(params) as { row: number; sku: string | null; dc: unknown; value: unknown }[];
  const rows = found.map((r) => ({
    row: r.row,
    ...(r.sku ? { sku: r.sku } : {}),
    ...(typeof r.dc === 'number' ? { dc: r.dc } : {}),
    ...(kind !== 'deletes' && typeof r.value === 'number' ? { value: r.value } : {}),
  }));
  return { rows, total };
}
