// Issue 10 added Product columns; a data dir written by an older sandbox (products without
// them, no product_labels rows) must keep starting, and its products read with the defaults.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { call, refreshToken, startStrictSandbox, tempDir } from '../../support/index.js';

const dir = tempDir('sandbox-older-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('an older data dir gains the Product columns on start', async () => {
  const first = await startStrictSandbox({ strict: false, dataDir: dir, seedProducts: 5 });
  await first.close();
  const db = new Database(join(dir, 'sandbox.db'));
  db.exec('DROP VIEW products_full; DROP TABLE product_labels;');
  for (const c of [
    'classification',
    'is_parent',
    'is_in_relationship',
    'relationship_name',
    'updated_utc',
    'quantity_updated_utc',
  ]) {
    db.exec(`ALTER TABLE products DROP COLUMN ${c}`);
  }
  db.close();

  const s = await startStrictSandbox({ strict: false, dataDir: dir, seedProducts: 5 });
  try {
    const token = await refreshToken(s);
    const r = await call(
      s,
      token,
      'GET',
      '/v1/Products(1000001)?$select=ID,Classification,Labels,IsParent,UpdateDateUtc,TotalAvailableQuantity',
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      '@odata.context': `${s.url}/v1/$metadata#Products(ID,Classification,Labels,IsParent,UpdateDateUtc,TotalAvailableQuantity)/$entity`,
      ID: 1000001,
      Classification: null,
      Labels: [],
      IsParent: false,
      UpdateDateUtc: null,
      TotalAvailableQuantity: 7,
    });
  } finally {
    await s.close();
  }
});
