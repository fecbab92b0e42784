// Issue 15, "no column left behind": channel-document headers in six languages, attribute
// columns by the names products carry, custom fields by their learnt names and orders by the
// shop order number, every column listed as mapped, unpivoted or ignored. Warehouse columns:
// columns-accounted-warehouses.test.ts.
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { fieldForHeader, learntFieldNames } from '../../../main/jobs/mapping/field-names.js';
import { importTarget } from '../../../main/jobs/index.js';
import { lines } from './columns-accounted.fixtures.js';

describe('channel-document headers in six languages (issue 32)', () => {
  const FIELDS = [
    'OrderID',
    'ProfileID',
    'DocumentType',
    'File',
    'InvoiceNumber',
    'TotalAmount',
    'TotalVATAmount',
    'AdjustmentID',
  ];
  const mapped = (line: string) => {
    const { mapping } = autoMap(importTarget('ChannelDocuments'), line.split(';'), []);
    return mapping.columns.map((c) => c.field);
  };

  it.each([
    ['de', 'Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID'],
    ['en', 'Order number;Profile;Document type;File name;Invoice number;Total amount;VAT amount;Refund ID'],
    ['fr', 'N° de commande;Profil;Type de document;Fichier;N° de facture;Montant TTC;TVA;ID avoir'],
    ['es', 'Número de pedido;Perfil;Tipo de documento;Archivo;Número de factura;Importe total;IVA;ID de reembolso'],
    ['it', 'Numero ordine;Profilo;Tipo documento;File;Numero fattura;Importo totale;IVA;ID rimborso'],
    ['nl', 'Bestelnummer;Profiel;Documenttype;Bestandsnaam;Factuurnummer;Totaalbedrag;Btw;Creditnota-ID'],
  ])('%s: %s', (_lang, line) => {
    expect(mapped(line)).toEqual(FIELDS);
  });

  it("reads the list's own words for the document type ('Rechnung', 'Avoir')", () => {
    const { mapping } = autoMap(importTarget('ChannelDocuments'), ['Bestellnr', 'Belegart', 'Datei'], []);
    const types = mapping.valueMaps.DocumentType!;
    expect([types.Rechnung, types.Gutschrift, types.Avoir, types.Factuur, types['Nota di credito']]).toEqual([
      'AmazonVATInvoice',
      'AmazonVATCreditNote',
      'AmazonVATCreditNote',
      'AmazonVATInvoice',
      'AmazonVATCreditNote',
    ]);
    // Other resources get no such map, and stock headers do not become invoice fields.
    expect(autoMap(importTarget('DCQuantities'), ['SKU', 'DC', 'Qty'], []).mapping.valueMaps).toEqual({});
  });
});

describe('attribute columns', () => {
  it('are recognised against the attribute names products carry; the rest are named as ignored', () => {
    expect(
      lines(
        'AttributeValues',
        ['Artikelnr', 'Name', 'color', 'Material', 'Notiz'],
        [['0000001', 'Lamp', 'Red', 'Wool', 'x']],
        {
          attributeNames: ['Color', 'Material', 'Size'],
        },
      ),
    ).toEqual([
      'Artikelnr -> Sku',
      "Name: ignored ('Name' is left out: with one column per attribute it is taken for the product's name)",
      "color -> Value of Name 'Color' (one column per Name)",
      "Material -> Value of Name 'Material' (one column per Name)",
      "Notiz: ignored ('Notiz' is left out: no product carries an attribute of that name (Color, Material, Size); map it by hand to create one)",
    ]);
  });

  // Issue 32 changed this: a column was taken for a new attribute when no name matched.
  it('without known names no column is taken for an attribute: each is named as ignored', () => {
    expect(lines('AttributeValues', ['SKU', 'Color', 'Size'], [])).toEqual([
      'SKU -> Sku',
      "Color: ignored ('Color' is left out: the attribute names products carry were not read, so it matches none; map it by hand to create one)",
      "Size: ignored ('Size' is left out: the attribute names products carry were not read, so it matches none; map it by hand to create one)",
    ]);
  });
});

describe('custom fields by their names, orders by the shop order number (issue 32)', () => {
  const mappingWith = (columns: object[], valueMaps: object = {}) =>
    ({ version: 1, resource: 'CustomFields', operation: 'upsert', columns, constants: {}, valueMaps }) as never;

  it('learns names from columns mapped by hand and from FieldID value maps, never from Field <id>', () => {
    const names = learntFieldNames(
      [
        mappingWith([
          { column: 'OrderID', field: 'OrderID', blank: 'skip' },
          { column: 'GiftMessage', unpivot: { key: 'FieldID', value: '201' }, blank: 'skip' },
          { column: 'Field 202', unpivot: { key: 'FieldID', value: '202' }, blank: 'skip' },
        ]),
        mappingWith([], { FieldID: { 'Packing note': '203', Broken: 'x' } }),
      ],
      'FieldID',
    );
    expect(names).toEqual({ GiftMessage: '201', 'Packing note': '203' });
    expect(fieldForHeader('gift message', names)).toBe('201');
    expect(fieldForHeader('PackingNote', names)).toBe('203');
    expect(fieldForHeader('Field 7', names)).toBe('7');
    expect(fieldForHeader('Colour', names)).toBeUndefined();
  });

  it('maps a learnt name as a header and offers the names as a FieldID value map', () => {
    const names = { GiftMessage: '201' };
    expect(
      lines('CustomFields', ['OrderID', 'Gift message'], [['6000001', 'Hi']], { customFieldNames: names }),
    ).toEqual(['OrderID -> OrderID', 'Gift message -> Value of FieldID 201 (one column per FieldID)']);
    const long = autoMap(
      importTarget('CustomFields'),
      ['OrderID', 'FieldID', 'Value'],
      [['6000001', 'GiftMessage', 'Hi']],
      {
        customFieldNames: names,
      },
    );
    expect(long.mapping.valueMaps).toEqual({ FieldID: { GiftMessage: '201' } });
  });

  it('takes an order column of shop order numbers for SiteOrderID, and an OrderID column over it', () => {
    const fields = (headers: string[], sample: string[]) =>
      autoMap(importTarget('CustomFields'), headers, [sample]).mapping.columns.map(
        (c) => `${c.column}=${c.field ?? ''}`,
      );
    expect(fields(['Bestellnr', 'FieldID', 'Value'], ['CH-000005', '201', 'x'])).toEqual([
      'Bestellnr=SiteOrderID',
      'FieldID=FieldID',
      'Value=Value',
    ]);
    expect(fields(['Bestellnr', 'FieldID', 'Value'], ['6000005', '201', 'x'])).toEqual([
      'Bestellnr=OrderID',
      'FieldID=FieldID',
      'Value=Value',
    ]);
    expect(fields(['OrderID', 'Site Order ID', 'FieldID', 'Value'], ['6000005', 'CH-000005', '201', 'x'])).toEqual([
      'OrderID=OrderID',
      'FieldID=FieldID',
      'Value=Value',
    ]);
  });
});
