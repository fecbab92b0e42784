import { describe, expect, it } from 'vitest';
import { compileMapping, draftsForRow } from '../../../main/jobs/mapping/apply.js';
import { parseMapping } from '../../../main/jobs/mapping/mapping-file.js';
import { cellTextFor } from '../../../main/jobs/validate/row-cells.js';
import { isBlankRow, validateDraft } from '../../../main/jobs/validate/validate-row.js';
import { coerceCell, entityByName, fieldOf } from '../../../shared/resources/index.js';
import { importTarget } from '../../../main/jobs/index.js';

const headers = ['SKU', 'ProductID', 'DC', 'Qty'];
function check(
  cells: string[],
  extra: Partial<{ operation: 'upsert' | 'update' | 'delete'; blank: 'skip' | 'clear' }> = {},
) {
  const m = compileMapping(
    parseMapping({
      version: 1,
      resource: 'DCQuantities',
      operation: extra.operation ?? 'upsert',
      columns: [
        { column: 'SKU', field: 'Sku' },
        { column: 'ProductID', field: 'ProductID' },
        { column: 'DC', field: 'DistributionCenterID' },
        { column: 'Qty', field: 'AvailableQuantity', blank: extra.blank ?? 'skip' },
      ],
    }),
    headers,
    importTarget('DCQuantities'),
  );
  return validateDraft(m, 7, draftsForRow(m, cells)[0]!);
}

describe('row validation', () => {
  it('accepts a good row and keeps the SKU as text', () => {
    const o = check(['00123', '', '1', '5']);
    expect(o).toMatchObject({ kind: 'valid', sku: '00123', fields: { DistributionCenterID: 1, AvailableQuantity: 5 } });
  });

  it('reports int32 overflow with row, column, value, rule and a fix', () => {
    const o = check(['A', '', '1', '2147483648']);
    expect(o.kind).toBe('invalid');
    if (o.kind !== 'invalid') return;
    expect(o.issues[0]).toMatchObject({ rowNumber: 7, column: 'Qty', value: '2147483648' });
    expect(o.issues[0]!.rule).toMatch(/int32|type/);
    expect(o.issues[0]!.fix.id).toMatch(/^(check|cell)\./);
  });

  it('reports a non-number quantity as a type problem', () => {
    const o = check(['A', '', '1', 'ten']);
    expect(o.kind).toBe('invalid');
  });

  it('requires the keys: a row with neither ProductID nor SKU is invalid', () => {
    const o = check(['', '', '1', '5']);
    expect(o.kind).toBe('invalid');
    if (o.kind === 'invalid') expect(o.issues.map((i) => i.rule)).toContain('required');
  });

  it('skips a blank value under the skip policy and refuses to clear a non-nullable quantity', () => {
    expect(check(['A', '', '1', ''])).toMatchObject({ kind: 'skipped' });
    const cleared = check(['A', '', '1', ''], { blank: 'clear' });
    expect(cleared.kind).toBe('invalid');
  });

  it('a delete needs only the keys', () => {
    expect(check(['', '12', '1', ''], { operation: 'delete' })).toMatchObject({
      kind: 'valid',
      fields: { ProductID: 12, DistributionCenterID: 1 },
    });
  });

  it('recognises entirely blank rows', () => {
    expect(isBlankRow(['', '  ', ''])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });

  it('applies value maps before checking enums', () => {
    const m = compileMapping(
      parseMapping({
        version: 1,
        resource: 'DistributionCenters',
        operation: 'create',
        columns: [
          { column: 'Name', field: 'Name' },
          { column: 'Kind', field: 'Type' },
        ],
        valueMaps: { Type: { wh: 'Warehouse' } },
      }),
      ['Name', 'Kind'],
      importTarget('DistributionCenters'),
    );
    expect(validateDraft(m, 2, draftsForRow(m, ['North', 'WH'])[0]!)).toMatchObject({
      kind: 'valid',
      fields: { Name: 'North', Type: 'Warehouse' },
    });
    expect(validateDraft(m, 3, draftsForRow(m, ['North', 'shed'])[0]!)).toMatchObject({ kind: 'invalid' });
  });
});

describe('date cells (issue 41)', () => {
  const m = compileMapping(
    parseMapping({
      version: 1,
      resource: 'AttributeValues',
      operation: 'upsert',
      columns: [
        { column: 'SKU', field: 'Sku' },
        { column: 'Name', field: 'Name' },
        { column: 'Value', field: 'Value' },
      ],
    }),
    ['SKU', 'Name', 'Value'],
    importTarget('AttributeValues'),
  );

  it('a text field takes the text Excel shows', () => {
    const o = validateDraft(
      m,
      2,
      draftsForRow(m, ['0000001', 'Launch', '2026-03-04'], [undefined, undefined, '04.03.2026'])[0]!,
    );
    expect(o).toMatchObject({ kind: 'valid', fields: { Name: 'Launch', Value: '04.03.2026' } });
    const plain = validateDraft(m, 3, draftsForRow(m, ['0000001', 'Launch', '2026-03-04'])[0]!);
    expect(plain).toMatchObject({ kind: 'valid', fields: { Value: '2026-03-04' } });
  });

  it('a datetime field keeps the ISO text', () => {
    const deleted = fieldOf(entityByName('DistributionCenter'), 'DeletedDateUtc')!;
    expect(deleted.type).toBe('datetime');
    const cell = { field: 'DeletedDateUtc', column: 'Deleted', text: '2026-03-04T13:45:10', blank: 'skip' as const };
    const text = cellTextFor({ ...cell, shown: '04.03.2026 13:45' }, deleted);
    expect(text).toBe('2026-03-04T13:45:10');
    expect(coerceCell(deleted, text)).toMatchObject({ ok: true });
    const value = fieldOf(entityByName('AttributeValue'), 'Value')!;
    expect(cellTextFor({ ...cell, shown: '04.03.2026 13:45' }, value)).toBe('04.03.2026 13:45');
  });
});
