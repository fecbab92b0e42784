// `export`: lists to XLSX and CSV with --filter --select --orderby --top, every page
// followed; keyed exports (DCQuantities, AttributeValues, CustomFields) that import back
// with every row Unchanged and no write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  column,
  killChildren,
  NW,
  readCsv,
  readXlsx,
  removeDir,
  type Service,
  show,
  startService,
  tempDir,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
let home: string;
const DCS = 130; // more than one page of 100
beforeAll(async () => {
  svc = await startService();
  dir = tempDir();
  home = join(dir, 'home');
  // Fill the service through the CLI itself: DistributionCenters are created (the default operation).
  const file = join(dir, 'dcs.csv');
  const rows = Array.from(
    { length: DCS },
    (_, i) => `Export ${i},EXP-${String(i).padStart(3, '0')},Leeds,GB,Warehouse`,
  );
  writeFileSync(file, `Name,Code,City,Country,Type\n${rows.join('\n')}\n`);
  const r = await cli(
    [
      'import',
      file,
      '--resource',
      'DistributionCenters',
      '--credentials',
      svc.creds,
      // The sandbox's token covers two profiles: new centers need theirs named (issue 14).
      '--profile',
      String(NW),
      '--out',
      join(dir, 'dcs-result.csv'),
    ],
    home,
  );
  if (r.code !== 0) throw new Error(`setup import failed: ${show(r)}`);
}, 60_000);
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

async function listAll(path: string): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  let next: string | undefined = path;
  while (next) {
    const page = (await svc.get(next)) as { value: Record<string, unknown>[]; '@odata.nextLink'?: string };
    all.push(...page.value);
    const link = page['@odata.nextLink'];
    next = link ? link.slice(link.indexOf('/v1/')) : undefined;
  }
  return all;
}

describe('list export', () => {
  it('follows every page to CSV and XLSX, with typed columns', async () => {
    const all = await listAll('/v1/DistributionCenters');
    expect(all.length).toBeGreaterThan(100);
    const [csv, xlsx] = await Promise.all([
      cli(['export', 'DistributionCenters', '--credentials', svc.creds, '--out', join(dir, 'all.csv')], home),
      cli(['export', 'DistributionCenters', '--credentials', svc.creds, '--out', join(dir, 'all.xlsx')], home),
    ]);
    expect(csv.code, show(csv)).toBe(0);
    expect(xlsx.code, show(xlsx)).toBe(0);
    const rows = readCsv(join(dir, 'all.csv'));
    expect(rows.length - 1).toBe(all.length);
    expect(column(rows, 'Code').sort()).toEqual(all.map((d) => String(d.Code)).sort());
    const wb = await readXlsx(join(dir, 'all.xlsx'));
    const sheet = wb[Object.keys(wb)[0]!]!;
    expect(sheet.length - 1).toBe(all.length);
    expect(typeof column(sheet, 'ID')[0]).toBe('number');
  });

  it('applies --filter, --select, --orderby and --top', async () => {
    const out = join(dir, 'some.csv');
    const r = await cli(
      [
        'export',
        'DistributionCenters',
        '--credentials',
        svc.creds,
        '--out',
        out,
        '--filter',
        "startswith(Code,'EXP-')",
        '--select',
        'ID,Code,Name',
        '--orderby',
        'Code desc',
        '--top',
        '120',
      ],
      home,
    );
    expect(r.code, show(r)).toBe(0);
    const rows = readCsv(out);
    expect(rows[0]).toEqual(['ID', 'Code', 'Name']);
    const codes = rows.slice(1).map((x) => x[1]!);
    expect(codes).toHaveLength(120);
    expect(codes[0]).toBe(`EXP-${DCS - 1}`);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes.every((c) => c.startsWith('EXP-'))).toBe(true);
  });

  it('exports every other list', async () => {
    const lists = [
      'DistributionCenterOperatingHours',
      'ChannelDocuments',
      'ChannelDocuments/NotSupplied',
      'Profiles',
      'Packages',
    ];
    const runs = await Promise.all(
      lists.map((l, i) => cli(['export', l, '--credentials', svc.creds, '--out', join(dir, `list-${i}.xlsx`)], home)),
    );
    runs.forEach((r, i) => expect(r.code, `${lists[i]}: ${show(r)}`).toBe(0));
    const profiles = await readXlsx(join(dir, 'list-3.xlsx'));
    const p = profiles[Object.keys(profiles)[0]!]!;
    expect(column(p, 'ID')).toEqual([12000001, 12000002]);
  });

  it('an unknown list or a bad filter exits 2 with a clear message', async () => {
    const [unknown, badFilter] = await Promise.all([
      cli(['export', 'Widgets', '--credentials', svc.creds, '--out', join(dir, 'w.csv')], home),
      cli(
        [
          'export',
          'DistributionCenters',
          '--filter',
          "Code eq 'unterminated",
          '--credentials',
          svc.creds,
          '--out',
          join(dir, 'f.csv'),
        ],
        home,
      ),
    ]);
    expect(unknown.code, show(unknown)).toBe(2);
    expect(unknown.stderr).toMatch(/Widgets/);
    expect(badFilter.code, show(badFilter)).toBe(2);
    expect(badFilter.stderr).toMatch(/filter|syntax|quote/i);
  });
});

describe('keyed export', () => {
  it('fills keys with current values in a layout that imports back all Unchanged, with no write', async () => {
    const cases = [
      {
        resource: 'DCQuantities',
        set: 'SKU,DC,Qty\n0000011,1,11\n0000011,2,12\n0000012,3,13\n',
        keys: 'SKU,DC\n0000011,1\n0000011,2\n0000012,3\n',
      },
      {
        resource: 'AttributeValues',
        set: 'SKU,Attribute,Value\n0000013,Colour,Teal\n0000014,Size,XL\n',
        keys: 'SKU,Attribute\n0000013,Colour\n0000014,Size\n',
      },
      {
        resource: 'CustomFields',
        set: 'Order ID,Field ID,Value\n6000001,201,A-1\n6000002,202,B-2\n',
        keys: 'Order ID,Field ID\n6000001,201\n6000002,202\n',
      },
    ];
    // Each stage runs for the three resources at once; the writes are checked across all of them.
    const run = (c: (typeof cases)[number], stage: string, args: string[]) =>
      cli([...args, '--credentials', svc.creds], home).then((r) => {
        expect(r.code, `${c.resource} ${stage}: ${show(r)}`).toBe(0);
        return r;
      });
    const path = (c: (typeof cases)[number], what: string, ext = 'csv') => join(dir, `${what}-${c.resource}.${ext}`);
    for (const c of cases) {
      writeFileSync(path(c, 'set'), c.set);
      writeFileSync(path(c, 'keys'), c.keys);
    }
    await Promise.all(
      cases.map((c) =>
        run(c, 'set', ['import', path(c, 'set'), '--resource', c.resource, '--out', path(c, 'set-result')]),
      ),
    );
    await Promise.all(
      cases.map((c) =>
        run(c, 'export', ['export', c.resource, '--keys', path(c, 'keys'), '--out', path(c, 'keyed', 'xlsx')]),
      ),
    );
    const before = await svc.mutations();
    await Promise.all(
      cases.map((c) =>
        run(c, 'import back', ['import', path(c, 'keyed', 'xlsx'), '--resource', c.resource, '--out', path(c, 'back')]),
      ),
    );
    for (const c of cases) {
      const n = c.keys.trim().split('\n').length - 1;
      expect(column(readCsv(path(c, 'back')), 'Result'), c.resource).toEqual(Array(n).fill('Unchanged'));
    }
    expect(await svc.mutations()).toEqual(before);
  });
});
