// Reads of any source's rows (sources.ts): one row by ID, the profile a row belongs to, and
// the lists the /v1 reads page through ($filter in SQL where sql-filter.ts translates it,
// $orderby on mapped columns, always narrowed to the token's profiles).
import type { Row, Source } from './sources.js';
import type { SqlWhere } from './sql-filter.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

/** The profile_id of the row of `table` with this id, or undefined when there is none. */
export function profileOf(db: SandboxDb, table: string, id: unknown): number | undefined {
  const row = cachedStatement(db, `SELECT profile_id FROM ${table} WHERE id = ?`).get(id) as
    { profile_id: number } | undefined;
  return row?.profile_id;
}

/** The row of a source whose ID property is `id`. */
export function rowById(db: SandboxDb, src: Source, id: unknown): Row | undefined {
  return cachedStatement(db, `SELECT * FROM ${src.table} WHERE ${src.columns.ID} = ?`).get(id) as Row | undefined;
}

/** Which rows of a source a list reads. */
export interface RowSelection {
  profileIds: number[];
  /**
   * Columns the rows must equal (a list under one parent: { product_id: 1 }). The keys go into
   * the SQL as they are: column names from code, never from a request.
   */
  scope?: Record<string, unknown>;
  /** The $filter in SQL; absent: every row in scope. */
  filter?: SqlWhere | null;
  /** Properties to order by before the source's default order; each must have a column. */
  orderBy?: { property: string; desc?: boolean }[];
}

/** Whether every property of an $orderby has a column, so SQL can order by it. */
export function sqlCanOrder(src: Source, orderBy: { property: string }[] | undefined): boolean {
  return (orderBy ?? []).every((o) => src.columns[o.property] !== undefined);
}

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

function whereOf(src: Source, s: RowSelection): { clause: string; params: unknown[] } {
  const where = [`${src.profileColumn} IN (${placeholders(s.profileIds.length)})`];
  const params: unknown[] = [...s.profileIds];
  for (const [column, value] of Object.entries(s.scope ?? {})) {
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (s.filter) {
    where.push(s.filter.sql);
    params.push(...s.filter.params);
  }
  return { clause: `FROM ${src.table} WHERE ${where.join(' AND ')}`, params };
}

/** The selected rows in order; with `page`, `take` of them after skipping `skip`. */
export function listRows(db: SandboxDb, src: Source, s: RowSelection, page?: { take: number; skip: number }): Row[] {
  const { clause, params } = whereOf(src, s);
  const order = [
    ...(s.orderBy ?? []).map((o) => `${src.columns[o.property]!}${o.desc ? ' DESC' : ''}`),
    src.defaultOrder,
  ].join(', ');
  if (!page) return cachedStatement(db, `SELECT * ${clause} ORDER BY ${order}`).all(...params) as Row[];
  return cachedStatement(db, `SELECT * ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
    ...params,
    page.take,
    page.skip,
  ) as Row[];
}

/** How many rows the selection holds. */
export function countRows(db: SandboxDb, src: Source, s: RowSelection): number {
  const { clause, params } = whereOf(src, s);
  return (cachedStatement(db, `SELECT COUNT(*) AS n ${clause}`).get(...params) as { n: number }).n;
}

/** Rows of a source whose `column` holds one of `values`, in the token's profiles ($expand). */
export function rowsWithValues(
  db: SandboxDb,
  src: Source,
  profileIds: number[],
  column: string,
  values: unknown[],
): Row[] {
  const sql = `SELECT * FROM ${src.table} WHERE ${src.profileColumn} IN (${placeholders(profileIds.length)})
      AND ${column} IN (${placeholders(values.length)}) ORDER BY ${src.defaultOrder}`;
  return cachedStatement(db, sql).all(...profileIds, ...values) as Row[];
}

/** A profile's SiteAccounts or LabelAccounts as stored (a JSON list), or undefined for no such profile. */
export function profileAccountList(
  db: SandboxDb,
  profileId: unknown,
  which: 'SiteAccounts' | 'LabelAccounts',
): Record<string, unknown>[] | undefined {
  const column = which === 'SiteAccounts' ? 'site_accounts' : 'label_accounts';
  const row = cachedStatement(db, `SELECT ${column} AS list FROM profiles WHERE id = ?`).get(profileId) as
    { list: string } | undefined;
  return row ? (JSON.parse(row.list) as Record<string, unknown>[]) : undefined;
}
