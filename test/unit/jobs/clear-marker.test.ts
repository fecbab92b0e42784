// Issue 32, finding 3: the per-cell clear marker. A cell holding exactly the marker (#CLEAR
// by default, the mapping's "clear" otherwise; spaces around it and case ignored) clears its
// value; `-`, `NULL`, `n/a` and a marker inside other text stay text; a blank cell is skipped
// and carries its attribute name, so the plan can tell an emptied cell.
import { describe, expect, it } from 'vitest';
import { compileMapping, draftsForRow } from '../../../main/jobs/mapping/apply.js';
import { clearKeyOf, clearMarkerOf, isClearCell } from '../../../main/jobs/mapping/clear-marker.js';
import { parseMapping } from '../../../main/jobs/mapping/mapping-file.js';
import { validateDraft } from '../../../main/jobs/validate/validate-row.js';
import { importTarget } from '../../../main/jobs/index.js';
import { rowEnglish } from '../../../shared/i18n/index.js';

describe('the clear marker', () => {
  it('is #CLEAR unless the mapping says otherwise; "" turns it off', () => {
    expect(clearMarkerOf({})).toBe('#CLEAR');
    expect(clearMarkerOf({ clear: ' (leer) ' })).toBe('(leer)');
    expect(clearMarkerOf({ clear: '' })).toBe('');
    expect(
      parseMapping({ version: 1, resource: 'AttributeValues', operation: 'upsert', columns: [], clear: '-' }).clear,
    ).toBe('-');
  });

  it('matches a cell holding exactly the marker, case and surrounding spaces ignored', () => {
    const key = clearKeyOf('#CLEAR');
    for (const cell of ['#CLEAR', '#clear', '  #Clear\t']) expect(isClearCell(cell, key), cell).toBe(true);
    for (const cell of ['', '-', 'NULL', 'null', 'n/a', '(leer)', '#CLEAR!', 'x #CLEAR', '# CLEAR'])
      expect(isClearCell(cell, key), cell).toBe(false);
    expect(isClearCell('(LEER)', clearKeyOf('(leer)'))).toBe(true);
    expect(isClearCell('#CLEAR', clearKeyOf('(leer)'))).toBe(false);
    expect(isClearCell('', clearKeyOf(''))).toBe(false);
  });
});

describe('a row with marker cells', () => {
  const headers = ['Sku', 'Color', 'Size'];
  const drafts = (cells: string[], clear?: string) => {
    const m = compileMapping(
      parseMapping({
        version: 1,
        resource: 'AttributeValues',
        operation: 'upsert',
        columns: [
          { column: 'Sku', field: 'Sku' },
          { column: 'Color', unpivot: { key: 'Name', value: 'Color' } },
          { column: 'Size', unpivot: { key: 'Name', value: 'Size' } },
        ],
        ...(clear !== undefined ? { clear } : {}),
      }),
      headers,
      importTarget('AttributeValues'),
    );
    // A skipped cell's message in English, as the CLI and the result workbook say it.
    return draftsForRow(m, cells)
      .map((d) => validateDraft(m, 2, d))
      .map((v) => (v.kind === 'skipped' ? { ...v, message: rowEnglish(v.message) } : v));
  };

  it('clears the marked value, keeps text, and skips a blank cell with its attribute name', () => {
    expect(drafts(['A-1', ' #clear ', 'NULL'])).toMatchObject([
      { kind: 'valid', sku: 'A-1', fields: { Name: 'Color', Value: null } },
      { kind: 'valid', sku: 'A-1', fields: { Name: 'Size', Value: 'NULL' } },
    ]);
    expect(drafts(['A-1', '-', ''])).toEqual([
      expect.objectContaining({ kind: 'valid', fields: { Name: 'Color', Value: '-' } }),
      {
        kind: 'skipped',
        part: 3,
        valueColumn: 'Size',
        childKey: 'Size',
        message:
          'Blank Size: nothing to send (a blank cell leaves the value as it is; write #CLEAR in the cell to clear it)',
      },
    ]);
  });

  it('uses the mapping\'s marker, and none when it is ""', () => {
    expect(drafts(['A-1', '(Leer)', '#CLEAR'], '(leer)')).toMatchObject([
      { kind: 'valid', fields: { Name: 'Color', Value: null } },
      { kind: 'valid', fields: { Name: 'Size', Value: '#CLEAR' } },
    ]);
    expect(drafts(['A-1', '#CLEAR', ''], '')).toMatchObject([
      { kind: 'valid', fields: { Name: 'Color', Value: '#CLEAR' } },
      {
        kind: 'skipped',
        message:
          "Blank Size: nothing to send (blank cells in this column are skipped; map it with blank 'clear' to clear the value instead)",
      },
    ]);
  });
});
