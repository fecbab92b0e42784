// Values stored under a composite key (AttributeValues, DCQuantities, CustomFields): one row a
// key, its profile, its value column and a version (the ETag). server/v1/keyed-values.ts and
// the product actions decide what a write may do; their writes run inside one inTransaction.
import type { Row, Source } from './sources.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

/** Key property -> value, e.g. { ProductID: 1, Name: 'Color' }. */
export type KeyValues = Record<string, unknown>;

const texts = new WeakMap<Source, Map<string, string>>();

/** The SQL text `name` of `src`, built once: these run once per written value, and a text built anew each time is hashed anew by the statement cache. */
function sqlText(src: Source, name: string, build: () => string): string {
  let bySrc = texts.get(src);
  if (!bySrc) texts.set(src, (bySrc = new Map()));
  let text = bySrc.get(name);
  if (text === undefined) bySrc.set(name, (text = build()));
  return text;
}

function keyWhere(src: Source): string {
  return src.entity.keys.map((k) => `${src.columns[k]} = ?`).join(' AND ');
}

function keyParams(src: Source, key: KeyValues): unknown[] {
  return src.entity.keys.map((k) => key[k]);
}

/** The stored row under this key, whoever owns it. */
export function keyedRow(db: SandboxDb, src: Source, key: KeyValues): Row | undefined {
  const text = sqlText(src, 'row', () => `SELECT * FROM ${src.table} WHERE ${keyWhere(src)}`);
  return cachedStatement(db, text).get(...keyParams(src, key)) as Row | undefined;
}

/** Sets the value under a key (a new row, or a new version of it). */
export function upsertKeyed(
  db: SandboxDb,
  src: Source,
  key: KeyValues,
  profileId: number,
  valueProp: string,
  value: unknown,
): void {
  const text = sqlText(src, `upsert ${valueProp}`, () => {
    const valueColumn = src.columns[valueProp]!;
    const cols = [...src.entity.keys.map((k) => src.columns[k]!), 'profile_id', valueColumn];
    return `INSERT INTO ${src.table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})
      ON CONFLICT DO UPDATE SET ${valueColumn} = excluded.${valueColumn}, version = version + 1`;
  });
  cachedStatement(db, text).run(...keyParams(src, key), profileId, value);
}

/** Changes the value of an existing key as its next version. */
export function updateKeyedValue(db: SandboxDb, src: Source, key: KeyValues, valueProp: string, value: unknown): void {
  cachedStatement(
    db,
    `UPDATE ${src.table} SET ${src.columns[valueProp]} = ?, version = version + 1 WHERE ${keyWhere(src)}`,
  ).run(value, ...keyParams(src, key));
}

export function deleteKeyedRow(db: SandboxDb, src: Source, key: KeyValues): void {
  cachedStatement(db, `DELETE FROM ${src.table} WHERE ${keyWhere(src)}`).run(...keyParams(src, key));
}

/** The profile of a custom field definition, or undefined when there is none. */
export function customFieldProfile(db: SandboxDb, fieldId: unknown): number | undefined {
  const row = cachedStatement(db, 'SELECT profile_id FROM custom_field_defs WHERE field_id = ?').get(fieldId) as
    { profile_id: number } | undefined;
  return row?.profile_id;
}
