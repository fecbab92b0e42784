// Issue 32, finding 10: the accountant's German invoice list
// (`Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID`, 'Rechnung' and
// 'Gutschrift' in Belegart, decimal commas) imports as ChannelDocuments as it is: every column
// mapped, both documents uploaded with the amounts the sheet gives. Real CLI, real sandbox;
// the stored documents read back from the sandbox's own database.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, show, startClientService, tempDir, type TestService } from '../../support/index.js';
import { documentsByOrder, stillWaiting } from './bulk.js';
import { writePdfs } from './pdf.js';

let svc: TestService;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-de-');
  svc = await startClientService({ seedProducts: 20, strict: false, dataDir: join(dir, 'service') });
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

describe("the accountant's German invoice list", () => {
  it('maps every header, reads Rechnung and Gutschrift, and uploads both documents', async () => {
    const folder = join(dir, 'belege');
    writePdfs(folder, [5_000_003, 5_000_004], (o) => `beleg-${o}.pdf`);
    const sheet = join(dir, 'rechnungen.csv');
    writeFileSync(
      sheet,
      [
        'Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID',
        '5000003;12000001;Rechnung;beleg-5000003.pdf;RE-2024-3;119,00;19,00;',
        '5000004;12000001;Gutschrift;beleg-5000004.pdf;GS-2024-4;-23,80;-3,80;ADJ-4',
        '',
      ].join('\n'),
    );
    const r = await runCli(
      [
        'import',
        sheet,
        '--resource',
        'ChannelDocuments',
        '--documents',
        folder,
        '--out',
        join(dir, 'result.xlsx'),
        '--credentials',
        join(dir, 'service', 'credentials.json'),
      ],
      { COMMERCE_BULK_HOME: join(dir, 'home') },
    );
    expect(r.code, show(r)).toBe(0);
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('Columns:');
    expect(lines.slice(at, at + 9)).toEqual([
      'Columns:',
      '  Bestellnr -> OrderID',
      '  Profil -> ProfileID',
      '  Belegart -> DocumentType',
      '  Datei -> File',
      '  Rechnungsnr -> InvoiceNumber',
      '  Brutto -> TotalAmount',
      '  MwSt -> TotalVATAmount',
      '  Gutschrift-ID -> AdjustmentID',
    ]);
    expect(r.stdout).toMatch(/^Rows: Created 2$/m);

    const docs = await documentsByOrder(svc.client);
    expect(docs.get('5000003|AmazonVATInvoice')).toHaveLength(1);
    expect(docs.get('5000004|AmazonVATCreditNote')).toHaveLength(1);
    const waiting = await stillWaiting(svc.client);
    expect([waiting.has(5_000_003), waiting.has(5_000_004)]).toEqual([false, false]);
    const db = new Database(join(dir, 'service', 'sandbox.db'), { readonly: true });
    try {
      const stored = db
        .prepare(
          `SELECT order_id, document_type, invoice_number, total_amount, total_vat_amount, adjustment_id
           FROM channel_documents WHERE order_id IN (5000003, 5000004) ORDER BY order_id`,
        )
        .all();
      expect(stored).toEqual([
        {
          order_id: 5_000_003,
          document_type: 'AmazonVATInvoice',
          invoice_number: 'RE-2024-3',
          total_amount: 119,
          total_vat_amount: 19,
          adjustment_id: null,
        },
        {
          order_id: 5_000_004,
          document_type: 'AmazonVATCreditNote',
          invoice_number: 'GS-2024-4',
          total_amount: -23.8,
          total_vat_amount: -3.8,
          adjustment_id: 'ADJ-4',
        },
      ]);
    } finally {
      db.close();
    }
  }, 120_000);
});
