// A journal written before grouped writes (no groups table, no rows.group_id) opens, gains
// both, and its planned rows are sent grouped on resume, each value once.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeImport } from '../../../main/jobs/index.js';
import { Journal } from '../../../main/journal/index.js';
import { fileSha256 } from '../../../main/jobs/ingest/file-hash.js';
import {
  freshOnRetry,
  mutations,
  resetCounters,
  startClientService,
  tempDir,
  type TestService,
} from '../../support/index.js';

// The journal schema as it was before issue 11 (main/journal/schema.ts at 24ed3e8).
const OLD_SCHEMA = `
CREATE TABLE job (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE rows (seq INTEGER PRIMARY KEY, row_number INTEGER NOT NULL, part INTEGER NOT NULL DEFAULT 0, value_column TEXT, key TEXT, sku TEXT,
  parent_id INTEGER, child_key TEXT, fields TEXT, method TEXT, path TEXT, body TEXT,
  state TEXT NOT NULL CHECK (state IN ('pending','sent','done','failed','invalid','unchanged','skipped')), result TEXT, status INTEGER,
  message TEXT, old TEXT, new TEXT, existed INTEGER, attempts INTEGER NOT NULL DEFAULT 0);
CREATE TABLE parents (id INTEGER PRIMARY KEY, profile_id INTEGER);
CREATE TABLE current (parent_id INTEGER NOT NULL, child_key TEXT NOT NULL, value TEXT, PRIMARY KEY (parent_id, child_key));`;

let svc: TestService;
let dir: string;
const start = async (): Promise<void> => {
  svc = await startClientService({ seedProducts: 20 });
  dir = tempDir('cb-grouped-migrate-');
};
beforeAll(start);
afterAll(async () => {
  await svc?.close();
});
// A CI retry would meet the first attempt's journal file and its values on the sandbox (the
// old schema refused as existing, nothing to send): a fresh sandbox and folder, for a retry only.
freshOnRetry(async () => {
  await svc.close();
  await start();
});

describe('an older journal', () => {
  it('gains group_id and the groups table, and its planned rows go out grouped on resume', async () => {
    const file = join(dir, 'attrs.csv');
    writeFileSync(file, 'Product ID,Name,Value\n2000003,MColor,Red\n2000003,MSize,L\n');
    const id = '20260101-000000-abcdef';
    const db = new Database(join(dir, `${id}.sqlite`));
    db.exec(OLD_SCHEMA);
    const data = {
      id,
      status: 'planned',
      resource: 'AttributeValues',
      operation: 'upsert',
      file,
      fileSha256: await fileSha256(file),
      headers: ['Product ID', 'Name', 'Value'],
      out: join(dir, 'attrs-result.csv'),
      connection: { label: 'test', baseUrl: svc.sandbox.url },
      dryRun: false,
      preflight: true,
      timings: {},
      startedAt: new Date().toISOString(),
      mapping: {
        version: 1,
        resource: 'AttributeValues',
        operation: 'upsert',
        constants: {},
        valueMaps: {},
        columns: [
          { column: 'Product ID', field: 'ProductID' },
          { column: 'Name', field: 'Name' },
          { column: 'Value', field: 'Value' },
        ],
      },
    };
    db.prepare('INSERT INTO job (id, created_at, data) VALUES (?, ?, ?)').run(id, data.startedAt, JSON.stringify(data));
    const insert =
      db.prepare(`INSERT INTO rows (row_number, part, key, parent_id, child_key, fields, method, path, body, state, new, existed)
      VALUES (?, 0, ?, 2000003, ?, ?, 'POST', '/v1/AttributeValues', ?, 'pending', ?, 0)`);
    for (const [n, name, value] of [
      [2, 'MColor', 'Red'],
      [3, 'MSize', 'L'],
    ] as const) {
      const fields = { ProductID: 2000003, Name: name, Value: value, ProfileID: 12000002 };
      insert.run(n, `${name}|2000003`, name, JSON.stringify(fields), JSON.stringify(fields), value);
    }
    db.close();

    const j = Journal.open(id, dir);
    expect([...j.iterateInOrder()].map((r) => r.group_id)).toEqual([null, null]);
    expect(j.groups.requestsByProfile()).toEqual([{ profile: 12000002, requests: 2, values: 2 }]);
    j.close();

    await resetCounters(svc.sandbox);
    const o = await resumeImport(id, svc.client, { jobsDir: dir });
    expect(o.exitCode).toBe(0);
    expect(o.counts).toMatchObject({ Created: 2 });
    expect(await mutations(svc.sandbox)).toEqual({
      "AttributeValues(Name='MColor',ProductID=2000003)": 1,
      "AttributeValues(Name='MSize',ProductID=2000003)": 1,
      'Products(2000003)/UpdateAttributes': 1,
    });
  });
});
