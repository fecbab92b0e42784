// The per-profile IDs credentials.json lists so sample files and tests can name real keys.
// Product and order lists are cut at MAX_LISTED to keep the file small with big seeds;
// productCount says how many products the profile really holds, so a reader knows the list is cut.
import type Database from 'better-sqlite3';

export interface CredentialProfile {
  id: number;
  name: string;
  productCount: number;
  distributionCenterIds: number[];
  productIds: number[];
  skus: string[];
  orderIds: number[];
  customFieldIds: number[];
}

export const MAX_LISTED = 1000;

/** Every profile's ID and name, by ID (the consent page offers them). */
export function profileNames(db: Database.Database): { id: number; name: string }[] {
  return db.prepare('SELECT id, name FROM profiles ORDER BY id').all() as { id: number; name: string }[];
}

export function credentialProfiles(db: Database.Database): CredentialProfile[] {
  const profiles = profileNames(db);
  const dcs = db
    .prepare('SELECT id FROM distribution_centers WHERE profile_id = ? AND is_deleted = 0 ORDER BY id')
    .pluck();
  const products = db.prepare('SELECT id, sku FROM products WHERE profile_id = ? ORDER BY id LIMIT ?');
  const orders = db.prepare('SELECT id FROM orders WHERE profile_id = ? ORDER BY id LIMIT ?').pluck();
  const count = db.prepare('SELECT COUNT(*) FROM products WHERE profile_id = ?').pluck();
  const fields = db.prepare('SELECT field_id FROM custom_field_defs WHERE profile_id = ? ORDER BY field_id').pluck();
  return profiles.map((p) => {
    const prods = products.all(p.id, MAX_LISTED) as { id: number; sku: string }[];
    return {
      id: p.id,
      name: p.name,
      productCount: count.get(p.id) as number,
      distributionCenterIds: dcs.all(p.id) as number[],
      productIds: prods.map((r) => r.id),
      skus: prods.map((r) => r.sku),
      orderIds: orders.all(p.id, MAX_LISTED) as number[],
      customFieldIds: fields.all(p.id) as number[],
    };
  });
}
