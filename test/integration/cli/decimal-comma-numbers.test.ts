// Issue 32, finding 11: in a decimal-comma file '1.250' was called ambiguous with the fix
// '--decimal .', which breaks the file's other numbers; '119,00 €' was refused; and the
// Results sheet wrote an Invalid row's '1.327' as the number 1.327. Now the file's own
// separator decides: '.' groups thousands there (1.250 is 1250), an amount takes its
// currency, and a cell with a '.' goes back to the result workbook as text, exactly as read.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, quantity, readSheet, type Service, serviceForFile, show } from '../../support/index.js';
import { writePdfs } from '../documents/pdf.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

const CH_PRODUCT = (i: number): number => 2_000_000 + i;

describe('a stock file from German Excel', () => {
  it("reads '1.250' as 1250, writes it, and keeps an Invalid row's '1.327' as text", async () => {
    const file = join(dir, 'lager.csv');
    writeFileSync(
      file,
      ['SKU;DC;Qty', '0000003;1;1.250', '0000004;1;34,00', '0000005;1;2.000.000', '9999999;1;1.327', '0000006;1;1,5']
        .map((l) => `${l}\r\n`)
        .join(''),
    );
    const out = join(dir, 'lager-result.xlsx');
    const r = await cli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain("Numbers: decimal comma (guessed from the ';' delimiter)");
    expect(r.stdout).toContain('Rows: Created 1, Updated 2, Invalid 2');
    expect(await quantity(svc, 1, CH_PRODUCT(3))).toBe(1250);
    expect(await quantity(svc, 1, CH_PRODUCT(4))).toBe(34);
    expect(await quantity(svc, 1, CH_PRODUCT(5))).toBe(2_000_000);
    expect(await quantity(svc, 1, CH_PRODUCT(6))).not.toBe(1);

    const rows = await readSheet(out, 'Results');
    // The input's cells as the file wrote them: '1.250' is no 1.25, '1.327' no 1.327.
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['0000003', 1, '1.250', 'Updated'],
      ['0000004', 1, '34,00', 'Created'],
      ['0000005', 1, '2.000.000', 'Updated'],
      ['9999999', 1, '1.327', 'Invalid'],
      ['0000006', 1, '1,5', 'Invalid'],
    ]);
    expect(rows[5]![5]).toBe(
      "Qty '1,5' (cell C6): AvailableQuantity: '1,5' is not a whole number. Fix: Use a whole number such as 1 or 2.",
    );
    const failed = await readSheet(out, 'Failed rows');
    expect(failed.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['9999999', 1, '1.327', 5],
      ['0000006', 1, '1,5', 6],
    ]);
  });

  it("a '.' decimal in a decimal-comma file is refused with a fix in the file's own notation", async () => {
    const file = join(dir, 'punkt.csv');
    writeFileSync(file, 'SKU;DC;Qty\r\n0000007;1;12.5\r\n0000008;1;3,00\r\n');
    const out = join(dir, 'punkt-result.xlsx');
    const r = await cli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain('Rows: Created 1, Invalid 1');
    expect(await quantity(svc, 1, CH_PRODUCT(8))).toBe(3);
    const rows = await readSheet(out, 'Results');
    expect(rows[1]!.slice(0, 4)).toEqual(['0000007', 1, '12.5', 'Invalid']);
    expect(rows[1]![5]).toBe(
      "Qty '12.5' (cell C2): AvailableQuantity: '12.5' uses '.' as the decimal separator. Fix: Use a whole number such as 12 or 13.",
    );
    expect(String(rows[1]![5])).not.toContain('--decimal');
  });
});

describe('an invoice sheet with currencies beside the amounts', () => {
  it("uploads '119,00 €', '€ 1.190,00' and '12,50 EUR' as 119, 1190 and 12.5", async () => {
    const folder = join(dir, 'rechnungen');
    const orders = [5_000_003, 5_000_005, 5_000_006];
    writePdfs(folder, orders);
    const file = join(dir, 'rechnungen.csv');
    writeFileSync(
      file,
      [
        'OrderID;ProfileID;DocumentType;File;InvoiceNumber;TotalAmount;TotalVATAmount',
        '5000003;12000001;AmazonVATInvoice;invoice-5000003.pdf;RE-3;119,00 €;19,00 €',
        '5000005;12000001;AmazonVATInvoice;invoice-5000005.pdf;RE-5;€ 1.190,00;€ 190,00',
        '5000006;12000001;AmazonVATInvoice;invoice-5000006.pdf;RE-6;12,50 EUR;2,00 EUR',
      ]
        .map((l) => `${l}\r\n`)
        .join(''),
    );
    const out = join(dir, 'rechnungen-result.xlsx');
    const r = await cli(
      [
        'import',
        file,
        '--resource',
        'ChannelDocuments',
        '--documents',
        folder,
        '--credentials',
        svc.creds,
        '--out',
        out,
      ],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('Rows: Created 3');
    // The service answers the amounts only in the create response: read them from the sandbox's store.
    const db = new Database(join(svc.dir, 'sandbox.db'), { readonly: true });
    const amounts = db
      .prepare(
        "SELECT invoice_number, total_amount, total_vat_amount FROM channel_documents WHERE invoice_number LIKE 'RE-%' ORDER BY order_id",
      )
      .raw()
      .all();
    db.close();
    expect(amounts).toEqual([
      ['RE-3', 119, 19],
      ['RE-5', 1190, 190],
      ['RE-6', 12.5, 2],
    ]);
  });
});
