// Issue 12's proof that there is one export engine: the same list, with a filter, chosen
// fields and an expansion, exported once by the CLI (a child process, as a user runs it) and
// once by the app (its validated IPC dispatcher and handler table), both against the same
// sandbox, gives the same workbook: every sheet's name and every cell's value and type
// (number, string, boolean, date) in XLSX, and the same bytes in CSV.
// This file: lists with a filter, chosen fields and expansions. The whole catalogue, templates
// and a stopped save: cli-app-parity-catalogue.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, type Service, show, type TestApp } from '../../support/index.js';
import { typedCells, useParityBed } from './cli-app-parity.fixtures.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let app: TestApp;
let dir: string;
useParityBed((s, a, d) => {
  svc = s;
  app = a;
  dir = d;
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
