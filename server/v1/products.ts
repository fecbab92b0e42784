// Products (service-behaviour.md "Seen in published clients"). By default they are served as
// the real service serves them: the extra fields of ServedProduct, read from the
// products_full view (TotalAvailableQuantity and Labels derived from their tables), and
// PATCH/PUT /v1/Products(ID) on the writable fields. Under --strict only the spec's Product
// (ID, ProfileID, Sku, Title) exists and a write to it has no route.
import { PRODUCT_WRITABLE, ServedProduct, checkValue, fieldOf } from '../../shared/resources/index.js';
import { invalid, notFound, type FieldIssue } from '../http/errors.js';
import { cachedStatement } from '../storage/statement-cache.js';
import type { Reply, RequestCtx } from './context.js';
import type { FilterNode } from '../../shared/odata/index.js';
import { SOURCES, type Entity, type Row, type Source } from './sources.js';
import type { SqlWhere } from './sql-filter.js';
import { countMutation, objectBody, stripField } from './writes.js';

const COLUMNS: Record<string, string> = {
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
const SERVED: Source = {
  entity: ServedProduct,
  table: 'products_full',
  profileColumn: 'profile_id',
  columns: COLUMNS,
  defaultOrder: 'id',
  lambdaSql: labelsSql,
  toEntity(row: Row): Entity {
    const e: Entity = {};
    for (const f of ServedProduct.fields) {
      if (f.name === 'Labels') e.Labels = JSON.parse((row.labels as string | null) ?? '[]') as unknown;
      else {
        const v = row[COLUMNS[f.name]!] ?? null;
        e[f.name] = BOOLEAN.has(f.name) ? v === 1 : v;
      }
    }
    return e;
  },
};

export function productSource(ctx: RequestCtx): Source {
  return ctx.state.options.strict ? SOURCES.Products! : SERVED;
}

/** $expand=Product (from AttributeValues, DCQuantities) reads the same Product as GET /v1/Products. */
export function expandSources(ctx: RequestCtx): Partial<Record<string, Source>> {
  return ctx.state.options.strict ? {} : { Products: SERVED };
}

/** The product if the token covers its profile; 404 otherwise (other profiles' products do not exist for it). */
export function visibleProduct(ctx: RequestCtx, id: number): { id: number; profileId: number } {
  const row = cachedStatement(ctx.state.db, 'SELECT id, profile_id FROM products WHERE id = ?').get(id) as
    Row | undefined;
  if (!row || !ctx.grant.profileIds.includes(row.profile_id as number))
    throw notFound(`No Product matches the key (${id}).`);
  return { id, profileId: row.profile_id as number };
}

/** Marks the product changed (UpdateDateUtc), and its quantities too when `quantity` is set. */
export function touchProduct(ctx: RequestCtx, id: number, quantity: boolean): void {
  const now = new Date(ctx.state.now()).toISOString();
  const sql = quantity
    ? 'UPDATE products SET updated_utc = ?, quantity_updated_utc = ? WHERE id = ?'
    : 'UPDATE products SET updated_utc = ? WHERE id = ?';
  cachedStatement(ctx.state.db, sql).run(...(quantity ? [now, now, id] : [now, id]));
}

/**
 * PATCH changes the fields it names; PUT replaces every writable field (absent ones become
 * null, Title is required as storage keeps it non-null). Key and read-only fields may be
 * repeated with their current value; any other value, or an unknown property, is a 400
 * naming it. One write, one mutation count on Products(ID), 204.
 */
export function updateProduct(ctx: RequestCtx, id: number, mode: 'patch' | 'put'): Reply {
  const body = objectBody(ctx);
  const product = visibleProduct(ctx, id);
  const current = SERVED.toEntity(
    cachedStatement(ctx.state.db, 'SELECT * FROM products_full WHERE id = ?').get(id) as Row,
  );
  const issues: FieldIssue[] = [];
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name.includes('@')) continue;
    const field = ServedProduct.fields.find((f) => f.name === name);
    if (!field) {
      const other = fieldOf(ServedProduct, name);
      issues.push({
        field: name,
        message: other
          ? `unknown property; write '${other.name}' (exact spelling).`
          : `Product has no property '${name}'.`,
      });
    } else if (!PRODUCT_WRITABLE.includes(name)) {
      if (JSON.stringify(value) !== JSON.stringify(current[name]))
        issues.push({ field: name, message: `is read-only; only ${PRODUCT_WRITABLE.join(', ')} can change.` });
    } else {
      const problem = checkValue(field, value);
      if (problem) issues.push({ field: name, message: `${stripField(name, problem.message)} ${problem.fix}` });
      else changes[name] = value;
    }
  }
  if (mode === 'put') {
    for (const name of PRODUCT_WRITABLE) if (!(name in body)) changes[name] = null;
    if (changes.Title === null && !issues.some((i) => i.field === 'Title'))
      issues.push({ field: 'Title', message: 'a PUT replaces the product, so the body must contain a Title.' });
  } else if (changes.Title === null) issues.push({ field: 'Title', message: 'cannot be null; send the title text.' });
  if (issues.length) throw invalid(issues);
  const db = ctx.state.db;
  db.transaction(() => {
    const names = Object.keys(changes);
    if (names.length) {
      cachedStatement(db, `UPDATE products SET ${names.map((n) => `${COLUMNS[n]} = ?`).join(', ')} WHERE id = ?`).run(
        ...names.map((n) => changes[n]),
        product.id,
      );
    }
    touchProduct(ctx, product.id, false);
    countMutation(db, `Products(${product.id})`);
  })();
  return { status: 204 };
}
