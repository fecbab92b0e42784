// Issue 15, "no column left behind": warehouse columns by the service's own DC names and
// codes, German (and other) headers, and every column listed as mapped, unpivoted or
// ignored. Channel-document, attribute and custom-field columns:
// columns-accounted-fields.test.ts.
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { dcForHeader, dcValueMap, idByWords, type KnownDc } from '../../../main/jobs/mapping/dc-headers.js';
import { importTarget } from '../../../main/jobs/index.js';
import { lines } from './columns-accounted.fixtures.js';

// The sandbox's Contoso distribution centers (server/storage/seed-data.ts).
const DCS: KnownDc[] = [
  { id: 1, name: 'Contoso Berlin', code: 'CH-BER', city: 'Berlin' },
  { id: 2, name: 'Contoso Hamburg Store', code: 'CH-HAM', city: 'Hamburg' },
  { id: 3, name: 'Contoso FBA', code: 'CH-FBA', city: 'Leipzig' },
  { id: 4, name: 'Contoso Drop Ship', code: 'CH-DS', city: 'Vienna' },
];

describe('warehouse columns', () => {
  it('erp-wide3.csv: the columns named after warehouses are unpivoted, not dropped', () => {
    expect(
      lines(
        'DCQuantities',
        ['SKU', 'Name', 'Berlin', 'Hamburg', 'CH-FBA', 'DC 4'],
        [['0000001', 'Lamp', '5', '6', '7', '8']],
        {
          distributionCenters: DCS,
        },
      ),
    ).toEqual([
      'SKU -> Sku',
      "Name: ignored (no field, no distribution center's Name, Code or City, and not 'DC <id>'; map it by hand if it holds quantities)",
      'Berlin -> AvailableQuantity of DistributionCenterID 1 (one column per DistributionCenterID)',
      'Hamburg -> AvailableQuantity of DistributionCenterID 2 (one column per DistributionCenterID)',
      'CH-FBA -> AvailableQuantity of DistributionCenterID 3 (one column per DistributionCenterID)',
      'DC 4 -> AvailableQuantity of DistributionCenterID 4 (one column per DistributionCenterID)',
    ]);
  });

  it('matches Name, Code and City ignoring case and accents, with stock words around them', () => {
    const dcs: KnownDc[] = [...DCS, { id: 7, name: 'Entrepôt Genève', code: 'GVA', city: 'Genève' }];
    expect(dcForHeader('contoso berlin', dcs)?.id).toBe(1);
    expect(dcForHeader('ch-ham', dcs)?.id).toBe(2);
    expect(dcForHeader('Lager Berlin', dcs)?.id).toBe(1);
    expect(dcForHeader('Bestand CH-FBA', dcs)?.id).toBe(3);
    expect(dcForHeader('GENEVE', dcs)?.id).toBe(7);
    expect(dcForHeader('Qty Genève', dcs)?.id).toBe(7);
    expect(dcForHeader('Contoso', dcs)).toBeUndefined(); // every Contoso DC has that word
    expect(dcForHeader('München', dcs)).toBeUndefined();
  });

  it('matches the words of one name only: Hamburg Store, Drop Ship, Lager Drop Ship (issue 32)', () => {
    expect(dcForHeader('Hamburg Store', DCS)?.id).toBe(2);
    expect(dcForHeader('Drop Ship', DCS)?.id).toBe(4);
    expect(dcForHeader('ship drop', DCS)?.id).toBe(4);
    expect(dcForHeader('Lager Drop Ship', DCS)?.id).toBe(4);
    expect(dcForHeader('Contoso Ship', DCS)?.id).toBe(4);
    expect(dcForHeader('Berlin Drop Ship', DCS)).toBeUndefined(); // words of two names
    expect(dcForHeader('Drop Date', DCS)).toBeUndefined(); // a word no name has
    const twoStores: KnownDc[] = [...DCS, { id: 5, name: 'Contoso Munich Store', code: 'CH-MUC', city: 'Munich' }];
    expect(dcForHeader('Drop Ship', twoStores)?.id).toBe(4);
    expect(dcForHeader('Contoso Store', twoStores)).toBeUndefined(); // two DCs have both words
  });

  it('a cell names a DC by the words of one name in the value map, else stays as it is', () => {
    const map = new Map(Object.entries(dcValueMap(DCS)).map(([k, v]) => [k.toLowerCase(), v]));
    expect(idByWords(map, 'Hamburg Store')).toBe('2');
    expect(idByWords(map, 'hamburg  STORE')).toBe('2');
    expect(idByWords(map, 'drop ship')).toBe('4');
    expect(idByWords(map, 'Contoso')).toBeUndefined(); // all four
    expect(idByWords(map, 'Contoso Hamburg Berlin')).toBeUndefined(); // no one name has all three
    expect(idByWords(map, 'HH')).toBeUndefined(); // too short to tell
    expect(idByWords(map, '4')).toBeUndefined(); // an ID is not a word of a name
  });

  it("an SAP stock export's headers Material;Werk;Menge (issue 41)", () => {
    const sap = autoMap(importTarget('DCQuantities'), ['Material', 'Werk', 'Menge'], [['0000131', 'Berlin', '5']], {
      distributionCenters: DCS,
    });
    expect(sap.mapping.columns).toEqual([
      { column: 'Material', field: 'Sku', blank: 'skip' },
      { column: 'Werk', field: 'DistributionCenterID', blank: 'skip' },
      { column: 'Menge', field: 'AvailableQuantity', blank: 'skip' },
    ]);
    expect(sap.mapping.valueMaps.DistributionCenterID?.Berlin).toBe('1');
  });

  it('German headers Artikelnr, Lager Berlin, Bestand', () => {
    expect(
      lines(
        'DCQuantities',
        ['Artikelnr', 'Bezeichnung', 'Lager Berlin', 'Lager Hamburg'],
        [['0000001', 'Lampe', '5', '6']],
        {
          distributionCenters: DCS,
        },
      ),
    ).toEqual([
      'Artikelnr -> Sku',
      "Bezeichnung: ignored (no field, no distribution center's Name, Code or City, and not 'DC <id>'; map it by hand if it holds quantities)",
      'Lager Berlin -> AvailableQuantity of DistributionCenterID 1 (one column per DistributionCenterID)',
      'Lager Hamburg -> AvailableQuantity of DistributionCenterID 2 (one column per DistributionCenterID)',
    ]);
    const long = autoMap(
      importTarget('DCQuantities'),
      ['Artikelnr', 'Lager', 'Bestand'],
      [['0000001', 'Berlin', '5']],
      {
        distributionCenters: DCS,
      },
    );
    expect(long.mapping.columns).toEqual([
      { column: 'Artikelnr', field: 'Sku', blank: 'skip' },
      { column: 'Lager', field: 'DistributionCenterID', blank: 'skip' },
      { column: 'Bestand', field: 'AvailableQuantity', blank: 'skip' },
    ]);
    // The warehouse names in the Lager column become IDs through a value map.
    expect(long.mapping.valueMaps).toEqual({
      DistributionCenterID: {
        'Contoso Berlin': '1',
        'CH-BER': '1',
        Berlin: '1',
        'Contoso Hamburg Store': '2',
        'CH-HAM': '2',
        Hamburg: '2',
        'Contoso FBA': '3',
        'CH-FBA': '3',
        Leipzig: '3',
        'Contoso Drop Ship': '4',
        'CH-DS': '4',
        Vienna: '4',
      },
    });
  });

  it('key-field synonyms in French, Spanish, Italian and Dutch', () => {
    const fields = (headers: string[]) =>
      autoMap(importTarget('DCQuantities'), headers, []).mapping.columns.map((c) => `${c.column}=${c.field ?? ''}`);
    expect(fields(['Référence', 'Entrepôt', 'Quantité'])).toEqual([
      'Référence=Sku',
      'Entrepôt=DistributionCenterID',
      'Quantité=AvailableQuantity',
    ]);
    expect(fields(['Referencia', 'Almacén', 'Cantidad'])).toEqual([
      'Referencia=Sku',
      'Almacén=DistributionCenterID',
      'Cantidad=AvailableQuantity',
    ]);
    expect(fields(['Codice articolo', 'Magazzino', 'Quantità'])).toEqual([
      'Codice articolo=Sku',
      'Magazzino=DistributionCenterID',
      'Quantità=AvailableQuantity',
    ]);
    expect(fields(['Artikelnummer', 'Magazijn', 'Voorraad'])).toEqual([
      'Artikelnummer=Sku',
      'Magazijn=DistributionCenterID',
      'Voorraad=AvailableQuantity',
    ]);
    expect(fields(['Artikelnr', 'Lager', 'Menge'])).toEqual([
      'Artikelnr=Sku',
      'Lager=DistributionCenterID',
      'Menge=AvailableQuantity',
    ]);
  });
});
