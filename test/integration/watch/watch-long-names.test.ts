// Issue 38, names that always fit: a real `watch --once` against the real sandbox with files
// whose names are 254 characters (one byte each) and 83 three-byte characters (253 bytes): each
// is imported, its result and undo workbooks exist under a shortened stem with a short hash and
// read back, the values are on the service, and the next run neither resumes nor exits 2. The
// same bytes under another long name are refused as already imported (their hash was remembered).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXlsx, startCli, type Service } from '../../support/index.js';
import { expectValues, jsonLines, stockCsv, useWatchBed } from './watch-helpers.js';

let svc: Service;
let dir: string;
useWatchBed('cb-watch-long-', (s, d) => {
  svc = s;
  dir = d;
});

describe('watch: long names', () => {
  it.each([
    ['254 ASCII characters', `${'s'.repeat(250)}.csv`, 940_000],
    ['253 bytes of three-byte characters', `${'€'.repeat(83)}.csv`, 950_000],
  ])(
    'a name of %s is imported with its workbooks and never blocks the folder',
    async (_what, name, base) => {
      const folder = join(dir, `drop-${base}`);
      const home = join(dir, `home-${base}`);
      mkdirSync(folder);
      const stock = stockCsv(base, 1, 4);
      writeFileSync(join(folder, name), stock.text);
      const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--json'];
      const run = await startCli([...args, '--settle', '1', '--min-rows', '0'], { COMMERCE_BULK_HOME: home }).done;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('Not imported');
      await expectValues(svc, stock.values);

      const [object] = jsonLines(run.stdout);
      expect(object).toMatchObject({ status: 'succeeded', exitCode: 0, file: join(folder, name) });
      const processed = readdirSync(join(folder, 'processed')).sort();
      expect(processed).toHaveLength(3);
      for (const f of processed) expect(Buffer.byteLength(f)).toBeLessThanOrEqual(255);
      const stem = processed.find((f) => f.endsWith('.csv'))!.slice(0, -4);
      expect(stem).toMatch(/~[0-9a-f]{8}$/);
      expect(name.startsWith(stem.slice(0, -9))).toBe(true);
      expect(processed).toEqual([`${stem}.csv`, `${stem}.result.xlsx`, `${stem}.undo.xlsx`].sort());
      expect(object!.result).toBe(join(folder, 'processed', `${stem}.result.xlsx`));
      // The result workbook reads back: one row per line of the file, each Updated or Created.
      const results = (await readXlsx(object!.result!))['Results']!;
      expect(results.length - 1).toBe(stock.values.size);
      const resultCol = results[0]!.indexOf('Result');
      expect(results.slice(1).filter((r) => r[resultCol] !== 'Updated' && r[resultCol] !== 'Created')).toEqual([]);

      // The next run: nothing left over, nothing resumed, exit 0.
      const next = await startCli([...args, '--settle', '1'], { COMMERCE_BULK_HOME: home }).done;
      expect(next.code, next.stderr).toBe(0);
      expect(next.stderr).not.toContain('Resuming');
      // The same bytes under another long name: remembered, refused, nothing sent.
      const mutations = await svc.mutations();
      writeFileSync(join(folder, `${'t'.repeat(250)}.csv`), stock.text);
      const dup = await startCli([...args, '--settle', '1'], { COMMERCE_BULK_HOME: home }).done;
      expect(dup.code, dup.stderr).toBe(1);
      expect(jsonLines(dup.stdout)[0]!.message).toMatch(/^already imported on /);
      expect(await svc.mutations()).toEqual(mutations);
      expect(readdirSync(join(folder, 'failed')).every((f) => Buffer.byteLength(f) <= 255)).toBe(true);
    },
    90_000,
  );
});
