// Issue 14, "numbers as the user wrote them": a ';' CSV from German Excel writes decimals with
// a comma. The file's decimal separator is guessed (and can be given), numbers are read its
// way, and a number that could mean two things is Invalid with both readings: no fix that
// changes a value's meaning.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 30 }, 'cb-decimal-');

async function importCsv(name: string, text: string, resource: string, extra: { decimal?: '.' | ',' } = {}) {
  const file = join(ctx.dir, name);
  writeFileSync(file, text);
  const out = join(ctx.dir, name.replace('.csv', '-result.xlsx'));
  const numbers: { decimal: string; source: string }[] = [];
  const o = await runImport({
    file,
    resource,
    out,
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
    onJob: (_id, n) => numbers.push(n),
    // The token covers several profiles: new centers need one (issue 14).
    ...(resource === 'DistributionCenters' ? { profile: 12000001 } : {}),
    ...extra,
  });
  return { o, out, numbers };
}

async function dc(code: string): Promise<Record<string, unknown> | undefined> {
  const r = await ctx.svc.client.request({
    method: 'GET',
    path: `/v1/DistributionCenters?$filter=${encodeURIComponent(`Code eq '${code}'`)}`,
  });
  return (r.body as { value: Record<string, unknown>[] }).value[0];
}

describe('a decimal comma, guessed from the ; delimiter', () => {
  it('reads Latitude 48,137 as 48.137 and a quantity of 34,00 as 34', async () => {
    const dcs = await importCsv(
      'german-dcs.csv',
      'Code;Name;Latitude;Longitude\r\nMUC-1;München Nord;48,137;11,575\r\n',
      'DistributionCenters',
    );
    expect(dcs.numbers).toEqual([{ decimal: ',', source: "guessed from the ';' delimiter" }]);
    expect(dcs.o.exitCode).toBe(0);
    expect(await dc('MUC-1')).toMatchObject({ Name: 'München Nord', Latitude: 48.137, Longitude: 11.575 });

    const qty = await importCsv('german-stock.csv', 'SKU;DC;Qty\r\n0000003;1;34,00\r\n', 'DCQuantities');
    expect(qty.o.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000003)).toBe(34);
  });
});

describe('the same text in a file that writes a decimal point', () => {
  it('48,137 is Invalid with both readings, and --decimal , reads it', async () => {
    const text = 'Code,Name,Latitude\r\nMUC-2,München Süd,"48,137"\r\n';
    const guessed = await importCsv('dcs-point.csv', text, 'DistributionCenters');
    expect(guessed.numbers).toEqual([{ decimal: '.', source: 'the default' }]);
    expect(guessed.o.exitCode).toBe(1);
    const rows = await readSheet(guessed.out, 'Results');
    expect(rows[1]!.slice(0, 4)).toEqual(['MUC-2', 'München Süd', '48,137', 'Invalid']);
    expect(String(rows[1]![5])).toContain(
      "Latitude: '48,137' is ambiguous: 48137 if ',' separates thousands, or 48.137 if it is the decimal separator.",
    );
    expect(String(rows[1]![5])).toContain('Write 48137 or 48.137, whichever you meant');
    expect(await dc('MUC-2')).toBeUndefined();

    const given = await importCsv('dcs-point-given.csv', text, 'DistributionCenters', { decimal: ',' });
    expect(given.numbers).toEqual([{ decimal: ',', source: 'given (--decimal)' }]);
    expect(given.o.exitCode).toBe(0);
    expect(await dc('MUC-2')).toMatchObject({ Latitude: 48.137 });
  });

  it('decimal commas in the first rows are guessed as such', async () => {
    const r = await importCsv(
      'stock-commas.csv',
      'SKU,DC,Qty\r\n0000004,1,"7,00"\r\n0000005,1,"8,0"\r\n',
      'DCQuantities',
    );
    expect(r.numbers).toEqual([
      { decimal: ',', source: 'guessed from numbers with a decimal comma in the first rows' },
    ]);
    expect(r.o.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000004)).toBe(7);
    expect(await quantity(ctx.svc.client, 1, 2000005)).toBe(8);
  });
});
