// Issue 32, finding 10: a channel-document sheet may name its orders by the shop's order number
// (SiteOrderID), as a CustomFields sheet may. The mapping takes an order column of such numbers
// for SiteOrderID (an OrderID column wins over it), and validation passes a row that has the
// number but no OrderID (a key of the upload), keeping the number for the bulk look-up.
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { compileMapping, draftsForRow } from '../../../main/jobs/mapping/apply.js';
import { parseMapping } from '../../../main/jobs/mapping/mapping-file.js';
import { validateDraft } from '../../../main/jobs/validate/validate-row.js';
import { importTarget } from '../../../main/jobs/index.js';
import { englishText } from '../../../shared/i18n/index.js';

const GERMAN = 'Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID'.split(';');

describe("channel documents named by the shop's order number", () => {
  it("takes a 'Bestellnr' column of shop order numbers for SiteOrderID, one of IDs for OrderID", () => {
    const fields = (sample: string[]) =>
      autoMap(importTarget('ChannelDocuments'), GERMAN, [sample]).mapping.columns.map((c) => c.field);
    const rest = [
      'ProfileID',
      'DocumentType',
      'File',
      'InvoiceNumber',
      'TotalAmount',
      'TotalVATAmount',
      'AdjustmentID',
    ];
    expect(fields(['CH-000005', '12000002', 'Rechnung', 'a.pdf', 'RE-1', '119,00', '19,00', ''])).toEqual([
      'SiteOrderID',
      ...rest,
    ]);
    expect(fields(['6000005', '12000002', 'Rechnung', 'a.pdf', 'RE-1', '119,00', '19,00', ''])).toEqual([
      'OrderID',
      ...rest,
    ]);
  });

  it('an OrderID column wins over a SiteOrderID column', () => {
    const { mapping } = autoMap(
      importTarget('ChannelDocuments'),
      ['OrderID', 'SiteOrderID', 'DocumentType', 'File'],
      [['6000005', 'CH-000005', 'AmazonVATInvoice', 'a.pdf']],
    );
    expect(mapping.columns.map((c) => `${c.column}=${c.field ?? ''}`)).toEqual([
      'OrderID=OrderID',
      'DocumentType=DocumentType',
      'File=File',
    ]);
  });

  const mapped = (columns: { column: string; field: string }[]) =>
    compileMapping(
      parseMapping({ version: 1, resource: 'ChannelDocuments', operation: 'create', columns }),
      columns.map((c) => c.column),
      importTarget('ChannelDocuments'),
    );

  it('a row with the shop order number but no OrderID is valid, the number kept for the look-up', () => {
    const m = mapped([
      { column: 'Bestellnr', field: 'SiteOrderID' },
      { column: 'Belegart', field: 'DocumentType' },
      { column: 'Datei', field: 'File' },
    ]);
    expect(validateDraft(m, 2, draftsForRow(m, ['CH-000005', 'AmazonVATInvoice', 'a.pdf'])[0]!)).toEqual({
      kind: 'valid',
      part: 0,
      valueColumn: null,
      fields: { DocumentType: 'AmazonVATInvoice', File: 'a.pdf' },
      sku: 'CH-000005',
    });
    const neither = validateDraft(m, 3, draftsForRow(m, ['', 'AmazonVATInvoice', 'a.pdf'])[0]!);
    expect(
      neither.kind === 'invalid' && neither.issues.map((i) => [englishText(i.message), englishText(i.fix)]),
    ).toEqual([
      [
        'OrderID is missing: every ChannelDocument row needs its key (OrderID, DocumentType)',
        'Fill in the OrderID or SiteOrderID column',
      ],
    ]);
  });

  it('a row that gives both its OrderID and a shop order number goes by the OrderID', () => {
    const m = mapped([
      { column: 'OrderID', field: 'OrderID' },
      { column: 'Bestellnr', field: 'SiteOrderID' },
      { column: 'Belegart', field: 'DocumentType' },
      { column: 'Datei', field: 'File' },
    ]);
    const both = validateDraft(m, 2, draftsForRow(m, ['6000005', 'CH-000009', 'AmazonVATInvoice', 'a.pdf'])[0]!);
    expect(both).toEqual({
      kind: 'valid',
      part: 0,
      valueColumn: null,
      fields: { OrderID: 6000005, DocumentType: 'AmazonVATInvoice', File: 'a.pdf' },
    });
    const numberOnly = validateDraft(m, 3, draftsForRow(m, ['', 'CH-000009', 'AmazonVATInvoice', 'a.pdf'])[0]!);
    expect(numberOnly).toMatchObject({ kind: 'valid', sku: 'CH-000009' });
  });
});
