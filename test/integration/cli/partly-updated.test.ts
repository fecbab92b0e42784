// Issue 32, finding 8: a row some of whose values were written and some refused counted as
// Failed ('Rows: Failed 2', though one field of each row was written and the undo workbook
// listed it). Now such a row is 'Partly updated': its message names the written cells and
// the failed ones, `Rows:` counts it apart, the exit code is 1, and the Failed rows sheet
// holds it for the part still to fix. The refusal is the service's own: Contoso's custom
// field 203 holds no value anywhere, so nothing read tells the pre-flight whose it is, and
// the service answers 400 for it on a Northwind order.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, readSheet, results, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

const value = async (field: number, order: number): Promise<unknown> =>
  ((await svc.get(`/v1/CustomFields(FieldID=${field},OrderID=${order})`)) as { Value?: unknown } | null)?.Value ?? null;

describe('a wide custom-field row with one value written and one refused', () => {
  it('is Partly updated, counted apart, its parts named; exit 1', async () => {
    const file = join(dir, 'fields.csv');
    writeFileSync(
      file,
      [
        'OrderID,Field 101,Field 203',
        '5000004,Gift for Anna,Rush',
        '5000005,Gift for Ben,Slow',
        '5000007,Gift for Cleo,',
      ]
        .map((l) => `${l}\r\n`)
        .join(''),
    );
    const out = join(dir, 'fields-result.xlsx');
    const r = await cli(
      ['import', file, '--resource', 'CustomFields', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toMatch(/^Rows: Created 1, Partly updated 2$/m);
    const refused = {
      result: 'Partly updated',
      status: 400,
      message:
        'Written: Field 101 (Created). Failed: Field 203: The request is invalid. FieldID : no custom field definition with FieldID 203 exists in profile 12000001.',
    };
    const rows = await results(out);
    expect(rows.slice(0, 2)).toEqual([refused, refused]);
    // A blank cell beside a written one: the row is Created (the blank's own words are finding 6's).
    expect(rows[2]).toMatchObject({ result: 'Created', status: 201 });
    expect(await value(101, 5_000_004)).toBe('Gift for Anna');
    expect(await value(101, 5_000_005)).toBe('Gift for Ben');
    expect(await value(101, 5_000_007)).toBe('Gift for Cleo');
    expect(await value(203, 5_000_004)).toBeNull();
    const failed = await readSheet(out, 'Failed rows');
    expect(failed.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [5_000_004, 'Gift for Anna', 'Rush', 2],
      [5_000_005, 'Gift for Ben', 'Slow', 3],
    ]);
    const summary = await readSheet(out, 'Summary');
    expect(summary).toContainEqual(['Rows Partly updated', 2]);
    expect(summary).toContainEqual(['Rows Failed', 0]);
  });
});
