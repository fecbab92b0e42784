// Issue 32, finding 10: the accountant's German invoice list names each order by the shop's
// order number (`Bestellnr` holding `CH-000003`), not the service's OrderID. Imported as
// ChannelDocuments as it is: the numbers are read in bulk and become OrderIDs, an unknown one
// is Invalid before anything is sent (nothing uploaded for it), and the documents stored are
// the sheet's, amounts in decimal commas included. Real CLI, real sandbox; the stored documents
// read back from the sandbox's own database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results, runCli, show, startClientService, tempDir, type TestService } from '../../support/index.js';
import { stillWaiting } from './bulk.js';
import { minimalPdf } from './pdf.js';

let svc: TestService;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-shop-');
  svc = await startClientService({ seedProducts: 20, strict: false, dataDir: join(dir, 'service') });
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

const importDocuments = (sheet: string, folder: string, out: string) =>
  runCli(
    [
      'import',
      sheet,
      '--resource',
      'ChannelDocuments',
      '--documents',
      folder,
      '--out',
      out,
      '--credentials',
      join(dir, 'service', 'credentials.json'),
    ],
    { COMMERCE_BULK_HOME: join(dir, 'home') },
  );

/** The `Columns:` block of a run's output, `n` columns long. */
function columnsOf(stdout: string, n: number): string[] {
  const lines = stdout.split('\n');
  const at = lines.indexOf('Columns:');
  return lines.slice(at, at + 1 + n);
}

/** The documents the sandbox stores for these orders, as its database holds them. */
function storedDocuments(orders: number[]): unknown[] {
  const db = new Database(join(dir, 'service', 'sandbox.db'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT order_id, profile_id, document_type, invoice_number, total_amount, total_vat_amount, adjustment_id
         FROM channel_documents WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id`,
      )
      .all(JSON.stringify(orders));
  } finally {
    db.close();
  }
}

function storedCount(): number {
  const db = new Database(join(dir, 'service', 'sandbox.db'), { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM channel_documents').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe("the accountant's invoice list by the shop's order numbers", () => {
  it('finds each order by its SiteOrderID; an unknown number is Invalid and nothing is sent for it', async () => {
    const folder = join(dir, 'belege');
    mkdirSync(folder, { recursive: true });
    for (const name of ['RE-2024-103', 'GS-2024-104', 'RE-2024-5', 'RE-2024-999'])
      writeFileSync(join(folder, `${name}.pdf`), minimalPdf(`Beleg ${name}`));
    const sheet = join(dir, 'rechnungen.csv');
    writeFileSync(
      sheet,
      [
        'Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID',
        'CH-000003;12000002;Rechnung;RE-2024-103.pdf;RE-2024-103;1.190,00;190,00;',
        'CH-000004;12000002;Gutschrift;GS-2024-104.pdf;GS-2024-104;-23,80;-3,80;ADJ-104',
        // No profile given: the order's own is taken.
        'NW-000005;;Rechnung;RE-2024-5.pdf;RE-2024-5;119,00;19,00;',
        'CH-999999;12000002;Rechnung;RE-2024-999.pdf;RE-2024-999;50,00;7,98;',
        '',
      ].join('\n'),
    );
    const before = storedCount();
    const out = join(dir, 'result.xlsx');
    const r = await importDocuments(sheet, folder, out);
    expect(r.code, show(r)).toBe(1);
    expect(columnsOf(r.stdout, 8)).toEqual([
      'Columns:',
      '  Bestellnr -> SiteOrderID',
      '  Profil -> ProfileID',
      '  Belegart -> DocumentType',
      '  Datei -> File',
      '  Rechnungsnr -> InvoiceNumber',
      '  Brutto -> TotalAmount',
      '  MwSt -> TotalVATAmount',
      '  Gutschrift-ID -> AdjustmentID',
    ]);
    expect(r.stdout).toMatch(/^Rows: Created 3, Invalid 1$/m);
    const verdicts = await results(out);
    expect(verdicts.map((v) => v.result)).toEqual(['Created', 'Created', 'Created', 'Invalid']);
    expect(verdicts[3]).toEqual({
      result: 'Invalid',
      status: null,
      message:
        "Unknown order number 'CH-999999': no order has this SiteOrderID in profile 12000002. Fix: correct the order number, or give the OrderID instead",
    });

    expect(storedDocuments([6_000_003, 6_000_004, 5_000_005])).toEqual([
      {
        order_id: 5_000_005,
        profile_id: 12000001,
        document_type: 'AmazonVATInvoice',
        invoice_number: 'RE-2024-5',
        total_amount: 119,
        total_vat_amount: 19,
        adjustment_id: null,
      },
      {
        order_id: 6_000_003,
        profile_id: 12000002,
        document_type: 'AmazonVATInvoice',
        invoice_number: 'RE-2024-103',
        total_amount: 1190,
        total_vat_amount: 190,
        adjustment_id: null,
      },
      {
        order_id: 6_000_004,
        profile_id: 12000002,
        document_type: 'AmazonVATCreditNote',
        invoice_number: 'GS-2024-104',
        total_amount: -23.8,
        total_vat_amount: -3.8,
        adjustment_id: 'ADJ-104',
      },
    ]);
    // Nothing else was uploaded: the unknown number's PDF stayed where it was.
    expect(storedCount()).toBe(before + 3);
    const waiting = await stillWaiting(svc.client);
    expect([6_000_003, 6_000_004, 5_000_005].filter((o) => waiting.has(o))).toEqual([]);
  }, 120_000);

  it('an OrderID column wins over a shop order number column', async () => {
    const folder = join(dir, 'beide');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'RE-2024-6.pdf'), minimalPdf('Beleg RE-2024-6'));
    const sheet = join(dir, 'beide.csv');
    // The shop number names another order (CH-000007): the OrderID decides.
    writeFileSync(
      sheet,
      'OrderID;SiteOrderID;Belegart;Datei;Rechnungsnr\n6000006;CH-000007;Rechnung;RE-2024-6.pdf;RE-2024-6\n',
    );
    const r = await importDocuments(sheet, folder, join(dir, 'beide.xlsx'));
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toMatch(/^Rows: Created 1$/m);
    expect(storedDocuments([6_000_006, 6_000_007])).toEqual([
      {
        order_id: 6_000_006,
        profile_id: 12000002,
        document_type: 'AmazonVATInvoice',
        invoice_number: 'RE-2024-6',
        total_amount: null,
        total_vat_amount: null,
        adjustment_id: null,
      },
    ]);
  }, 120_000);
});
