// Issue 42: the catalogue export heads a DC's column with its Name and Code ('Contoso Berlin
// (CH-BER)'), not 'DC 1', and an import reads that header back to the DC's ID. A label two
// DCs would share, or a DC with neither Name nor Code, keeps 'DC <id>', which is never ambiguous.
import { describe, expect, it } from 'vitest';
import { dcColumnHeaders, dcForHeader, type KnownDc } from '../../../../main/jobs/mapping/dc-headers.js';

const DCS: KnownDc[] = [
  { id: 0, name: 'Northwind Main Warehouse', code: 'NW-MAIN', city: 'Chicago' },
  { id: 1, name: 'Contoso Berlin', code: 'CH-BER', city: 'Berlin' },
  { id: 2, name: 'Contoso Hamburg Store', code: 'CH-HAM', city: 'Hamburg' },
  { id: 5, name: null, code: null, city: 'Vienna' },
  { id: 6, name: 'Outlet', code: 'OUT', city: 'Graz' },
  { id: 7, name: 'Outlet', code: 'OUT', city: 'Linz' },
  { id: 8, name: 'Depot only', code: null, city: null },
];

describe('DC column headers of the catalogue export', () => {
  it('names each DC by Name (Code); DC <id> where that would be empty or shared', () => {
    expect([...dcColumnHeaders(DCS)]).toEqual([
      [0, 'Northwind Main Warehouse (NW-MAIN)'],
      [1, 'Contoso Berlin (CH-BER)'],
      [2, 'Contoso Hamburg Store (CH-HAM)'],
      [5, 'DC 5'],
      [6, 'DC 6'],
      [7, 'DC 7'],
      [8, 'Depot only'],
    ]);
  });

  it('reads each header back to its DC, whatever the case', () => {
    for (const [id, header] of dcColumnHeaders(DCS)) {
      if (header.startsWith('DC ')) continue; // DC_COLUMN reads those, before any name
      expect(dcForHeader(header, DCS)?.id).toBe(id);
    }
    expect(dcForHeader('contoso hamburg store (ch-ham)', DCS)?.id).toBe(2);
    // A Name with another DC's Code names neither.
    expect(dcForHeader('Contoso Berlin (CH-HAM)', DCS)).toBeUndefined();
  });
});
