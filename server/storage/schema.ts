// SQLite schema of the sandbox. Business tables keep one column per property the sandbox
// filters or keys on; DistributionCenter keeps its many optional properties as one JSON
// document. `version` columns feed the weak ETags; mutation_counts counts applied writes
// per entity key, incremented in the same transaction as the write (tests prove "exactly once").
import type Database from 'better-sqlite3';

const DDL = `
CREATE TABLE IF NOT EXISTS profiles (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, company_name TEXT NOT NULL, currency_code TEXT NOT NULL,
  time_zone_region TEXT NOT NULL, default_dc_id INTEGER, site_accounts TEXT NOT NULL, label_accounts TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS distribution_centers (
  id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, doc TEXT NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS dc_profile ON distribution_centers(profile_id);
CREATE TABLE IF NOT EXISTS operating_hours (
  dc_id INTEGER NOT NULL, day_id TEXT NOT NULL, day_order INTEGER NOT NULL, open_time TEXT, close_time TEXT,
  profile_id INTEGER NOT NULL, PRIMARY KEY (dc_id, day_id));
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, sku TEXT NOT NULL, title TEXT NOT NULL, brand TEXT,
  upc TEXT, created_utc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS product_labels (
  product_id INTEGER NOT NULL, name TEXT NOT NULL, profile_id INTEGER NOT NULL, PRIMARY KEY (product_id, name));
CREATE INDEX IF NOT EXISTS products_profile ON products(profile_id, id);
CREATE UNIQUE INDEX IF NOT EXISTS products_sku ON products(profile_id, sku);
CREATE TABLE IF NOT EXISTS dc_quantities (
  dc_id INTEGER NOT NULL, product_id INTEGER NOT NULL, profile_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (product_id, dc_id));
CREATE INDEX IF NOT EXISTS dcq_profile ON dc_quantities(profile_id, product_id);
CREATE TABLE IF NOT EXISTS attribute_values (
  name TEXT NOT NULL, product_id INTEGER NOT NULL, profile_id INTEGER NOT NULL, value TEXT,
  version INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (product_id, name));
CREATE INDEX IF NOT EXISTS av_profile ON attribute_values(profile_id, product_id);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, site_order_id TEXT NOT NULL, site_name TEXT NOT NULL,
  created_utc TEXT NOT NULL, buyer_email TEXT, total_price REAL NOT NULL, dc_type_rollup TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_profile ON orders(profile_id, id);
CREATE TABLE IF NOT EXISTS custom_field_defs (
  field_id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS custom_fields (
  field_id INTEGER NOT NULL, order_id INTEGER NOT NULL, profile_id INTEGER NOT NULL, value TEXT,
  version INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (order_id, field_id));
CREATE INDEX IF NOT EXISTS cf_profile ON custom_fields(profile_id, order_id);
CREATE TABLE IF NOT EXISTS channel_documents (
  id INTEGER PRIMARY KEY, document_key TEXT NOT NULL UNIQUE, profile_id INTEGER NOT NULL, order_id INTEGER NOT NULL,
  document_type TEXT, contents BLOB NOT NULL, adjustment_id TEXT, invoice_number TEXT, total_amount REAL,
  total_vat_amount REAL, status TEXT, created_utc TEXT NOT NULL, updated_utc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS not_supplied_documents (
  id INTEGER NOT NULL, profile_id INTEGER NOT NULL, document_type TEXT NOT NULL, PRIMARY KEY (id, document_type));
CREATE TABLE IF NOT EXISTS packages (
  id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT, shipping_carrier TEXT,
  length REAL NOT NULL, width REAL NOT NULL, height REAL NOT NULL, empty_weight REAL);
CREATE TABLE IF NOT EXISTS mutation_counts (key TEXT PRIMARY KEY, count INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sandbox_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/**
 * Product columns the real service has and the first sandbox did not (issue 10). Added with
 * ALTER TABLE so a data dir made by an older sandbox keeps working; its products get the defaults.
 */
const PRODUCT_COLUMNS: [string, string][] = [
  ['classification', 'TEXT'],
  ['is_parent', 'INTEGER NOT NULL DEFAULT 0'],
  ['is_in_relationship', 'INTEGER NOT NULL DEFAULT 0'],
  ['relationship_name', 'TEXT'],
  ['updated_utc', 'TEXT'],
  ['quantity_updated_utc', 'TEXT'],
];

/** Products as the real service serves them: stored columns plus the sums and lists derived from other tables. */
const PRODUCTS_VIEW = `
DROP VIEW IF EXISTS products_full;
CREATE VIEW products_full AS SELECT p.*,
  (SELECT COALESCE(SUM(q.quantity), 0) FROM dc_quantities q WHERE q.product_id = p.id) AS total_quantity,
  (SELECT json_group_array(json_object('Name', l.name)) FROM (SELECT name FROM product_labels WHERE product_id = p.id ORDER BY name) l) AS labels
FROM products p;
`;

export function initSandboxSchema(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.exec(DDL);
  const have = new Set((db.prepare('PRAGMA table_info(products)').all() as { name: string }[]).map((c) => c.name));
  for (const [name, type] of PRODUCT_COLUMNS)
    if (!have.has(name)) db.exec(`ALTER TABLE products ADD COLUMN ${name} ${type}`);
  db.exec(PRODUCTS_VIEW);
}
