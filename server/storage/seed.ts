// Deterministic seed, written once into an empty database in one transaction (2 x 100,000
// products take a few seconds). Quantities, attributes and custom field values are derived
// from the item number so every run holds the same data.
import type Database from 'better-sqlite3';
import {
  DAYS,
  SAMPLE_PDF,
  notSuppliedType,
  SEED_EPOCH,
  SEED_PROFILES,
  orderCount,
  orderId,
  productId,
  productSku,
  type SeedProfile,
} from './seed-data.js';
import { dcDocument } from './dc-document.js';

export function isSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM profiles').get() as { n: number }).n > 0;
}

const CLASSIFICATIONS = ['Apparel', 'Home', 'Outdoor', null];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** One prepared INSERT per seeded table, shared by the helpers below. */
function prepareInserts(db: Database.Database) {
  return {
    profile: db.prepare('INSERT INTO profiles VALUES (?,?,?,?,?,?,?,?)'),
    dc: db.prepare('INSERT INTO distribution_centers (id, profile_id, doc) VALUES (?,?,?)'),
    hours: db.prepare('INSERT INTO operating_hours VALUES (?,?,?,?,?,?)'),
    product: db.prepare(`INSERT INTO products (id, profile_id, sku, title, brand, upc, created_utc, classification,
    is_parent, is_in_relationship, relationship_name, updated_utc, quantity_updated_utc) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`),
    label: db.prepare('INSERT INTO product_labels (product_id, name, profile_id) VALUES (?,?,?)'),
    qty: db.prepare('INSERT INTO dc_quantities (dc_id, product_id, profile_id, quantity) VALUES (?,?,?,?)'),
    attr: db.prepare('INSERT INTO attribute_values (name, product_id, profile_id, value) VALUES (?,?,?,?)'),
    order: db.prepare('INSERT INTO orders VALUES (?,?,?,?,?,?,?,?)'),
    fieldDef: db.prepare('INSERT INTO custom_field_defs VALUES (?,?,?)'),
    field: db.prepare('INSERT INTO custom_fields (field_id, order_id, profile_id, value) VALUES (?,?,?,?)'),
    doc: db.prepare(`INSERT INTO channel_documents (id, document_key, profile_id, order_id, document_type, contents,
    status, created_utc, updated_utc) VALUES (?,?,?,?,?,?,?,?,?)`),
    notSupplied: db.prepare('INSERT INTO not_supplied_documents VALUES (?,?,?)'),
    pkg: db.prepare('INSERT INTO packages VALUES (?,?,?,?,?,?,?,?,?)'),
  };
}

type Inserts = ReturnType<typeof prepareInserts>;
type SeedDc = SeedProfile['dcs'][number];

export function seedSandbox(db: Database.Database, productsPerProfile: number): void {
  const ins = prepareInserts(db);
  db.transaction(() => {
    SEED_PROFILES.forEach((p, pi) => seedProfile(ins, p, pi, productsPerProfile));
  })();
}

/** Everything one profile owns, in the order the rows have always been written (rowids depend on it). */
function seedProfile(ins: Inserts, p: SeedProfile, pi: number, productsPerProfile: number): void {
  ins.profile.run(
    p.id,
    p.name,
    p.companyName,
    p.currency,
    p.timeZone,
    p.dcs[0]!.id,
    JSON.stringify(p.siteAccounts),
    JSON.stringify(p.labelAccounts),
  );
  for (const dc of p.dcs) seedDistributionCenter(ins, p, dc);
  const dcIds = p.dcs.map((d) => d.id);
  for (let i = 1; i <= productsPerProfile; i++) seedProduct(ins, p, pi, i, dcIds);
  for (const f of p.customFields) ins.fieldDef.run(f.id, p.id, f.name);
  const orders = orderCount(productsPerProfile);
  for (let i = 1; i <= orders; i++) seedOrder(ins, p, pi, i);
  seedChannelDocuments(ins, p, pi, orders);
  seedPackages(ins, p, pi);
}

function seedDistributionCenter(ins: Inserts, p: SeedProfile, dc: SeedDc): void {
  ins.dc.run(
    dc.id,
    p.id,
    JSON.stringify(
      dcDocument(dc.id, {
        Name: dc.name,
        Code: dc.code,
        City: dc.city,
        Country: dc.country,
        Type: dc.type,
        ContactName: 'Operations',
        ContactEmail: `ops+${dc.code.toLowerCase()}@example.com`,
        TimeZone: p.timeZone,
        HandlingTimeMinutes: 120,
        PickupLocation: dc.type === 'RetailStore',
      }),
    ),
  );
  DAYS.forEach((day, d) => {
    const open = d === 0 ? null : d === 6 ? '10:00' : '08:00';
    const close = d === 0 ? null : d === 6 ? '14:00' : '18:00';
    ins.hours.run(dc.id, day, d, open, close, p.id);
  });
}

/** Item i of the profile: the product row, then its labels, quantities and attributes. */
function seedProduct(ins: Inserts, p: SeedProfile, pi: number, i: number, dcIds: number[]): void {
  const id = productId(pi, i);
  const created = iso(SEED_EPOCH + i * 60_000);
  // Every tenth product is a parent whose next nine are its children (relationship 'Color').
  const parent = i % 10 === 1;
  const related = i % 10 !== 0;
  ins.product.run(
    id,
    p.id,
    productSku(pi, i),
    `${p.name} item ${i}`,
    pi === 0 ? 'Northwind' : 'Contoso',
    String(400000000000 + id).padStart(12, '0'),
    created,
    CLASSIFICATIONS[i % CLASSIFICATIONS.length],
    parent ? 1 : 0,
    related ? 1 : 0,
    related ? 'Color' : null,
    iso(SEED_EPOCH + i * 3_600_000),
    created,
  );
  if (i % 2 === 0) ins.label.run(id, 'Sale', p.id);
  if (i % 7 === 0) ins.label.run(id, 'Clearance', p.id);
  dcIds.forEach((dc, j) => {
    if ((i + j) % 2 === 1 || i % 5 === 0) ins.qty.run(dc, id, p.id, (i * 7 + j * 3) % 50);
  });
  if (i % 3 === 0) ins.attr.run('Color', id, p.id, ['Black', 'White', 'Red', 'Blue'][i % 4]);
  if (i % 4 === 0) ins.attr.run('Size', id, p.id, ['S', 'M', 'L', 'XL'][i % 4 === 0 ? (i / 4) % 4 : 0]);
}

/** Order i of the profile and its custom field values. */
function seedOrder(ins: Inserts, p: SeedProfile, pi: number, i: number): void {
  const id = orderId(pi, i);
  ins.order.run(
    id,
    p.id,
    `${pi === 0 ? 'NW' : 'CH'}-${String(i).padStart(6, '0')}`,
    p.siteAccounts[0]!.SiteName,
    iso(SEED_EPOCH + i * 3_600_000),
    `buyer${i}@example.com`,
    Math.round(i * 1234.5) / 100,
    i % 7 === 0 ? 'ExternallyManaged' : 'SellerManaged',
  );
  if (i % 3 === 0) ins.field.run(p.customFields[0]!.id, id, p.id, `Happy birthday #${i}`);
  if (i % 5 === 0) ins.field.run(p.customFields[1]!.id, id, p.id, `PO-${String(i).padStart(5, '0')}`);
}

/** Two uploaded documents on the first two orders; every other order waits for one. */
function seedChannelDocuments(ins: Inserts, p: SeedProfile, pi: number, orders: number): void {
  for (let k = 1; k <= 2; k++) {
    const docId = (pi + 1) * 100 + k;
    ins.doc.run(
      docId,
      `DOC-${p.id}-${k}`,
      p.id,
      orderId(pi, k),
      k === 1 ? 'AmazonVATInvoice' : null,
      SAMPLE_PDF,
      'Uploaded',
      iso(SEED_EPOCH),
      iso(SEED_EPOCH),
    );
  }
  // Every order without a document waits for one (issue 13): a credit note for the refunded
  // ones (every tenth, from the fourth), a VAT invoice for the rest.
  for (let k = 3; k <= orders; k++) ins.notSupplied.run(orderId(pi, k), p.id, notSuppliedType(k));
}

function seedPackages(ins: Inserts, p: SeedProfile, pi: number): void {
  const pkgBase = (pi + 1) * 10;
  ins.pkg.run(pkgBase + 1, p.id, 'Small Box', '20 x 15 x 10 cm box', 'UPS', 20, 15, 10, 0.2);
  ins.pkg.run(pkgBase + 2, p.id, 'Large Box', '60 x 40 x 40 cm box', 'UPS', 60, 40, 40, 1.1);
  ins.pkg.run(pkgBase + 3, p.id, 'Poly Mailer', null, null, 30, 25, 1, null);
}
