// The two product actions published clients batch (service-behaviour.md "Seen in published
// clients"; UpdateAttributes is also named by service-spec.md 4.9 as the batch-safe way to set
// one or many attributes):
//   POST /v1/Products(ID)/UpdateAttributes {"Value":{"Attributes":[{"Name":"Color","Value":"Red"}]}}
//   POST /v1/Products(ID)/UpdateQuantity   {"Value":{"UpdateType":"Absolute","Updates":[{"DistributionCenterID":0,"Quantity":5}]}}
// Both answer 204. Each is one write of one product: every value is checked first (each
// attribute as a single AttributeValue write would be, each DC against the product's
// profile) and nothing is applied unless all pass; errors name the attribute or DC. Each
// applied value counts one mutation under its own key (AttributeValues(...), DCQuantities(...)),
// as a single write of it would, and the action counts one under Products(ID)/<Action>.
import { ENUMS, checkValue, entityByName, fieldOf, type FieldDef } from '../../shared/resources/index.js';
import { invalid, invalidField, type FieldIssue } from '../http/errors.js';
import type { RequestCtx } from './context.js';
import type { Reply } from '../http/send.js';
import { keyText } from './keys.js';
import { touchProduct, visibleProduct } from './products.js';
import { dcState } from '../storage/dc-store.js';
import { keyedRow, upsertKeyed } from '../storage/keyed-store.js';
import { sourceFor } from '../storage/sources.js';
import { inTransaction } from '../storage/sandbox-db.js';
import { objectBody, problemLine } from './writes.js';
import { countMutation } from '../storage/mutation-counts.js';

const attributeValue = entityByName('AttributeValue');
const dcQuantity = entityByName('DCQuantity');
const NAME = fieldOf(attributeValue, 'Name')!;
const VALUE = fieldOf(attributeValue, 'Value')!;
const INT: FieldDef = { ...fieldOf(dcQuantity, 'AvailableQuantity')!, name: 'Quantity' };
const DC_ID = fieldOf(dcQuantity, 'DistributionCenterID')!;

function problemOf(field: FieldDef, value: unknown, label: string): FieldIssue | null {
  const p = checkValue(field, value);
  return p ? { field: label, message: problemLine(field.name, p) } : null;
}

/** body.Value.<list>: the action's parameters, wrapped in "Value" as the real service reads them. */
function listOf(
  ctx: RequestCtx,
  list: string,
  example: string,
): { value: Record<string, unknown>; items: Record<string, unknown>[] } {
  const body = objectBody(ctx);
  const value = body.Value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidField('Value', `the body must be ${example}.`);
  }
  const v = value as Record<string, unknown>;
  const items = v[list];
  if (!Array.isArray(items) || items.length === 0)
    throw invalidField(`Value.${list}`, `must be a non-empty list; the body is ${example}.`);
  const bad = items.findIndex((it) => it === null || typeof it !== 'object' || Array.isArray(it));
  if (bad >= 0) throw invalidField(`Value.${list}[${bad}]`, `must be an object; the body is ${example}.`);
  return { value: v, items: items as Record<string, unknown>[] };
}

function unknownKeys(item: Record<string, unknown>, known: string[], label: string): FieldIssue[] {
  return Object.keys(item)
    .filter((k) => !known.includes(k))
    .map((k) => ({ field: label, message: `has no property '${k}'; use ${known.join(' and ')}.` }));
}

export function updateAttributes(ctx: RequestCtx, productId: number): Reply {
  const { items } = listOf(ctx, 'Attributes', '{"Value":{"Attributes":[{"Name":"Color","Value":"Red"}]}}');
  const product = visibleProduct(ctx, productId);
  const issues: FieldIssue[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const label = typeof item.Name === 'string' ? `Attributes[${i}] '${item.Name}'` : `Attributes[${i}]`;
    issues.push(...unknownKeys(item, ['Name', 'Value'], label));
    for (const p of [problemOf(NAME, item.Name, `${label}.Name`), problemOf(VALUE, item.Value, `${label}.Value`)])
      if (p) issues.push(p);
    if (typeof item.Name === 'string') {
      const first = seen.get(item.Name);
      if (first !== undefined)
        issues.push({
          field: label,
          message: `repeats attribute '${item.Name}' of Attributes[${first}]; send each attribute once.`,
        });
      else seen.set(item.Name, i);
    }
  });
  if (issues.length) throw invalid(issues);
  const db = ctx.state.db;
  inTransaction(db, () => {
    for (const item of items) {
      const key = { ProductID: product.id, Name: item.Name };
      upsertKeyed(db, sourceFor('AttributeValues'), key, product.profileId, 'Value', item.Value ?? null);
      countMutation(db, keyText(attributeValue, { Name: item.Name as string, ProductID: product.id }));
    }
    touchProduct(ctx, product.id, false);
    countMutation(db, `Products(${product.id})/UpdateAttributes`);
  });
  return { status: 204 };
}

/**
 * UpdateType: Absolute sets each DC's available quantity to Quantity; Relative adds Quantity
 * (negative subtracts; a DC without a quantity starts at 0). Available, InStock, UnShipped
 * and Unconfirmed state the stock with pending orders counted in; the sandbox keeps no
 * unshipped or unconfirmed units, so each of them sets the available quantity like Absolute.
 */
export function updateQuantity(ctx: RequestCtx, productId: number): Reply {
  const example = '{"Value":{"UpdateType":"Absolute","Updates":[{"DistributionCenterID":0,"Quantity":5}]}}';
  const { value, items } = listOf(ctx, 'Updates', example);
  const product = visibleProduct(ctx, productId);
  const types = ENUMS.QuantityUpdateType;
  const type = value.UpdateType;
  if (typeof type !== 'string' || !types.includes(type)) {
    throw invalidField(
      'Value.UpdateType',
      `${JSON.stringify(type)} is not an update type; use one of ${types.join(', ')}.`,
    );
  }
  const db = ctx.state.db;
  const issues: FieldIssue[] = [];
  const planned = new Map<number, number>();
  items.forEach((item, i) => {
    const dc = item.DistributionCenterID;
    const label = typeof dc === 'number' ? `Updates[${i}] DistributionCenterID ${dc}` : `Updates[${i}]`;
    issues.push(...unknownKeys(item, ['DistributionCenterID', 'Quantity'], label));
    const dcProblem = problemOf(DC_ID, dc, `${label}.DistributionCenterID`);
    const qtyProblem = problemOf(INT, item.Quantity, `${label}.Quantity`);
    if (dcProblem) issues.push(dcProblem);
    if (qtyProblem) issues.push(qtyProblem);
    if (dcProblem || qtyProblem) return;
    const id = dc as number;
    const center = dcState(db, id);
    if (!center || center.profileId !== product.profileId) {
      issues.push({
        field: label,
        message: `no distribution center with ID ${id} exists in profile ${product.profileId} of product ${product.id}; see GET /v1/DistributionCenters.`,
      });
      return;
    }
    if (center.deleted) {
      issues.push({ field: label, message: `distribution center ${id} is deleted; use an active one.` });
      return;
    }
    if (planned.has(id)) {
      issues.push({
        field: label,
        message: `distribution center ${id} appears twice; send one update per distribution center.`,
      });
      return;
    }
    const stored = keyedRow(db, sourceFor('DCQuantities'), { ProductID: product.id, DistributionCenterID: id });
    const current = (stored?.quantity as number | undefined) ?? 0;
    const next = type === 'Relative' ? current + (item.Quantity as number) : (item.Quantity as number);
    const rangeProblem = problemOf({ ...INT, name: 'AvailableQuantity' }, next, `${label}.Quantity`);
    if (rangeProblem) issues.push(rangeProblem);
    else planned.set(id, next);
  });
  if (issues.length) throw invalid(issues);
  inTransaction(db, () => {
    for (const [dc, quantity] of planned) {
      const key = { ProductID: product.id, DistributionCenterID: dc };
      upsertKeyed(db, sourceFor('DCQuantities'), key, product.profileId, 'AvailableQuantity', quantity);
      countMutation(db, keyText(dcQuantity, { DistributionCenterID: dc, ProductID: product.id }));
    }
    touchProduct(ctx, product.id, true);
    countMutation(db, `Products(${product.id})/UpdateQuantity`);
  });
  return { status: 204 };
}
