// A row may name its parent by a text the service resolves in bulk instead of by its ID: a
// product by its SKU, an order by the shop's order number (SiteOrderID, issue 32: orders are
// known by the number the shop shows, not the service's internal ID). Which one a target takes,
// said once so the validation, the ingest and the plan agree.
import type { ImportTarget } from './target.js';

export interface ParentLookup {
  /** The column's field: the text a row gives. */
  field: 'Sku' | 'SiteOrderID';
  /** The key the text resolves to. */
  idField: 'ProductID' | 'OrderID';
  /**
   * A column headed as the ID field may hold the lookup text instead: an 'Order ID' column of
   * shop order numbers (issue 32). A SKU is never taken for a ProductID.
   */
  idColumnMayHoldText: boolean;
}

const SKU: ParentLookup = { field: 'Sku', idField: 'ProductID', idColumnMayHoldText: false };
const SITE_ORDER: ParentLookup = { field: 'SiteOrderID', idField: 'OrderID', idColumnMayHoldText: true };

/** The fields whose cells are a lookup text (kept as text, exactly as shown). */
export function isLookupField(field: string | null | undefined): boolean {
  return field === SKU.field || field === SITE_ORDER.field;
}

export function parentLookup(target: Pick<ImportTarget, 'extraFields'>): ParentLookup | undefined {
  if (target.extraFields.includes(SKU.field)) return SKU;
  if (target.extraFields.includes(SITE_ORDER.field)) return SITE_ORDER;
  return undefined;
}

/**
 * The row's lookup text, or none when the row gives the OrderID itself: the service's own ID is
 * exact, so with both an order's ID and its shop number the ID wins (issue 32), as the mapping
 * already prefers an OrderID column over a SiteOrderID one. SKUs keep their own rule.
 */
export function lookupTextOf(
  target: Pick<ImportTarget, 'extraFields'>,
  fields: Record<string, unknown>,
  text: string | undefined,
): string | undefined {
  if (text === undefined) return undefined;
  const lookup = parentLookup(target);
  const id = lookup === SITE_ORDER ? fields[lookup.idField] : undefined;
  return id === undefined || id === null ? text : undefined;
}
