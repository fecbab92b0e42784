// Issue 12's proof that there is one export engine, for the whole catalogue (issue 15) and
// the empty templates: exported once by the CLI (a child process, as a user runs it) and once
// by the app (its validated IPC dispatcher and handler table), both against the same sandbox,
// they give the same cells in XLSX and the same bytes in CSV; and the app stops a save through
// the engine. Lists with filters, fields and expansions: cli-app-parity-lists.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, type Service, show, type TestApp } from '../../support/index.js';
import { type TypedCell, typedCells, useParityBed } from './cli-app-parity.fixtures.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let app: TestApp;
let dir: string;
useParityBed((s, a, d) => {
  svc = s;
  app = a;
  dir = d;
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
