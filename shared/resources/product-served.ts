// Product as the real service serves it (service-behaviour.md "Seen in published clients"):
// the catalogue's Product (what service-spec.md lets us name) plus the fields published
// clients select and filter on. Kept out of the catalogue so the spec-only Product, which
// the client and the sandbox's --strict use, stays as it is. Labels is a collection of
// { Name } records, filtered with `Labels/any(l: l/Name eq 'X')`.
import { bool, datetime, int32, namesOf, readOnlyFields, text } from './fields.js';
import { Product } from './product-order.js';
import type { EntityDef, FieldDef } from './types.js';

/** Fields a PATCH or PUT on /v1/Products(ID) may change. */
export const PRODUCT_WRITABLE = ['Title', 'Brand', 'UPC', 'Classification'];

const servedFields: FieldDef[] = [
  ...Product.fields,
  ...readOnlyFields([
    text('Brand', { nullable: true }),
    text('UPC', { nullable: true }),
    int32('TotalAvailableQuantity', { note: "Sum of the product's DCQuantities." }),
    datetime('CreateDateUtc'),
    datetime('UpdateDateUtc', { nullable: true }),
    datetime('QuantityUpdateDateUtc', { nullable: true }),
    text('Classification', { nullable: true }),
    text('Labels', { collection: true, note: 'A collection of { Name } records.' }),
    bool('IsParent'),
    bool('IsInRelationship'),
    text('RelationshipName', { nullable: true }),
  ]),
].map((f) => (PRODUCT_WRITABLE.includes(f.name) ? { ...f, patchable: true } : f));

const scalarNames = namesOf(servedFields.filter((f) => !f.collection));

export const ServedProduct: EntityDef = {
  ...Product,
  fields: servedFields,
  list: {
    select: [...namesOf(servedFields), 'DCQuantities', 'Attributes'],
    orderby: scalarNames,
    expand: ['*', 'DCQuantities', 'Attributes'],
  },
  operations: { ...Product.operations, patch: true, put: true },
  readOnly: false,
};
