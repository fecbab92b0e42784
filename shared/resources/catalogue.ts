// The catalogue: every entity by name, and look-ups by entity set and field name.
import { AttributeValue } from './attribute-value.js';
import { ChannelDocument, NotSuppliedChannelDocument, VatInvoiceChannelDocument } from './channel-documents.js';
import { CustomField } from './custom-field.js';
import { DCQuantity } from './dc-quantity.js';
import { DistributionCenter } from './distribution-center.js';
import { OperatingHours } from './operating-hours.js';
import { Package } from './package.js';
import { Order, Product } from './product-order.js';
import { Profile, ShippingLabelPartnerAccount, SiteAccount } from './profiles.js';
import type { EntityDef, EntityName, FieldDef } from './types.js';

export const catalogue: Record<EntityName, EntityDef> = {
  AttributeValue,
  CustomField,
  DCQuantity,
  DistributionCenter,
  OperatingHours,
  ChannelDocument,
  VatInvoiceChannelDocument,
  NotSuppliedChannelDocument,
  Profile,
  SiteAccount,
  ShippingLabelPartnerAccount,
  Package,
  Product,
  Order,
};

export function entityByName(name: EntityName): EntityDef {
  const entity = catalogue[name];
  if (!entity) throw new Error(`Unknown entity '${name}'. Known: ${Object.keys(catalogue).join(', ')}.`);
  return entity;
}

// Only entities addressable under /v1 are found by set: a variant shares its base's set and
// contained entities (SiteAccount, ...) have no path of their own.
const bySet = new Map(
  Object.values(catalogue)
    .filter((e) => e.path !== '' && !e.variantOf)
    .map((e) => [e.entitySet.toLowerCase(), e] as const),
);

/** 'attributevalues' finds AttributeValue; OData names are matched case-insensitively. */
export function entityBySet(entitySet: string): EntityDef | undefined {
  return bySet.get(entitySet.toLowerCase());
}

/** The field named `name` (any casing), or undefined. Navigation properties are not fields. */
export function fieldOf(entity: EntityDef, name: string): FieldDef | undefined {
  const exact = entity.fields.find((f) => f.name === name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  return entity.fields.find((f) => f.name.toLowerCase() === lower);
}
