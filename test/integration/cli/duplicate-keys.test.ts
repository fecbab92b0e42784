// Issue 41, finding 7: a German ERP feed listing stock per storage bin named one key twice
// (`0000131;Berlin;5` and `0000131;Berlin;50`); the last row won (50), exit 0, though the feed
// meant 55. Now two rows of one key with different values are both Invalid by default, each
// naming the other, and nothing is sent for that key; `--duplicates sum` sends 55. The real
// CLI against the real sandbox, every value read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  killChildren,
  quantity,
  removeDir,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
beforeAll(async () => {
  svc = await startService({ seedProducts: 140, rateLimit: 0 }); // SKU 0000131 as in the trial's feed
  dir = tempDir('cb-duplicates-');
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

const BERLIN = 1;
const P131 = 2_000_131;
const P132 = 2_000_132;

function feed(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, 'Sku;DC;Qty\r\n0000131;Berlin;5\r\n0000131;Berlin;50\r\n0000132;Berlin;7\r\n');
  return file;
}

async function importJson(file: string, ...flags: string[]) {
  const args = ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--json', ...flags];
  const r = await cli([...args, '--out', file.replace('.csv', '.result.xlsx')], join(dir, 'home'));
  const o = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
    exitCode: number;
    counts: Record<string, number>;
    failedRows: { row: number; message: string }[];
  };
  return { r, o };
}

describe('duplicate keys with different values', () => {
  it('are Invalid on both rows by default, naming each other; --duplicates sum sends their sum', async () => {
    expect(await svc.get(`/v1/Products(${P131})`)).toMatchObject({ Sku: '0000131' });
    const before = await quantity(svc, BERLIN, P131); // null: no quantity at Berlin yet
    expect(before).not.toBe(55);
    const written = (await quantity(svc, BERLIN, P132)) === null ? 'Created' : 'Updated';

    const { r, o } = await importJson(feed('bins.csv'));
    expect(r.code, show(r)).toBe(1);
    expect(o.exitCode).toBe(1);
    expect(o.counts).toMatchObject({ Invalid: 2, [written]: 1 });
    const hint =
      'nothing is sent for it: fix the file, or import with --duplicates sum, last or first if the feed means it.';
    expect(o.failedRows.map((f) => [f.row, f.message])).toEqual([
      [
        2,
        `Duplicate key (DistributionCenterID=${BERLIN}|ProductID=${P131}): row 3 (AvailableQuantity 50) has the same key with other values; ${hint}`,
      ],
      [
        3,
        `Duplicate key (DistributionCenterID=${BERLIN}|ProductID=${P131}): row 2 (AvailableQuantity 5) has the same key with other values; ${hint}`,
      ],
    ]);
    expect(await quantity(svc, BERLIN, P131)).toBe(before); // nothing sent for that key
    expect(await quantity(svc, BERLIN, P132)).toBe(7);

    const summed = await importJson(feed('bins-sum.csv'), '--duplicates', 'sum');
    expect(summed.r.code, show(summed.r)).toBe(0);
    const summedAs = before === null ? 'Created' : 'Updated';
    expect(summed.o.counts).toMatchObject({ [summedAs]: 1, Skipped: 1, Unchanged: 1 });
    expect(await quantity(svc, BERLIN, P131)).toBe(55);
    expect(await quantity(svc, BERLIN, P132)).toBe(7);
  });
});
