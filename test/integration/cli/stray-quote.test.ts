// Issue 32, finding 1: one stray quote in row 5 of a 199-row CSV swallowed the 194 rows after
// it into one cell and the import ended with exit 0. Now the run stops before anything is
// sent, naming the line and the column and how to fix the file.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

const FIX =
  'A cell starts with a quote: quote the whole cell and double the quote inside, or save the file again from the spreadsheet program.';

describe('a stray quote in a CSV', () => {
  it('stops the import with exit 2, the line and column named, nothing sent', async () => {
    const lines = ['SKU,Color,Name'];
    for (let i = 1; i <= 199; i++) {
      const sku = String(i).padStart(7, '0');
      lines.push(i === 5 ? `${sku},"Dark" Red,"13" Kissen` : `${sku},Red,Kissen ${i}`);
    }
    const file = join(dir, 'cushions.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const out = join(dir, 'cushions-result.xlsx');
    const before = await svc.mutations();
    const r = await cli(
      ['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(
      'A stray quote in line 6, column B (2): "Dark" Red,"13" Kissen opens a quoted cell that never closes, ' +
        `so the rest of the file would be read into it (cushions.csv, row 6). ${FIX}`,
    );
    expect(r.stdout).not.toMatch(/Rows:/);
    expect(existsSync(out)).toBe(false);
    expect(await svc.mutations()).toEqual(before);
  });
});
