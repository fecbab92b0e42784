// Three small CLI findings of issue 25: `export --help` offered a ChannelDocuments template that
// export then refused; the plan line said 2000/min whatever --budget was; and when only the
// undo workbook of --out existed, the "(2)" message said --out itself held another run's file.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TEMPLATE_RESOURCES } from '../../../main/jobs/index.js';
import { cli, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

describe('export --help', () => {
  it('offers as templates only the resources export makes one for', async () => {
    const r = await cli(['export', '--help'], join(dir, 'home'));
    expect(r.code, show(r)).toBe(0);
    const option = r.stdout.slice(r.stdout.indexOf('--template'), r.stdout.indexOf('--out'));
    const flat = option.replace(/\s+/g, ' ');
    expect(flat).toContain(`(${TEMPLATE_RESOURCES.join(', ')})`);
    expect(flat).not.toContain('ChannelDocuments');
  });
});

describe('an import with --budget and a taken --out', () => {
  it('plans at the given budget and names the undo workbook that was in the way', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000001,1,5\n0000002,1,6\n');
    const out = join(dir, 'result.xlsx');
    const undo = join(dir, 'result.undo.xlsx');
    writeFileSync(undo, 'an earlier run’s undo workbook');
    const r = await cli(
      [
        'import',
        file,
        '--resource',
        'DCQuantities',
        '--credentials',
        svc.creds,
        '--out',
        out,
        '--budget',
        '600',
        '--dry-run',
      ],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toMatch(/^Plan: .* at 600\/min per profile$/m);
    expect(r.stdout).not.toContain('2000/min');
    const renamed = join(dir, 'result (2).xlsx');
    expect(r.stdout).toContain(`Result: ${renamed} (${undo} holds another run's result or undo workbook`);
    expect(existsSync(out)).toBe(false);
  });
});

// Issue 42: a header row with nothing under it (a truncated export) looked like a success.
describe('an import of a file with a header row and no rows', () => {
  it('exits 1 and says there are no rows, sending nothing', async () => {
    const file = join(dir, 'header-only.csv');
    writeFileSync(file, 'SKU,DC,Qty\n');
    const out = join(dir, 'header-only-result.xlsx');
    const r = await cli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(
      `Error: no rows: ${file} has a header row and nothing under it (a truncated export?). Nothing was sent`,
    );
  });
});
