// Issue 12's proof that there is one export engine: the same list, with a filter, chosen
// fields and an expansion, exported once by the CLI (a child process, as a user runs it) and
// once by the app (its validated IPC dispatcher and handler table), both against the same
// sandbox, gives the same workbook: every sheet's name and every cell's value and type
// (number, string, boolean, date) in XLSX, and the same bytes in CSV.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  killChildren,
  removeDir,
  type Service,
  show,
  startService,
  startTestApp,
  tempDir,
  type TestApp,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let app: TestApp;
let dir: string;
beforeAll(async () => {
  svc = await startService({ seedProducts: 250 }); // Products: three pages, so a save can be stopped halfway
  dir = tempDir('cb-export-parity-');
  app = await startTestApp({}, join(dir, 'app'));
  const c = svc.sandbox.credentials;
  const added = await app.call('connections.addRefreshToken', {
    name: 'Parity',
    baseUrl: c.baseUrl,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
  });
  await app.call('connections.setActive', { id: added.id });
}, 60_000);
afterAll(async () => {
  killChildren();
  await app?.ctx.dispose();
  await svc?.close();
  removeDir(dir);
});

interface Case {
  name: string;
  list: string;
  filter?: string;
  select?: string[];
  expand?: string[];
  orderby?: string;
}
const CASES: Case[] = [
  {
    name: 'dcs',
    list: 'DistributionCenters',
    filter: 'ID ge 1',
    select: [
      'ID',
      'Name',
      'Country',
      'PickupLocation',
      'ShipLocation',
      'HandlingTimeMinutes',
      'Latitude',
      'DeletedDateUtc',
    ],
    expand: ['OperatingHours'],
    orderby: 'ID',
  },
  {
    name: 'products',
    list: 'Products',
    filter: 'ID gt 1000002',
    select: ['ID', 'Sku', 'Title'],
    expand: ['DCQuantities', 'Attributes'],
    orderby: 'ID desc',
  },
  {
    name: 'orders',
    list: 'Orders',
    filter: 'ProfileID eq 12000001',
    select: ['ID', 'SiteOrderID', 'CreatedDateUtc', 'DistributionCenterTypeRollup'],
    expand: ['CustomFields'],
    orderby: 'ID',
  },
  {
    name: 'profiles',
    list: 'Profiles',
    select: ['ID', 'AccountName', 'CurrencyCode', 'DefaultDistributionCenterID'],
    expand: ['*'],
  },
  { name: 'documents', list: 'ChannelDocuments', filter: 'ID gt 0' },
];

/** The navigations a case expands ('*' on Profiles: both of them). */
function expansions(c: Case): string[] {
  return c.expand?.[0] === '*' ? ['SiteAccounts', 'ShippingLabelPartnerAccounts'] : (c.expand ?? []);
}

function cliArgs(c: Case, out: string): string[] {
  return [
    'export',
    c.list,
    '--out',
    out,
    '--credentials',
    svc.creds,
    ...(c.filter ? ['--filter', c.filter] : []),
    ...(c.select ? ['--select', c.select.join(',')] : []),
    ...(c.expand ? ['--expand', c.expand.join(',')] : []),
    ...(c.orderby ? ['--orderby', c.orderby] : []),
  ];
}

async function viaApp(c: Case, out: string, format: 'xlsx' | 'csv'): Promise<number> {
  const orderby = c.orderby ? [{ property: c.orderby.split(' ')[0]!, desc: c.orderby.endsWith(' desc') }] : undefined;
  const r = await app.call('export.save', {
    list: c.list,
    target: app.saveTo(out),
    format,
    ...(c.filter ? { filter: c.filter } : {}),
    ...(c.select ? { select: c.select } : {}),
    ...(c.expand ? { expand: c.expand } : {}),
    ...(orderby ? { orderby } : {}),
  });
  return r.rows;
}

type TypedCell = { type: 'number' | 'string' | 'boolean' | 'date' | 'empty' | 'other'; value: unknown };

/** Every visible sheet by name, each cell with the type a spreadsheet gives it (the hidden baseline differs in when it was taken). */
async function typedCells(path: string): Promise<Record<string, TypedCell[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const out: Record<string, TypedCell[][]> = {};
  for (const ws of wb.worksheets.filter((w) => w.state === 'visible')) {
    const rows: TypedCell[][] = [];
    const width = ws.columnCount; // walks every row: read it once, not once a row
    ws.eachRow({ includeEmpty: true }, (row) => {
      const cells: TypedCell[] = [];
      for (let i = 1; i <= width; i++) {
        const v = row.getCell(i).value as unknown;
        cells.push(
          v === null || v === undefined
            ? { type: 'empty', value: null }
            : v instanceof Date
              ? { type: 'date', value: v.toISOString() }
              : typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'
                ? { type: typeof v as 'number', value: v }
                : { type: 'other', value: JSON.stringify(v) },
        );
      }
      rows.push(cells);
    });
    out[ws.name] = rows;
  }
  return out;
}

describe('the CLI and the app export the same list to the same cells', () => {
  it.each(CASES)('$name as XLSX', async (c) => {
    const cliOut = join(dir, `${c.name}-cli.xlsx`),
      appOut = join(dir, `${c.name}-app.xlsx`);
    const [r, appRows] = await Promise.all([cli(cliArgs(c, cliOut), join(dir, 'home')), viaApp(c, appOut, 'xlsx')]);
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain(`Exported ${appRows} rows`);
    const [fromCli, fromApp] = await Promise.all([typedCells(cliOut), typedCells(appOut)]);
    expect(fromApp).toEqual(fromCli);
    // The export is not trivially equal: rows, and a sheet per expansion with rows too.
    const sheets = Object.keys(fromCli);
    expect(sheets).toEqual([c.list, ...expansions(c)]);
    expect(fromCli[c.list]!.length - 1).toBe(appRows);
    expect(appRows).toBeGreaterThan(0);
    if (c.select) expect(fromCli[c.list]![0]!.map((h) => h.value)).toEqual([...c.select, ...expansions(c)]);
    for (const nav of expansions(c)) expect(fromCli[nav]!.length, nav).toBeGreaterThan(1);
  });

  it.each(CASES)('$name as CSV, byte for byte', async (c) => {
    const cliOut = join(dir, `${c.name}-cli.csv`),
      appOut = join(dir, `${c.name}-app.csv`);
    const [r, appRows] = await Promise.all([cli(cliArgs(c, cliOut), join(dir, 'home')), viaApp(c, appOut, 'csv')]);
    expect(r.code, show(r)).toBe(0);
    const [a, b] = [readFileSync(cliOut), readFileSync(appOut)];
    expect(b.equals(a), `${cliOut} and ${appOut} differ`).toBe(true);
    expect(a.toString('utf8').trim().split('\r\n').length - 1).toBe(appRows);
  });

  it('types the cells: numbers, booleans, text and ISO dates as text', async () => {
    const wb = await typedCells(join(dir, 'dcs-cli.xlsx'));
    const [header, first] = wb.DistributionCenters!;
    const at = (name: string) => first![header!.findIndex((h) => h.value === name)]!;
    expect(at('ID').type).toBe('number');
    expect(at('HandlingTimeMinutes').type).toMatch(/number|empty/);
    expect(at('ShipLocation').type).toBe('boolean');
    expect(at('Name').type).toBe('string');
    expect(at('OperatingHours').type).toBe('string');
    const orders = (await typedCells(join(dir, 'orders-cli.xlsx'))).Orders!;
    expect(orders[1]![orders[0]!.findIndex((h) => h.value === 'CreatedDateUtc')]).toEqual({
      type: 'string',
      value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

// The whole catalogue (issue 15), through the app's picker ids: every product, a column per
// attribute name or DC; and an empty template. Same cells, same CSV bytes as the CLI's.
const CATALOGUE = [
  { name: 'attributes', list: 'AttributeValues', args: ['AttributeValues'], filter: undefined },
  { name: 'stock', list: 'DCQuantities', args: ['DCQuantities'], filter: 'ProfileID eq 12000002' },
  { name: 'template', list: 'template:DCQuantities', args: ['--template', 'DCQuantities'], filter: undefined },
] as const;

describe('the CLI and the app export the whole catalogue and templates to the same cells', () => {
  it('offers them in the app', async () => {
    const { lists } = await app.call('export.lists', {});
    expect(lists.filter((l) => l.kind !== 'list').map((l) => [l.id, l.kind])).toEqual([
      ['AttributeValues', 'catalogue'],
      ['DCQuantities', 'catalogue'],
      ['template:DCQuantities', 'template'],
      ['template:AttributeValues', 'template'],
      ['template:CustomFields', 'template'],
      ['template:DistributionCenters', 'template'],
    ]);
  });

  it.each(CATALOGUE)('$name as XLSX and as CSV, byte for byte', async (c) => {
    const out = (who: string, ext: string) => join(dir, `${c.name}-${who}.${ext}`);
    for (const ext of ['xlsx', 'csv'] as const) {
      const [r, saved] = await Promise.all([
        cli(
          [
            'export',
            ...c.args,
            '--out',
            out('cli', ext),
            '--credentials',
            svc.creds,
            ...(c.filter ? ['--filter', c.filter] : []),
          ],
          join(dir, 'home'),
        ),
        app.call('export.save', {
          list: c.list,
          target: app.saveTo(out('app', ext)),
          format: ext,
          ...(c.filter ? { filter: c.filter } : {}),
        }),
      ]);
      expect(r.code, show(r)).toBe(0);
      if (ext === 'csv') {
        const [a, b] = [readFileSync(out('cli', ext)), readFileSync(out('app', ext))];
        expect(b.equals(a), `${c.name}: CSVs differ`).toBe(true);
      } else expect(await typedCells(out('app', ext))).toEqual(await typedCells(out('cli', ext)));
      if (c.name !== 'template') expect(r.stdout).toContain(`Exported ${saved.rows} products`);
    }
    const cells = await typedCells(out('cli', 'xlsx'));
    const sheet = Object.values(cells)[0]!;
    const text = (row: TypedCell[]) => row.map((x) => x.value);
    if (c.name === 'attributes') {
      expect(text(sheet[0]!)).toEqual(['ProductID', 'Sku', 'ProfileID', 'Color', 'Size']);
      expect(sheet.length - 1).toBe(500); // every product of both profiles, with a value or not
      expect(text(sheet[1]!)).toEqual([1000001, '000001-WHT', 12000001, null, null]);
      expect(text(sheet[3]!)).toEqual([1000003, '000003-BLU', 12000001, 'Blue', null]);
    } else if (c.name === 'stock') {
      expect(text(sheet[0]!)).toEqual([
        'ProductID',
        'Sku',
        'ProfileID',
        'Contoso Berlin (CH-BER)',
        'Contoso Hamburg Store (CH-HAM)',
        'Contoso FBA (CH-FBA)',
        'Contoso Drop Ship (CH-DS)',
      ]);
      expect(sheet.length - 1).toBe(250); // Contoso's products only (the filter)
      expect(text(sheet[1]!)).toEqual([2000001, '0000001', 12000002, 7, null, 13, null]);
    } else
      expect(sheet.map(text)).toEqual([
        [
          'Sku',
          'Northwind Main Warehouse (NW-MAIN)',
          'Contoso Berlin (CH-BER)',
          'Contoso Hamburg Store (CH-HAM)',
          'Contoso FBA (CH-FBA)',
          'Contoso Drop Ship (CH-DS)',
        ],
      ]);
  });

  it('previews the catalogue through the same reader', async () => {
    const preview = await app.call('export.preview', { list: 'AttributeValues', top: 4 });
    expect(preview).toEqual({
      columns: ['ProductID', 'Sku', 'ProfileID', 'Color', 'Size'],
      rows: [
        ['1000001', '000001-WHT', '12000001', '', ''],
        ['1000002', '000002-RED', '12000001', '', ''],
        ['1000003', '000003-BLU', '12000001', 'Blue', ''],
        ['1000004', '000004-BLK', '12000001', '', 'M'],
      ],
      count: 500,
    });
  });
});

describe('the app stops a save through the engine', () => {
  it('export.cancel ends a running save with an error event and no file', async () => {
    const out = join(dir, 'stopped-products.xlsx');
    const earlier = new Set(app.events.map((e) => (e.payload as { exportId?: string }).exportId));
    const save = app.call('export.save', { list: 'Products', target: app.saveTo(out), format: 'xlsx' });
    save.catch(() => undefined);
    const first = (await app.waitFor(
      'export.progress',
      (p: { exportId: string; rows: number; done: boolean }) => !earlier.has(p.exportId) && !p.done && p.rows > 0,
    )) as { exportId: string };
    expect(await app.call('export.cancel', { exportId: first.exportId })).toEqual({ stopped: true });
    await expect(save).rejects.toThrow(/Export stopped; no file was written/);
    const last = await app.waitFor(
      'export.progress',
      (p: { exportId: string; done: boolean }) => p.exportId === first.exportId && p.done,
    );
    // Issue 40: the reason also comes as data, for the window to say in the user's language.
    expect(last).toMatchObject({
      error: 'Export stopped; no file was written.',
      shownError: { id: 'errors:export.stopped' },
    });
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith('stopped-products'))).toEqual([]);
    expect(await app.call('export.cancel', { exportId: first.exportId })).toEqual({ stopped: false });
  });
});
