// The app's export picker: every list, then the whole catalogue, then an empty template per
// importable resource; an id names which engine writes it.
import { describe, expect, it } from 'vitest';
import { EXPORT_LISTS } from '../../../../main/jobs/export/lists.js';
import { exportChoice, exportChoices } from '../../../../main/jobs/export/export-choices.js';

describe('export choices', () => {
  it('offer the lists, the whole catalogue and the templates, in that order', () => {
    expect(exportChoices().map((c) => `${c.kind} ${c.id}`)).toEqual([
      ...EXPORT_LISTS.map((l) => `list ${l}`),
      'catalogue AttributeValues',
      'catalogue DCQuantities',
      'template template:DCQuantities',
      'template template:AttributeValues',
      'template template:CustomFields',
      'template template:DistributionCenters',
    ]);
  });

  it('filter the catalogue by the fields of Products; a template by nothing', () => {
    const byId = new Map(exportChoices().map((c) => [c.id, c]));
    expect(byId.get('DCQuantities')!.filterable).toContain('ProfileID');
    expect(byId.get('DCQuantities')!.filterable).toEqual(byId.get('Products')!.columns);
    expect(byId.get('template:CustomFields')!.filterable).toEqual([]);
  });

  it('read an id in any case; an unknown one is left to the list engine to refuse', () => {
    expect(exportChoice('dcquantities')).toEqual({ kind: 'catalogue', resource: 'DCQuantities' });
    expect(exportChoice('template:attributevalues')).toEqual({ kind: 'template', resource: 'AttributeValues' });
    expect(exportChoice('template:Orders')).toEqual({ kind: 'list', resource: 'template:Orders' });
    expect(exportChoice('Profiles')).toEqual({ kind: 'list', resource: 'Profiles' });
  });
});
