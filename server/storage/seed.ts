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
} from './seed-data.js';
import { dcDocument } from './dc-document.js';

export function isSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM profiles').get() as { n: number }).n > 0;
}

const CLASSIFICATIONS = ['Apparel', 'Home', 'Outdoor', null];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function seedSandbox(db: Database.Database, productsPerProfile: number): void {
  const insProfile = db.prepare('INSERT INTO profiles VALUES (?,?,?,?,?,?,?,?)');
  const insDc = db.prepare('INSERT INTO distribution_centers (id, profile_id, doc) VALUES (?,?,?)');
  const insHours = db.prepare('INSERT INTO operating_hours VALUES (?,?,?,?,?,?)');
  const insProduct =
    db.prepare(`INSERT INTO products (id, profile_id, sku, title, brand, upc, created_utc, classification,
    is_parent, is_in_relationship, relationship_name, updated_utc, quantity_updated_utc) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insLabel = db.prepare('INSERT INTO product_labels (product_id, name, profile_id) VALUES (?,?,?)');
  const insQty = db.prepare('INSERT INTO dc_quantities (dc_id, product_id, profile_id, quantity) VALUES (?,?,?,?)');
  const insAttr = db.prepare('INSERT INTO attribute_values (name, product_id, profile_id, value) VALUES (?,?,?,?)');
  const insOrder = db.prepare('INSERT INTO orders VALUES (?,?,?,?,?,?,?,?)');
  const insDef = db.prepare('INSERT INTO custom_field_defs VALUES (?,?,?)');
  const insCf = db.prepare('INSERT INTO custom_fields (field_id, order_id, profile_id, value) VALUES (?,?,?,?)');
  const insDoc =
    db.prepare(`INSERT INTO channel_documents (id, document_key, profile_id, order_id, document_type, contents,
    status, created_utc, updated_utc) VALUES (?,?,?,?,?,?,?,?,?)`);
  const insNs = db.prepare('INSERT INTO not_supplied_documents VALUES (?,?,?)');
  const insPkg = db.prepare('INSERT INTO packages VALUES (?,?,?,?,?,?,?,?,?)');

  db.transaction(() => {
    SEED_PROFILES.forEach((p, pi) => {
      insProfile.run(
        p.id,
        p.name,
        p.companyName,
        p.currency,
        p.timeZone,
        p.dcs[0]!.id,
        JSON.stringify(p.siteAccounts),
        JSON.stringify(p.labelAccounts),
      );
      for (const dc of p.dcs) {
        insDc.run(
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
          insHours.run(dc.id, day, d, open, close, p.id);
        });
      }
      const dcIds = p.dcs.map((d) => d.id);
      for (let i = 1; i <= productsPerProfile; i++) {
        const id = productId(pi, i);
        const created = iso(SEED_EPOCH + i * 60_000);
        // Every tenth product is a parent whose next nine are its children (relationship 'Color').
        const parent = i % 10 === 1;
        const related = i % 10 !== 0;
        insProduct.run(
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
        if (i % 2 === 0) insLabel.run(id, 'Sale', p.id);
        if (i % 7 === 0) insLabel.run(id, 'Clearance', p.id);
        dcIds.forEach((dc, j) => {
          if ((i + j) % 2 === 1 || i % 5 === 0) insQty.run(dc, id, p.id, (i * 7 + j * 3) % 50);
        });
        if (i % 3 === 0) insAttr.run('Color', id, p.id, ['Black', 'White', 'Red', 'Blue'][i % 4]);
        if (i % 4 === 0) insAttr.run('Size', id, p.id, ['S', 'M', 'L', 'XL'][i % 4 === 0 ? (i / 4) % 4 : 0]);
      }
      for (const f of p.customFields) insDef.run(f.id, p.id, f.name);
      const orders = orderCount(productsPerProfile);
      for (let i = 1; i <= orders; i++) {
        const id = orderId(pi, i);
        insOrder.run(
          id,
          p.id,
          `${pi === 0 ? 'NW' : 'CH'}-${String(i).padStart(6, '0')}`,
          p.siteAccounts[0]!.SiteName,
          iso(SEED_EPOCH + i * 3_600_000),
          `buyer${i}@example.com`,
          Math.round(i * 1234.5) / 100,
          i % 7 === 0 ? 'ExternallyManaged' : 'SellerManaged',
        );
        if (i % 3 === 0) insCf.run(p.customFields[0]!.id, id, p.id, `Happy birthday #${i}`);
        if (i % 5 === 0) insCf.run(p.customFields[1]!.id, id, p.id, `PO-${String(i).padStart(5, '0')}`);
      }
      for (let k = 1; k <= 2; k++) {
        const docId = (pi + 1) * 100 + k;
        insDoc.run(
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
      for (let k = 3; k <= orders; k++) insNs.run(orderId(pi, k), p.id, notSuppliedType(k));
      const pkgBase = (pi + 1) * 10;
      insPkg.run(pkgBase + 1, p.id, 'Small Box', '20 x 15 x 10 cm box', 'UPS', 20, 15, 10, 0.2);
      insPkg.run(pkgBase + 2, p.id, 'Large Box', '60 x 40 x 40 cm box', 'UPS', 60, 40, 40, 1.1);
      insPkg.run(pkgBase + 3, p.id, 'Poly Mailer', null, null, 30, 25, 1, null);
    });
  })();
}
