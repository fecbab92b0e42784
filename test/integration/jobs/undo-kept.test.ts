// Issue 14, "undo that is never lost": a second run with the same --out used to replace the
// first run's undo workbook (its old values) with its own, so the first run could no longer
// be undone. The second run now writes under a new name, says so, and leaves both intact.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 30 }, 'cb-undo-kept-');

function run(name: string, qty: number, out: string) {
  const file = join(ctx.dir, name);
  writeFileSync(file, `SKU,DC,Qty\r\n0000003,1,${qty}\r\n0000005,1,${qty + 1}\r\n`);
  return runImport({
    file,
    resource: 'DCQuantities',
    out,
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
  });
}

describe('a second run with the same --out', () => {
  it("writes under a new name and keeps the first run's result and undo workbooks", async () => {
    const out = join(ctx.dir, 'result.xlsx');
    const before = [await quantity(ctx.svc.client, 1, 2000003), await quantity(ctx.svc.client, 1, 2000005)];
    const first = await run('first.csv', 31, out);
    expect(first.out).toBe(out);
    expect(first.undo).toBe(join(ctx.dir, 'result.undo.xlsx'));
    const firstUndo = readFileSync(first.undo!);
    const firstResult = readFileSync(out);

    const second = await run('second.csv', 41, out);
    expect(second.exitCode).toBe(0);
    expect(second.out).toBe(join(ctx.dir, 'result (2).xlsx'));
    expect(second.outTaken).toBe(out);
    expect(second.undo).toBe(join(ctx.dir, 'result (2).undo.xlsx'));
    expect(readFileSync(first.undo!).equals(firstUndo)).toBe(true);
    expect(readFileSync(out).equals(firstResult)).toBe(true);
    // The first undo workbook still holds the values from before the first run.
    const undoRows = await readSheet(first.undo!, 'Undo');
    expect(undoRows.slice(1).map((r) => Number(r[r.length - 1]))).toEqual(before);
    expect(await quantity(ctx.svc.client, 1, 2000003)).toBe(41);
  });
});
