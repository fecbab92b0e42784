// The fixed facts of the deterministic seed: the same profiles, IDs and SKUs on every
// machine, so sample spreadsheets and tests can name them. Only secrets are random.

export interface SeedProfile {
  id: number;
  name: string;
  companyName: string;
  currency: string;
  timeZone: string;
  dcs: { id: number; name: string; code: string; city: string; country: string; type: string }[];
  customFields: { id: number; name: string }[];
  siteAccounts: { SiteAccountID: number; SiteName: string; Locale: string; AccountName: string }[];
  labelAccounts: { ShippingLabelPartnerAccountID: number; PartnerName: string; AccountName: string }[];
}

export const SEED_PROFILES: SeedProfile[] = [
  {
    id: 12000001,
    name: 'Northwind Outfitters',
    companyName: 'Northwind Outfitters LLC',
    currency: 'USD',
    timeZone: 'America/Chicago',
    // The spec's rule: when only one distribution center exists, its ID is 0.
    dcs: [
      { id: 0, name: 'Northwind Main Warehouse', code: 'NW-MAIN', city: 'Chicago', country: 'US', type: 'Warehouse' },
    ],
    customFields: [
      { id: 101, name: 'GiftMessage' },
      { id: 102, name: 'PONumber' },
      { id: 103, name: 'Warehouse Note' },
    ],
    siteAccounts: [
      { SiteAccountID: 9101, SiteName: 'Amazon', Locale: 'en-US', AccountName: 'Northwind US' },
      { SiteAccountID: 9102, SiteName: 'Amazon', Locale: 'en-US', AccountName: 'Northwind Outlet US' },
      { SiteAccountID: 9103, SiteName: 'eBay', Locale: 'en-US', AccountName: 'northwind-ebay' },
    ],
    labelAccounts: [{ ShippingLabelPartnerAccountID: 9701, PartnerName: 'UPS', AccountName: 'NW UPS' }],
  },
  {
    id: 12000002,
    name: 'Contoso Home',
    companyName: 'Contoso Home GmbH',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    dcs: [
      { id: 1, name: 'Contoso Berlin', code: 'CH-BER', city: 'Berlin', country: 'DE', type: 'Warehouse' },
      { id: 2, name: 'Contoso Hamburg Store', code: 'CH-HAM', city: 'Hamburg', country: 'DE', type: 'RetailStore' },
      { id: 3, name: 'Contoso FBA', code: 'CH-FBA', city: 'Leipzig', country: 'DE', type: 'ExternallyManaged' },
      { id: 4, name: 'Contoso Drop Ship', code: 'CH-DS', city: 'Vienna', country: 'AT', type: 'DropShip' },
    ],
    customFields: [
      { id: 201, name: 'GiftMessage' },
      { id: 202, name: 'InvoiceReference' },
      { id: 203, name: 'PackingNote' },
      { id: 204, name: 'Priority' },
    ],
    siteAccounts: [
      { SiteAccountID: 9201, SiteName: 'Amazon', Locale: 'de-DE', AccountName: 'Contoso DE' },
      { SiteAccountID: 9202, SiteName: 'Otto', Locale: 'de-DE', AccountName: 'Contoso Otto' },
    ],
    labelAccounts: [
      { ShippingLabelPartnerAccountID: 9801, PartnerName: 'DHL', AccountName: 'Contoso DHL' },
      { ShippingLabelPartnerAccountID: 9802, PartnerName: 'DHL', AccountName: 'Contoso DHL Express' },
    ],
  },
];

const COLORS = ['BLK', 'WHT', 'RED', 'BLU'];

/** Product IDs: 1,000,001.. for the first profile, 2,000,001.. for the second. */
export function productId(profileIndex: number, i: number): number {
  return (profileIndex + 1) * 1_000_000 + i;
}

/** SKUs are text with leading zeros: '000123-BLK' (Northwind) and '0000123' (Contoso, digits only). */
export function productSku(profileIndex: number, i: number): string {
  return profileIndex === 0 ? `${String(i).padStart(6, '0')}-${COLORS[i % 4]}` : String(i).padStart(7, '0');
}

/** Order IDs: 5,000,001.. and 6,000,001..; one order per ten products, at least ten. */
export function orderId(profileIndex: number, i: number): number {
  return (profileIndex + 5) * 1_000_000 + i;
}

export function orderCount(productsPerProfile: number): number {
  return Math.max(10, Math.floor(productsPerProfile / 10));
}

/** The document the seeded order number `i` waits for (orders 1 and 2 have theirs). */
export function notSuppliedType(i: number): 'AmazonVATInvoice' | 'AmazonVATCreditNote' {
  return i % 10 === 4 ? 'AmazonVATCreditNote' : 'AmazonVATInvoice';
}

export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A tiny valid PDF for the seeded channel documents. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const SEED_EPOCH = Date.UTC(2024, 0, 1);
