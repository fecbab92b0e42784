// Products (service-behaviour.md "Seen in published clients"). By default they are served as
// the real service serves them: the extra fields of ServedProduct, read from the
// products_full view (TotalAvailableQuantity and Labels derived from their tables), and
// PATCH/PUT /v1/Products(ID) on the writable fields. Under --strict only the spec's Product
// (ID, ProfileID, Sku, Title) exists and a write to it has no route.
import { PRODUCT_WRITABLE, ServedProduct, checkValue, fieldOf } from '../../shared/resources/index.js';
import { invalid, notFound, type FieldIssue } from '../http/errors.js';
import type { RequestCtx } from './context.js';
import type { Reply } from '../http/send.js';
import { SOURCES, type Row, type Source } from '../storage/sources.js';
import { SERVED_PRODUCTS as SERVED } from '../storage/served-products.js';
import { profileOf } from '../storage/rows.js';
import { servedProductRow, markProductChanged, updateProductFields } from '../storage/products-store.js';
import { inTransaction } from '../storage/sandbox-db.js';
import { objectBody, problemLine } from './writes.js';
import { countMutation } from '../storage/mutation-counts.js';

export function productSource(ctx: RequestCtx): Source {
  return ctx.state.options.strict ? SOURCES.Products! : SERVED;
}

/** $expand=Product (from AttributeValues, DCQuantities) reads the same Product as GET /v1/Products. */
export function expandSources(ctx: RequestCtx): Partial<Record<string, Source>> {
  return ctx.state.options.strict ? {} : { Products: SERVED };
}

/** The product if the token covers its profile; 404 otherwise (other profiles' products do not exist for it). */
export function visibleProduct(ctx: RequestCtx, id: number): { id: number; profileId: number } {
  const profileId = profileOf(ctx.state.db, 'products', id);
  if (profileId === undefined || !ctx.grant.profileIds.includes(profileId))
    throw notFound(`No Product matches the key (${id}).`);
  return { id, profileId };
}

/** Marks the product changed (UpdateDateUtc), and its quantities too when `quantity` is set. */
export function touchProduct(ctx: RequestCtx, id: number, quantity: boolean): void {
  markProductChanged(ctx.state.db, id, new Date(ctx.state.now()).toISOString(), quantity);
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
  const current = SERVED.toEntity(servedProductRow(ctx.state.db, id) as Row);
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
      if (problem) issues.push({ field: name, message: problemLine(name, problem) });
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
  inTransaction(db, () => {
    updateProductFields(db, product.id, changes);
    touchProduct(ctx, product.id, false);
    countMutation(db, `Products(${product.id})`);
  });
  return { status: 204 };
}
