// The export engine the app's Export uses (it passes every column of the list) writes the
// sheet to fill for NotSupplied; a narrower column choice stays the plain list. A dry run of a
// document upload reviews everything against the service and sends nothing.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportList, runImport } from '../../../main/jobs/index.js';
import {
  results,
  readSheet,
  startClientService,
  tempDir,
  type TestService,
  resetCounters,
} from '../../support/index.js';
import { mutations, waitingOrders, writeUpload } from './bulk.js';

let svc: TestService;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-export-');
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  svc = await startClientService({ seedProducts: 300, strict: false });
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

describe('NotSupplied export and a dry run', () => {
  it("writes the sheet to fill when every column is chosen, as the app's Export does", async () => {
    const all = join(dir, 'all.csv');
    await exportList({
      client: svc.client,
      resource: 'ChannelDocuments/NotSupplied',
      select: ['ID', 'ProfileID', 'DocumentType'],
      out: all,
    });
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(all, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    expect(lines.slice(0, 3)).toEqual([
      'OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID',
      '5000003,12000001,AmazonVATInvoice,,,,,',
      '5000004,12000001,AmazonVATCreditNote,,,,,',
    ]);
    const narrow = join(dir, 'narrow.xlsx');
    await exportList({ client: svc.client, resource: 'ChannelDocuments/NotSupplied', select: ['ID'], out: narrow });
    const rows = await readSheet(narrow, 'ChannelDocuments NotSupplied');
    expect(rows.slice(0, 2)).toEqual([['ID'], [5000003]]);
  });

  it('a dry run reviews every row and sends nothing', async () => {
    const orders = waitingOrders().filter((o) => o.order <= 5_000_012);
    const { sheet, folder } = writeUpload(dir, orders);
    const out = join(dir, 'dry.xlsx');
    await resetCounters(svc.sandbox);
    const outcome = await runImport({
      file: sheet,
      resource: 'ChannelDocuments',
      documents: folder,
      out,
      dryRun: true,
      client: svc.client,
      connection: { ref: { kind: 'sandbox' }, baseUrl: svc.sandbox.url },
      mappingStore: null,
    });
    expect(outcome.dryRun).toBe(true);
    expect(outcome.plan).toMatchObject({ requestsToSend: 10, batches: 0 });
    expect(await mutations(svc.sandbox.url)).toEqual({});
    expect((await results(out)).map((r) => `${r.result}: ${r.message}`)).toEqual(
      orders.map(() => 'Created: Dry run: would be sent'),
    );
  });
});
