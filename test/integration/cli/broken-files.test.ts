// Broken and hostile files: each ends with exit 2 and a clear message naming the file, never
// a crash, a hang or a half-written result file, and nothing reaches the service.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { cli, type Service, serviceForFile, show } from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

async function makeFiles(): Promise<{ name: string; file: string; resource: string }[]> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  ws.addRow(['SKU', 'DC', 'Qty']);
  for (let i = 1; i <= 200; i++) ws.addRow([String(i).padStart(7, '0'), 1, i]);
  const whole = join(dir, 'whole.xlsx');
  await wb.xlsx.writeFile(whole);
  const bytes = readFileSync(whole);
  const truncated = join(dir, 'truncated.xlsx');
  writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));

  const junk = join(dir, 'junk.csv');
  // Binary junk: NULs, control bytes and invalid UTF-8, as from a renamed image or zip.
  writeFileSync(
    junk,
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), randomBytes(4096)]),
  );

  const empty = join(dir, 'empty.csv');
  writeFileSync(empty, '');

  const wide = join(dir, 'wide.csv');
  const cols = Array.from({ length: 20_000 }, (_, i) => `C${i}`);
  writeFileSync(wide, `SKU,DC,Qty,${cols.join(',')}\n0000001,1,5,${cols.map(() => 'x').join(',')}\n`);

  const hugeCell = join(dir, 'huge-cell.csv');
  writeFileSync(hugeCell, `SKU,DC,Qty,Note\n0000001,1,5,${'a'.repeat(10 * 1024 * 1024)}\n`);

  // The same, far down the file: found while streaming, after the job started.
  const lateHugeCell = join(dir, 'late-huge-cell.csv');
  const good = Array.from(
    { length: 3000 },
    (_, i) => `${String((i % 20) + 1).padStart(7, '0')},${(i % 4) + 1},${i},ok`,
  ).join('\n');
  writeFileSync(lateHugeCell, `SKU,DC,Qty,Note\n${good}\n0000001,1,5,${'b'.repeat(3 * 1024 * 1024)}\n`);

  const zipNotXlsx = join(dir, 'renamed.xlsx');
  writeFileSync(zipNotXlsx, 'SKU,DC,Qty\n0000001,1,5\n'); // a CSV named .xlsx

  return [
    { name: 'truncated xlsx zip', file: truncated, resource: 'DCQuantities' },
    { name: 'binary junk named .csv', file: junk, resource: 'DCQuantities' },
    { name: 'empty file', file: empty, resource: 'DCQuantities' },
    { name: '20,000 columns', file: wide, resource: 'DCQuantities' },
    { name: 'a cell of 10 MB', file: hugeCell, resource: 'DCQuantities' },
    { name: 'a 3 MB cell on row 3002', file: lateHugeCell, resource: 'DCQuantities' },
    { name: 'text named .xlsx', file: zipNotXlsx, resource: 'DCQuantities' },
  ];
}

describe('broken files', () => {
  it('exit 2 with a clear message, no result file, nothing sent', async () => {
    const files = await makeFiles();
    const before = await svc.mutations();
    const runs = await Promise.all(
      files.map(async (f, i) => {
        const out = join(dir, `out-${i}.xlsx`);
        const started = Date.now();
        const r = await cli(
          ['import', f.file, '--resource', f.resource, '--credentials', svc.creds, '--out', out],
          join(dir, 'home'),
        );
        return { ...f, out, r, ms: Date.now() - started };
      }),
    );
    for (const { name, file, out, r, ms } of runs) {
      expect(r.code, `${name}: ${show(r)}`).toBe(2);
      expect(r.stderr, name).toContain(file.split('/').pop()!);
      expect(r.stderr, `${name}: no stack trace`).not.toMatch(/\n\s+at /);
      expect(r.stderr.length, `${name}: one short message`).toBeLessThan(1000);
      expect(existsSync(out), `${name}: no result file`).toBe(false);
      expect(existsSync(`${out}.partial`), `${name}: no partial file`).toBe(false);
      expect(ms, `${name}: no hang`).toBeLessThan(30_000);
    }
    expect(readdirSync(dir).filter((f) => f.startsWith('out-'))).toEqual([]);
    expect(await svc.mutations()).toEqual(before);
  });
});
