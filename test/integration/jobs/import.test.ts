import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport, resumeImport } from '../../../main/jobs/index.js';
import { mutations, quantity, readSheet, clientServiceForFile } from '../../support/index.js';

// Seed facts: Contoso Home (profile 12000002) has DCs 1-4, products 2000001.. with SKUs '0000001'..
const ctx = clientServiceForFile({ seedProducts: 50 });

describe('import DC quantities into the sandbox', () => {
  it('resolves SKUs, skips unchanged and blank rows, reports duplicates, invalid and unknown rows, and writes the result workbook', async () => {
    const current = await quantity(ctx.svc.client, 1, 2000003);
    const csv = [
      'SKU;DC;Qty',
      '0000001;1;11', // row 2: changed
      '0000002;2;22', // row 3: duplicate, row 6 wins
      `0000003;1;${current}`, // row 4: unchanged
      ';;', // row 5: blank
      '0000002;2;23', // row 6
      '0000004;1;-5x', // row 7: invalid quantity
      'NOPE-1;1;4', // row 8: unknown SKU
      '0000005;1;2147483648', // row 9: int32 overflow
    ].join('\r\n');
    const file = join(ctx.dir, 'stock.csv');
    writeFileSync(file, csv);
    const out = join(ctx.dir, 'stock-result.xlsx');
    let jobId = '';
    const outcome = await runImport({
      file,
      resource: 'DCQuantities',
      out,
      client: ctx.svc.client,
      connection: ctx.connection(),
      onJob: (id) => {
        jobId = id;
      },
      mappingStore: null,
      duplicates: 'last', // the feed means its last row (issue 41: the default refuses both)
    });
    expect(outcome.jobId).toBe(jobId);
    expect(outcome.exitCode).toBe(1);
    const rows = await readSheet(out, 'Results');
    expect(rows[0]).toEqual(['SKU', 'DC', 'Qty', 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    const results = rows.slice(1).map((r) => r[3]);
    expect(results).toEqual(['Updated', 'Skipped', 'Unchanged', 'Skipped', 'Updated', 'Invalid', 'Invalid', 'Invalid']);
    expect(String(rows[2]![5])).toMatch(/row 6/);
    expect(String(rows[7]![5])).toMatch(/Unknown SKU 'NOPE-1'/);
    expect(rows[1]![0]).toBe('0000001'); // leading zeros kept
    expect(await quantity(ctx.svc.client, 1, 2000001)).toBe(11);
    expect(await quantity(ctx.svc.client, 2, 2000002)).toBe(23);
    const summary = await readSheet(out, 'Summary');
    expect(summary).toContainEqual(['Job', jobId]);
    expect(summary).toContainEqual(['Rows Invalid', 3]);
    const failed = await readSheet(out, 'Failed rows');
    // The input's columns typed as in the input (SKUs stay text), then Row and Message (issue 15).
    expect(failed).toEqual([
      ['SKU', 'DC', 'Qty', 'Row', 'Message'],
      [
        '0000004',
        1,
        '-5x' /* formula-like text is a text cell, as it was */,
        7,
        "Qty '-5x' (cell C7): AvailableQuantity: '-5x' is not a whole number. Fix: Enter AvailableQuantity (a whole number from -2147483648 to 2147483647).",
      ],
      [
        'NOPE-1',
        1,
        4,
        8,
        "Unknown SKU 'NOPE-1': no product has this SKU in the profiles this connection covers. Fix: correct the SKU, or give the ProductID instead",
      ],
      [
        '0000005',
        1,
        2147483648,
        9,
        "Qty '2147483648' (cell C9): AvailableQuantity: '2147483648' is outside the int32 range -2147483648 to 2147483647. Fix: Use a whole number in that range; check that this column really holds AvailableQuantity values.",
      ],
    ]);
    const undo = await readSheet(outcome.undo!, 'Undo');
    expect(undo[0]).toEqual(['DistributionCenterID', 'ProductID', 'ProfileID', 'AvailableQuantity']);
    expect(undo).toHaveLength(3);
  });

  it('unpivots a wide XLSX layout and a dry run changes nothing', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Stock');
    ws.addRow(['Stock report']);
    ws.addRow([]);
    ws.addRow(['Product ID', 'DC 1', 'Qty DC 2', 'Warehouse 3']);
    ws.addRow([2000010, 7, 8, 9]);
    ws.addRow([2000011, 1, null, 3]);
    const file = join(ctx.dir, 'wide.xlsx');
    await wb.xlsx.writeFile(file);
    const before = await mutations(ctx.svc.sandbox);
    const dry = await runImport({
      file,
      resource: 'DCQuantities',
      out: join(ctx.dir, 'wide-dry.xlsx'),
      dryRun: true,
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: null,
    });
    expect(dry.exitCode).toBe(0);
    expect(await mutations(ctx.svc.sandbox)).toEqual(before);
    expect(dry.plan!.requestsToSend).toBeGreaterThan(0);
    // Nothing failed: the Failed rows sheet is still there, with just the input's header row.
    expect(await readSheet(join(ctx.dir, 'wide-dry.xlsx'), 'Failed rows')).toEqual([
      ['Product ID', 'DC 1', 'Qty DC 2', 'Warehouse 3', 'Row', 'Message'],
    ]);
    const run = await runImport({
      file,
      resource: 'DCQuantities',
      out: join(ctx.dir, 'wide.xlsx.csv'),
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: null,
    });
    expect(run.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 2, 2000010)).toBe(8);
    expect(await quantity(ctx.svc.client, 3, 2000011)).toBe(3);
    // Resuming a finished job repeats nothing.
    const after = await mutations(ctx.svc.sandbox);
    const again = await resumeImport(run.jobId, ctx.svc.client);
    expect(again.exitCode).toBe(0);
    expect(await mutations(ctx.svc.sandbox)).toEqual(after);
  });
});
