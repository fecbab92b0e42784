import type { EnumName } from './types.js';

// Enumeration members as the service serialises them (service-behaviour.md, "Resources").
// Matching is exact on the wire; coerceCell maps other casings to these spellings.
export const ENUMS: Record<EnumName, readonly string[]> = {
  DistributionCenterType: ['Warehouse', 'ExternallyManaged', 'DropShip', 'RetailStore'],
  ChannelDocumentType: ['AmazonVATInvoice', 'AmazonVATCreditNote'],
  DayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ThroughputLimitUnits: ['Minutes', 'Hours', 'Days'],
  QuantityUpdateType: ['Absolute', 'Relative', 'Available', 'InStock', 'UnShipped', 'Unconfirmed'],
  DistributionCenterTypeRollup: ['SellerManaged', 'ExternallyManaged', 'Mixed'],
};

/** The canonical spelling of `text` in the enumeration, ignoring case, or undefined. */
export function enumMember(name: EnumName, text: string): string | undefined {
  const wanted = text.toLowerCase();
  return ENUMS[name].find((m) => m.toLowerCase() === wanted);
}
