// Issue 26: a DistributionCenters list export, imported back as it is (default operation, no
// options, CSV and XLSX), changes nothing: the exported ID is the key of each row, the columns
// only the service sets (IsDeleted, DeletedDateUtc, IsExternallyManaged) are left out with the
// reason under "Columns:", every row is Unchanged, the run exits 0 and the sandbox counts no write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  column,
  killChildren,
  readCsv,
  removeDir,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let svc: Service;
let dir: string;
let home: string;

beforeAll(async () => {
  svc = await startService();
  dir = tempDir('cb-dcs-default-');
  home = join(dir, 'home');
});

afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

async function liveCenters(): Promise<Record<string, unknown>[]> {
  return ((await svc.get('/v1/DistributionCenters?$orderby=ID')) as { value: Record<string, unknown>[] }).value;
}

describe('a DistributionCenters export imports back with the default operation', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`.${format}: every row Unchanged, exit 0, no write`, async () => {
      const file = join(dir, `dcs.${format}`);
      const exported = await cli(['export', 'DistributionCenters', '--out', file, '--credentials', svc.creds], home);
      expect(exported.code, show(exported)).toBe(0);
      const original = await liveCenters();
      expect(original.length).toBeGreaterThan(1);
      const before = await svc.mutations();
      const result = join(dir, `dcs-back-${format}.csv`);
      const r = await cli(
        ['import', file, '--resource', 'DistributionCenters', '--out', result, '--credentials', svc.creds],
        home,
      );
      const rows = readCsv(result);
      expect(column(rows, 'Result'), `${show(r)}\n${column(rows, 'Message').join('\n')}`).toEqual(
        Array(original.length).fill('Unchanged'),
      );
      expect(r.code, show(r)).toBe(0);
      for (const field of ['IsDeleted', 'DeletedDateUtc', 'IsExternallyManaged'])
        expect(r.stdout + r.stderr).toContain(`${field}: ignored ('${field}' is ${field}, which only the service sets`);
      expect(r.stdout + r.stderr).toMatch(/ID -> ID/);
      expect(await svc.mutations()).toEqual(before);
      expect(await liveCenters()).toEqual(original);
    });
  }

  it('an edited cell is sent as an update of the ID; an ID the service lacks is Invalid', async () => {
    const file = join(dir, 'dcs.csv'); // the CSV export of the test above
    const rows = readCsv(file);
    const [header] = rows;
    const name = header!.indexOf('Name');
    rows[1]![name] = 'Renamed by ID';
    rows.push(rows[2]!.map((cell, i) => (header![i] === 'ID' ? '999999' : cell)));
    const q = (c: string): string => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
    writeFileSync(file, `${rows.map((r) => r.map(q).join(',')).join('\n')}\n`);
    const id = Number(rows[1]![header!.indexOf('ID')]);
    const before = await svc.mutations();
    const result = join(dir, 'dcs-edited.csv');
    const r = await cli(
      ['import', file, '--resource', 'DistributionCenters', '--out', result, '--credentials', svc.creds],
      home,
    );
    const out = readCsv(result);
    const results = column(out, 'Result');
    expect(results[0], show(r)).toBe('Updated');
    expect(results.slice(1, -1).every((x) => x === 'Unchanged')).toBe(true);
    expect(results.at(-1)).toBe('Invalid');
    expect(column(out, 'Message').at(-1)).toContain('ID 999999 names no distribution center of this connection');
    const after = await svc.mutations();
    const writes = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(writes).toEqual([`DistributionCenters(${id})`]);
    expect(((await svc.get(`/v1/DistributionCenters(${id})`)) as { Name: string }).Name).toBe('Renamed by ID');
  });
});
