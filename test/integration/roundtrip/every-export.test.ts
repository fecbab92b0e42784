// Issue 26: every export the app and the CLI can write, imported back as it is, has nothing
// to send. For each exportable resource and layout (the lists an import takes, the whole
// catalogue, the keyed exports; templates aside) and both formats: `export` with no options,
// then `import` with the default operation and no options: each row is Unchanged, the run
// exits 0, an exported ID is the key, the read-only columns are left out with the reason
// under "Columns:", and the sandbox counts no write. The set of exports comes from the
// registries, so a new exportable resource joins the test (or must be named as not importable).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_LISTS, IMPORT_RESOURCES, isImportResource } from '../../../main/jobs/index.js';
import { CATALOGUE_EXPORTS } from '../../../main/jobs/export/catalogue-export.js';
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

// Lists no import takes: they are exported to be read, not to come back.
const READ_ONLY_LISTS = [
  'DistributionCenterOperatingHours',
  'ChannelDocuments/NotSupplied',
  'Profiles',
  'Packages',
  'Products',
  'Orders',
];
// The keyed exports (`export <resource> --keys <file>`): values seeded through the CLI first
// (Contoso's SKUs 0000001.. in its DCs 1-4, its orders 6000001.. with custom fields 203-204),
// then a sheet of their keys exported.
const SEEDS: Record<string, string> = {
  DCQuantities: 'SKU,DC,Qty\n0000001,1,5\n0000001,2,6\n0000002,3,2147483647\n0000003,4,1\n',
  AttributeValues: 'SKU,Attribute,Value\n0000001,Colour,Red\n0000002,Colour,00042\n0000003,Size,Ünïcödé 💡\n',
  CustomFields: 'Order ID,Field ID,Value\n6000001,203,first\n6000001,204,0001\n6000002,203,日本語 ✓\n',
};
/** The seed's key columns: its first two. */
const keysOf = (seed: string): string =>
  seed
    .trim()
    .split('\n')
    .map((line) => line.split(',').slice(0, 2).join(','))
    .join('\n');

interface Export {
  name: string;
  resource: string;
  args: string[];
}

const lists = EXPORT_LISTS.filter((l) => isImportResource(l));
const EXPORTS: Export[] = [
  ...lists.map((l) => ({ name: `${l} list`, resource: l, args: [l] })),
  ...CATALOGUE_EXPORTS.map((r) => ({ name: `${r} catalogue`, resource: r, args: [r] })),
  ...Object.keys(SEEDS).map((r) => ({ name: `${r} keyed`, resource: r, args: [r, '--keys', `keys-${r}.csv`] })),
];

/** The lines under "Columns:" in an import's output. */
function columnLines(stdout: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.indexOf('Columns:');
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    out.push(line);
  }
  return out;
}

/** The field an exported ID is the key of: a listed channel document's ID is its order's. */
const ID_KEY: Record<string, string> = { ChannelDocuments: 'OrderID' };

let svc: Service;
let dir: string;
let home: string;

beforeAll(async () => {
  svc = await startService();
  dir = tempDir('cb-every-export-');
  home = join(dir, 'home');
  await Promise.all(
    Object.entries(SEEDS).map(async ([r, seed]) => {
      writeFileSync(join(dir, `keys-${r}.csv`), `${keysOf(seed)}\n`);
      writeFileSync(join(dir, `seed-${r}.csv`), seed);
      const out = join(dir, `seed-${r}-result.csv`);
      const seeded = await cli(
        ['import', join(dir, `seed-${r}.csv`), '--resource', r, '--out', out, '--credentials', svc.creds],
        home,
      );
      expect(seeded.code, show(seeded)).toBe(0);
    }),
  );
});

afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

/** Exports `e` to `format` with no options and imports it back with the default operation. */
async function roundTrip(e: Export, format: 'csv' | 'xlsx'): Promise<void> {
  const file = join(dir, `${e.name.replace(/\W+/g, '-')}.${format}`);
  const args = e.args.map((a) => (a.startsWith('keys-') ? join(dir, a) : a));
  const exported = await cli(['export', ...args, '--out', file, '--credentials', svc.creds], home);
  expect(exported.code, show(exported)).toBe(0);
  const result = `${file}.result.csv`;
  const r = await cli(['import', file, '--resource', e.resource, '--out', result, '--credentials', svc.creds], home);
  const rows = readCsv(result);
  const results = column(rows, 'Result');
  expect(results.length, `.${format} ${show(r)}`).toBeGreaterThan(0);
  expect(
    results.filter((x) => x !== 'Unchanged'),
    `.${format} ${show(r)}\n${column(rows, 'Message').slice(0, 5).join('\n')}`,
  ).toEqual([]);
  expect(r.code, show(r)).toBe(0);
  // Every column is mapped or left out with its reason; an exported ID is the key.
  const columns = columnLines(r.stdout);
  expect(columns.length, show(r)).toBeGreaterThan(0);
  for (const line of columns) expect(line, show(r)).toMatch(/^ {2}.+ -> .+$|^ {2}.+: ignored \(.+\)$/);
  if (e.args.length === 1 && columns.some((l) => l.startsWith('  ID')))
    expect(columns, show(r)).toContain(`  ID -> ${ID_KEY[e.resource] ?? 'ID'}`);
}

describe('every export imports back with nothing to send', () => {
  it('covers every exportable list (importable or named as read-only) and every import resource', () => {
    expect([...EXPORT_LISTS].sort()).toEqual([...lists, ...READ_ONLY_LISTS].sort());
    const covered = new Set(EXPORTS.map((e) => e.resource));
    expect(IMPORT_RESOURCES.filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const e of EXPORTS) {
    // Both formats at once: two CLI runs share the machine's two cores, and neither may write.
    it(`${e.name}, .csv and .xlsx: every row Unchanged, exit 0, no write`, async () => {
      const before = await svc.mutations();
      await Promise.all((['csv', 'xlsx'] as const).map((format) => roundTrip(e, format)));
      expect(await svc.mutations()).toEqual(before);
    });
  }
});
