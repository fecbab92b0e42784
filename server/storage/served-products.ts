// The real service's Product rows (service-behaviour.md "Seen in published clients"), read
// from the products_full view: TotalAvailableQuantity and Labels are derived from their
// tables. Labels is not a column, so its common filter has its own SQL (labelsSql).
import { ServedProduct } from '../../shared/resources/index.js';
import type { FilterNode } from '../../shared/odata/index.js';
import type { Entity, Row, Source } from './sources.js';
import type { SqlWhere } from './sql-filter.js';

/** Served Product property -> products_full column (the writable ones are products' own). */
export const PRODUCT_COLUMNS: Record<string, string> = {
  ID: 'id',
  ProfileID: 'profile_id',
  Sku: 'sku',
  Title: 'title',
  Brand: 'brand',
  UPC: 'upc',
  TotalAvailableQuantity: 'total_quantity',
  CreateDateUtc: 'created_utc',
  UpdateDateUtc: 'updated_utc',
  QuantityUpdateDateUtc: 'quantity_updated_utc',
  Classification: 'classification',
  IsParent: 'is_parent',
  IsInRelationship: 'is_in_relationship',
  RelationshipName: 'relationship_name',
};

const BOOLEAN = new Set(['IsParent', 'IsInRelationship']);

/**
 * `Labels/any(l: l/Name eq 'X')` as an EXISTS on product_labels, so the common label filter
 * stays in SQL on big catalogues; any other lambda shape is evaluated in JS.
 */
function labelsSql(node: Extract<FilterNode, { type: 'lambda' }>): SqlWhere | null {
  const p = node.predicate;
  if (
    node.op !== 'any' ||
    node.collection.length !== 1 ||
    node.collection[0]!.toLowerCase() !== 'labels' ||
    !p ||
    p.type !== 'compare' ||
    p.op !== 'eq'
  )
    return null;
  const v = (node.variable ?? '').toLowerCase();
  const [prop, lit] = p.left.type === 'property' ? [p.left, p.right] : [p.right, p.left];
  if (
    prop.type !== 'property' ||
    prop.path.length !== 2 ||
    prop.path[0]!.toLowerCase() !== v ||
    prop.path[1]!.toLowerCase() !== 'name'
  )
    return null;
  if (lit.type !== 'literal' || lit.kind !== 'string') return null;
  return {
    sql: 'EXISTS (SELECT 1 FROM product_labels l WHERE l.product_id = products_full.id AND l.name = ?)',
    params: [lit.value],
  };
}

/** The real service's Product rows; Labels is not a column: its common filter has its own SQL. */
export const SERVED_PRODUCTS: Source = {
  entity: ServedProduct,
  table: 'products_full',
  profileColumn: 'profile_id',
  columns: PRODUCT_COLUMNS,
  defaultOrder: 'id',
  lambdaSql: labelsSql,
  toEntity(row: Row): Entity {
    const e: Entity = {};
    for (const f of ServedProduct.fields) {
      if (f.name === 'Labels') e.Labels = JSON.parse((row.labels as string | null) ?? '[]') as unknown;
      else {
        const v = row[PRODUCT_COLUMNS[f.name]!] ?? null;
        e[f.name] = BOOLEAN.has(f.name) ? v === 1 : v;
      }
    }
    return e;
  },
};
