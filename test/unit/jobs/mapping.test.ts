import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { compileMapping, draftsForRow } from '../../../main/jobs/mapping/apply.js';
import { dice, normaliseHeader } from '../../../main/jobs/mapping/similarity.js';
import { headerFingerprint, MappingStore } from '../../../main/jobs/mapping/fingerprint.js';
import {
  parseMapping,
  MappingFileError,
  loadMappingFile,
  saveMappingFile,
} from '../../../main/jobs/mapping/mapping-file.js';
import { tempDir } from '../../support/index.js';
import { importTarget } from '../../../main/jobs/index.js';
import { englishText, type Message } from '../../../shared/i18n/index.js';

/** A column's warning as the CLI says it: a message since issue 40's leftovers. */
const said = (warning: Message | undefined): string | undefined => warning && englishText(warning);

describe('auto-mapping', () => {
  it('maps exact names case- and space-insensitively', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DCQuantities'),
      ['product id', 'DISTRIBUTION CENTER ID', 'available_quantity'],
      [['12', '1', '5']],
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['ProductID', 'DistributionCenterID', 'AvailableQuantity']);
    expect(suggestions.every((s) => s.via === 'exact' && s.confidence === 1)).toBe(true);
  });

  it('maps synonyms: Sku, Warehouse, On Hand', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DCQuantities'),
      ['Item', 'Warehouse', 'On Hand'],
      [['A-1', '2', '7']],
    );
    expect(mapping.columns).toEqual([
      { column: 'Item', field: 'Sku', blank: 'skip' },
      { column: 'Warehouse', field: 'DistributionCenterID', blank: 'skip' },
      { column: 'On Hand', field: 'AvailableQuantity', blank: 'skip' },
    ]);
    expect(suggestions.map((s) => s.via)).toEqual(['synonym', 'synonym', 'synonym']);
  });

  it('keeps a quantity synonym whose samples are not integers, with a warning and lower confidence', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DCQuantities'),
      ['SKU', 'DC', 'Qty'],
      [
        ['A', '1', 'lots'],
        ['B', '1', 'few'],
        ['C', '1', '3'],
      ],
    );
    expect(mapping.columns.find((c) => c.column === 'Qty')?.field).toBe('AvailableQuantity');
    expect(suggestions[2]!.via).toBe('synonym');
    expect(suggestions[2]!.confidence).toBeLessThan(0.9);
    expect(said(suggestions[2]!.warning)).toMatch(/not whole numbers/);
  });

  it('keeps an exact quantity column when one sample in four is not a number', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DCQuantities'),
      ['ProductID', 'DistributionCenterID', 'AvailableQuantity'],
      [
        ['2000001', '1', '5'],
        ['2000002', '1', 'abc'],
        ['2000003', '1', '7'],
        ['2000004', '1', '8'],
      ],
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['ProductID', 'DistributionCenterID', 'AvailableQuantity']);
    expect(suggestions[2]!.via).toBe('exact');
    expect(suggestions[2]!.confidence).toBeLessThan(1);
    expect(said(suggestions[2]!.warning)).toMatch(/25% of its sample values are not whole numbers/);
  });

  it('drops a fuzzy quantity match whose samples are not integers', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DCQuantities'),
      ['SKU', 'DC', 'Availble Quantitiy'],
      [
        ['A', '1', 'lots'],
        ['B', '1', 'few'],
        ['C', '1', '3'],
      ],
    );
    expect(mapping.columns.find((c) => c.column === 'Availble Quantitiy')).toBeUndefined();
    expect(suggestions[2]!.via).toBe('none');
    expect(said(suggestions[2]!.warning)).toMatch(/not whole numbers/);
  });

  it('falls back to fuzzy matches with lower confidence', () => {
    const { suggestions } = autoMap(importTarget('DCQuantities'), ['Availble Quantitiy'], [['4']]);
    expect(suggestions[0]!.field).toBe('AvailableQuantity');
    expect(suggestions[0]!.via).toBe('fuzzy');
    expect(suggestions[0]!.confidence).toBeLessThan(0.9);
    expect(suggestions[0]!.confidence).toBeGreaterThan(0.5);
  });

  it('unpivots one quantity column per DC', () => {
    const { mapping } = autoMap(
      importTarget('DCQuantities'),
      ['SKU', 'DC 1', 'Qty DC 2', 'Warehouse 3', 'Berlin'],
      [['A', '1', '2', '3', '4']],
      { distributionCenters: [{ id: 7, name: 'Berlin' }] },
    );
    expect(mapping.columns.slice(1).map((c) => c.unpivot)).toEqual([
      { key: 'DistributionCenterID', value: '1' },
      { key: 'DistributionCenterID', value: '2' },
      { key: 'DistributionCenterID', value: '3' },
      { key: 'DistributionCenterID', value: '7' },
    ]);
  });

  it('unpivots attribute columns named after attributes', () => {
    const { mapping } = autoMap(importTarget('AttributeValues'), ['SKU', 'Color', 'Size'], [['A', 'red', 'M']], {
      attributeNames: ['Color', 'Size'],
    });
    expect(mapping.columns).toEqual([
      { column: 'SKU', field: 'Sku', blank: 'skip' },
      { column: 'Color', unpivot: { key: 'Name', value: 'Color' }, blank: 'skip' },
      { column: 'Size', unpivot: { key: 'Name', value: 'Size' }, blank: 'skip' },
    ]);
  });

  it('never invents an attribute from a column that names none (issue 32)', () => {
    const headers = ['ProductID', 'Sku', 'ProfileID', 'DC 0', 'DC 1', 'Shade'];
    for (const attributeNames of [undefined, [], ['Color', 'Size']]) {
      const { mapping, suggestions } = autoMap(
        importTarget('AttributeValues'),
        headers,
        [['7', 'A', '1', '5', '6', 'red']],
        {
          ...(attributeNames ? { attributeNames } : {}),
        },
      );
      expect(mapping.columns.filter((c) => c.unpivot)).toEqual([]);
      for (const column of ['DC 0', 'DC 1', 'Shade'])
        expect(said(suggestions.find((s) => s.column === column)?.warning)).toMatch(
          /left out.*map it by hand to create one/,
        );
    }
  });

  it('leaves columns only the service sets unmapped, with a warning: a DC list export maps back', () => {
    const { mapping, suggestions } = autoMap(
      importTarget('DistributionCenters'),
      ['ID', 'Name', 'IsExternallyManaged', 'IsDeleted', 'DeletedDateUtc'],
      [['7', 'A', 'false', 'false', '']],
      { operation: 'update' },
    );
    expect(mapping.columns.map((c) => c.field)).toEqual(['ID', 'Name']);
    expect(said(suggestions.find((s) => s.column === 'IsDeleted')?.warning)).toMatch(/only the service sets/);
  });
  it('maps custom field layouts and never gives one field to two columns', () => {
    const { mapping } = autoMap(
      importTarget('CustomFields'),
      ['Order', 'Field ID', 'Value', 'Order ID'],
      [['1', '2', 'x', '1']],
    );
    expect(mapping.columns.filter((c) => c.field === 'OrderID')).toHaveLength(1);
    expect(mapping.columns.find((c) => c.field === 'OrderID')!.column).toBe('Order ID');
  });
});

describe('compiling and applying a mapping', () => {
  it('gives one draft per unpivoted cell, with constants', () => {
    const m = compileMapping(
      parseMapping({
        version: 1,
        resource: 'DCQuantities',
        operation: 'upsert',
        columns: [
          { column: 'SKU', field: 'Sku' },
          { column: 'DC 1', unpivot: { key: 'DistributionCenterID', value: '1' } },
          { column: 'DC 2', unpivot: { key: 'DistributionCenterID', value: '2' }, blank: 'clear' },
        ],
        constants: { ProfileID: 12000001 },
      }),
      ['SKU', 'DC 1', 'DC 2'],
      importTarget('DCQuantities'),
    );
    const drafts = draftsForRow(m, ['A-1', '5', '']);
    expect(drafts).toHaveLength(2);
    expect(drafts[1]!.cells).toContainEqual({ field: 'AvailableQuantity', column: 'DC 2', text: '', blank: 'clear' });
    expect(drafts[0]!.cells).toContainEqual({ field: 'ProfileID', column: null, text: '12000001', blank: 'clear' });
  });

  it('refuses a mapping whose column is missing, naming it', () => {
    const mapping = parseMapping({
      version: 1,
      resource: 'DCQuantities',
      operation: 'upsert',
      columns: [{ column: 'Stock', field: 'AvailableQuantity' }],
    });
    expect(() => compileMapping(mapping, ['SKU', 'Qty'], importTarget(mapping.resource))).toThrow(
      /column 'Stock' is not in the header row/,
    );
  });

  it('validates mapping files with zod and names the bad entry', () => {
    expect(() => parseMapping({ version: 2, resource: 'DCQuantities', operation: 'upsert', columns: [] })).toThrow(
      MappingFileError,
    );
    expect(() =>
      parseMapping({ version: 1, resource: 'DCQuantities', operation: 'upsert', columns: [{ column: 'A' }] }),
    ).toThrow(/columns\.0/);
  });
});

describe('fingerprints and the mapping store', () => {
  it('ignores case, spacing and trailing empty headers', () => {
    expect(headerFingerprint(['SKU', ' Qty  DC 1'])).toBe(headerFingerprint(['sku', 'qty dc 1', '']));
    expect(headerFingerprint(['SKU', 'Qty'])).not.toBe(headerFingerprint(['Qty', 'SKU']));
  });

  it('is the same for a sheet as CSV and as XLSX: accents in either Unicode form, a BOM, a line break in a cell', () => {
    // Issue 32: a fix made for the CSV must be found again when the same sheet comes as XLSX.
    const csv = ['\uFEFFArtikelnr', 'Entrepo\u0302t', 'Bestand'];
    const xlsx = ['Artikelnr', 'Entrep\u00f4t', 'Bestand\n'];
    expect(headerFingerprint(csv)).toBe(headerFingerprint(xlsx));
    expect(headerFingerprint(['Entrepôt'])).not.toBe(headerFingerprint(['Entrepot']));
  });

  it('remembers a mapping per layout and resource', () => {
    const store = new MappingStore(join(tempDir('cb-map-'), 'mappings.json'));
    const { mapping } = autoMap(importTarget('DCQuantities'), ['SKU', 'DC', 'Qty'], [['A', '1', '2']]);
    mapping.constants = { ProfileID: 12000001 };
    store.remember(['SKU', 'DC', 'Qty'], mapping);
    expect(store.get(['sku', 'dc', 'qty'], 'DCQuantities')).toEqual(mapping);
    expect(store.get(['sku', 'dc', 'qty'], 'AttributeValues')).toBeUndefined();
  });

  it('a saved mapping file is never seen half-written, while it is saved over and over', async () => {
    // The app's "Save mapping…" and the CLI's --save-mapping replace a file other tools may be
    // reading. A reader between each step of the writes must always find a whole file.
    const dir = tempDir('cb-map-save-');
    const file = join(dir, 'stock-mapping.json');
    const { mapping } = autoMap(importTarget('DCQuantities'), ['SKU', 'DC', 'Qty'], [['A', '1', '2']]);
    await saveMappingFile(file, mapping);
    const seen = new Set<string>();
    let saving = true;
    const reader = (async () => {
      while (saving) {
        seen.add(readFileSync(file, 'utf8'));
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 100; i++) await saveMappingFile(file, { ...mapping, constants: { ProfileID: 12000000 + i } });
    saving = false;
    await reader;
    expect(seen.size).toBeGreaterThan(1);
    for (const text of seen) expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect((await loadMappingFile(file)).constants).toEqual({ ProfileID: 12000099 });
    // No temp file is left beside it.
    expect(readdirSync(dir)).toEqual(['stock-mapping.json']);
  });

  it('similarity helpers', () => {
    expect(normaliseHeader('DC ID')).toBe('dcid');
    expect(dice('quantity', 'quantity')).toBe(1);
    expect(dice('quantity', 'qantity')).toBeGreaterThan(0.7);
    expect(dice('sku', 'warehouse')).toBeLessThan(0.2);
  });
});
