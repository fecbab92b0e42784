// Issue 41: a workbook in a shape other readers open (one <row r="N"> element per cell, as
// in ExcelDataReader issue 324, and 911 stray bytes after the zip's end record, as in
// tealeg's panic_test) imported through the real CLI into the sandbox, the values read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientServiceForFile, handMadeXlsx, quantity, runCli, show, tempDir } from '../../support/index.js';

const ctx = clientServiceForFile(
  { seedProducts: 20, port: 0, dataDir: join(tempDir('cb-other-readers-svc-'), 'service') },
  'cb-other-readers-',
);

const cell = (ref: string, text: string): string =>
  `<row r="${ref.slice(1)}"><c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c></row>`;

describe('import of a workbook with per-cell rows and trailing bytes', () => {
  it('the CLI sends every row as read, and the sandbox holds the values', async () => {
    const sheet = [
      cell('A1', 'SKU'),
      cell('B1', 'DC'),
      cell('C1', 'Qty'),
      cell('A2', '0000003'),
      cell('B2', '1'),
      cell('C2', '37'),
      cell('A3', '0000005'),
      cell('B3', '1'),
      cell('C3', '81'),
    ].join('');
    const file = join(ctx.dir, 'per-cell-rows.xlsx');
    writeFileSync(file, Buffer.concat([handMadeXlsx(sheet), Buffer.alloc(911, 0x41)]));
    const creds = join(ctx.dir, 'creds.json');
    const c = ctx.svc.sandbox.credentials;
    writeFileSync(
      creds,
      JSON.stringify({
        baseUrl: c.baseUrl,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        refreshToken: c.refreshToken,
      }),
    );
    expect(await quantity(ctx.svc.client, 1, 2000003)).not.toBe(37);
    expect(await quantity(ctx.svc.client, 1, 2000005)).not.toBe(81);
    const run = await runCli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', join(ctx.dir, 'result.xlsx')],
      { COMMERCE_BULK_HOME: join(ctx.dir, 'cli-home') },
    );
    expect(run.code, show(run)).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000003)).toBe(37);
    expect(await quantity(ctx.svc.client, 1, 2000005)).toBe(81);
  });
});
