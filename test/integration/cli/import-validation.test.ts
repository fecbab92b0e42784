// The import command end to end, what reaches the service: validation per resource that never
// sends a bad row (AttributeValues, wide layouts, DistributionCenters' enums), upsert by Code as
// the default, pre-flight Unchanged on a re-import, --dry-run, --mapping, and no secret in
// anything the runs left. Checked against the sandbox's own data (GET) and its mutation counts.
// import-results.test.ts holds the result workbook's layout.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  changedCounters as changed,
  seedSku as sku,
  recordedCliForFile,
  attribute,
  column,
  quantity,
  readCsv,
  readXlsx,
  RESULT_COLUMNS,
  type Service,
  show,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
const { run, leftTexts } = recordedCliForFile((s, d) => {
  svc = s;
  dir = d;
});

describe('import: validation per resource, defaults, pre-flight and dry run', () => {
  it('AttributeValues: a too-long attribute name is Invalid and never sent; the good row is written', async () => {
    const file = join(dir, 'attrs.csv');
    const long = 'AnAttributeNameLongerThanThirtyTwoChars';
    writeFileSync(file, `SKU,Attribute,Value\n${sku(9)},${long},x\n${sku(9)},Finish,Matte\n`);
    const before = await svc.mutations();
    const r = await run(['import', file, '--resource', 'AttributeValues', '--out', join(dir, 'attrs.csv.xlsx')]);
    expect(r.code, show(r)).toBe(1);
    const rows = (await readXlsx(join(dir, 'attrs.csv.xlsx')))[
      Object.keys(await readXlsx(join(dir, 'attrs.csv.xlsx')))[0]!
    ]!;
    expect(column(rows, 'Result')).toEqual(['Invalid', 'Created']);
    expect(String(column(rows, 'Message')[0])).toMatch(new RegExp(`Attribute.*${long}`));
    expect(String(column(rows, 'Message')[0])).toMatch(/32/);
    expect(changed(before, await svc.mutations())).toHaveLength(1);
    expect(await attribute(svc, 'Finish', 2_000_009)).toBe('Matte');
  });

  it('wide layouts: a row with one invalid cell is Invalid as a whole and none of its cells is sent', async () => {
    const long = 'AnAttributeNameLongerThanThirtyTwoChars';
    const attrs = join(dir, 'wide-attrs.csv');
    writeFileSync(attrs, `SKU,Shade,${long}\n${sku(18)},Ochre,x\n${sku(18)},,\n`);
    // Issue 32: columns naming no known attribute are no longer taken for new ones by themselves.
    const attrsMapping = join(dir, 'wide-attrs-mapping.json');
    writeFileSync(
      attrsMapping,
      JSON.stringify({
        version: 1,
        resource: 'AttributeValues',
        operation: 'upsert',
        constants: {},
        valueMaps: {},
        columns: [
          { column: 'SKU', field: 'Sku', blank: 'skip' },
          ...['Shade', long].map((n) => ({ column: n, unpivot: { key: 'Name', value: n }, blank: 'skip' })),
        ],
      }),
    );
    const stock = join(dir, 'wide-stock.csv');
    writeFileSync(stock, `SKU,DC 1,DC 9\n${sku(19)},91,99\n${sku(20)},92,\n`);
    const before = await svc.mutations();
    const [a, b] = await Promise.all([
      run([
        'import',
        attrs,
        '--resource',
        'AttributeValues',
        '--mapping',
        attrsMapping,
        '--out',
        join(dir, 'wide-attrs-result.csv'),
      ]),
      run(['import', stock, '--resource', 'DCQuantities', '--out', join(dir, 'wide-stock-result.csv')]),
    ]);
    expect(a.code, show(a)).toBe(1);
    expect(b.code, show(b)).toBe(1);
    const ra = readCsv(join(dir, 'wide-attrs-result.csv'));
    expect(column(ra, 'Result')[0]).toBe('Invalid');
    expect(column(ra, 'Message')[0]).toContain(long);
    expect(column(ra, 'HTTP Status')[0]).toBe('');
    const rb = readCsv(join(dir, 'wide-stock-result.csv'));
    expect(column(rb, 'Result')).toEqual(['Invalid', 'Created'].map((v, i) => (i === 1 ? column(rb, 'Result')[1] : v)));
    expect(['Created', 'Updated']).toContain(column(rb, 'Result')[1]);
    expect(column(rb, 'Message')[0]).toMatch(/DC 9/);
    expect(await attribute(svc, 'Shade', 2_000_018)).toBeNull();
    expect(await quantity(svc, 1, 2_000_019)).not.toBe(91);
    expect(await quantity(svc, 1, 2_000_020)).toBe(92);
    expect(changed(before, await svc.mutations())).toHaveLength(1);
  });

  it('DistributionCenters: upsert by Code is the default operation; a bad enum is Invalid and never sent', async () => {
    const file = join(dir, 'dcs.csv');
    writeFileSync(
      file,
      'Name,Code,City,Country,Type\nConf Lyon,CONF-LYS,Lyon,FR,Spaceport\nConf Porto,CONF-OPO,Porto,PT,Warehouse\n',
    );
    const r = await run([
      'import',
      file,
      '--resource',
      'DistributionCenters',
      '--profile',
      '12000001',
      '--out',
      join(dir, 'dcs-result.csv'),
    ]);
    expect(r.code, show(r)).toBe(1);
    const rows = readCsv(join(dir, 'dcs-result.csv'));
    expect(rows.slice(1).map((x) => x[5])).toEqual(['Invalid', 'Created']);
    expect(rows[1]![7]).toMatch(/Type.*Spaceport/);
    expect(rows[1]![7]).toMatch(/Warehouse/); // the fix lists the allowed values
    const list = (await svc.get(
      `/v1/DistributionCenters?$filter=${encodeURIComponent("startswith(Code,'CONF-')")}`,
    )) as { value: { Code: string }[] };
    expect(list.value.map((d) => d.Code)).toEqual(['CONF-OPO']);
  });

  it('re-importing the same file gives all Unchanged and sends no writes', async () => {
    const file = join(dir, 'again.csv');
    writeFileSync(file, `SKU,DC,Qty\n${sku(10)},1,101\n${sku(10)},2,102\n${sku(11)},3,103\n`);
    const first = await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'again-1.csv')]);
    expect(first.code, show(first)).toBe(0);
    const before = await svc.mutations();
    const second = await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'again-2.csv')]);
    expect(second.code, show(second)).toBe(0);
    expect(
      readCsv(join(dir, 'again-2.csv'))
        .slice(1)
        .map((x) => x[3]),
    ).toEqual(['Unchanged', 'Unchanged', 'Unchanged']);
    expect(await svc.mutations()).toEqual(before);
  });

  it('--dry-run changes nothing and reports what would change and the quota', async () => {
    const file = join(dir, 'dry.csv');
    const was = await quantity(svc, 4, 2_000_012);
    // A key that already has a value, written back as it is: Unchanged.
    const current = await Promise.all([1, 2, 3, 4].map((dc) => quantity(svc, dc, 2_000_013)));
    const dc = current.findIndex((q) => q !== null) + 1;
    expect(dc).toBeGreaterThan(0);
    writeFileSync(file, `SKU,DC,Qty\n${sku(12)},4,${(was ?? 0) + 7}\n${sku(13)},${dc},${current[dc - 1]}\n`); // one change, one already equal
    const before = await svc.mutations();
    const out = join(dir, 'dry-result.xlsx');
    const r = await run(['import', file, '--resource', 'DCQuantities', '--out', out, '--dry-run']);
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toMatch(/quota/i);
    expect(await svc.mutations()).toEqual(before);
    expect(await quantity(svc, 4, 2_000_012)).toBe(was);
    const wb = await readXlsx(out);
    const rows = wb[Object.keys(wb)[0]!]!;
    expect(column(rows, 'Result')).toEqual([was === null ? 'Created' : 'Updated', 'Unchanged']);
    expect(String(column(rows, 'New Value')[0])).toContain(String((was ?? 0) + 7));
    expect(wb.Summary!.map((x) => x.join(' ')).join('\n')).toMatch(/dry run/i);
    expect(wb.Summary!.map((x) => x.join(' ')).join('\n')).toMatch(/quota/i);
  });

  it('--mapping: columns the auto-mapper cannot guess, a constant, a value map and a blank policy', async () => {
    const file = join(dir, 'artikel.csv');
    // German headers; 'Standort' names the DC by a code that the value map turns into an ID.
    writeFileSync(
      file,
      `Artikel;Standort;Bestand;Kommentar\n${sku(15)};BER;15;x\n${sku(16)};MUC;;leer\n${sku(17)};BER;17;y\n`,
    );
    const mapping = join(dir, 'artikel.mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        version: 1,
        resource: 'DCQuantities',
        operation: 'upsert',
        columns: [
          { column: 'Artikel', field: 'Sku' },
          { column: 'Standort', field: 'DistributionCenterID' },
          { column: 'Bestand', field: 'AvailableQuantity', blank: 'skip' },
        ],
        constants: { ProfileID: 12000002 },
        valueMaps: { DistributionCenterID: { BER: '1', MUC: '2' } },
      }),
    );
    const was = await quantity(svc, 2, 2_000_016);
    const out = join(dir, 'artikel-result.xlsx');
    const r = await run(['import', file, '--resource', 'DCQuantities', '--mapping', mapping, '--out', out]);
    expect(r.code, show(r)).toBe(0);
    expect(await quantity(svc, 1, 2_000_015)).toBe(15);
    expect(await quantity(svc, 1, 2_000_017)).toBe(17);
    expect(await quantity(svc, 2, 2_000_016)).toBe(was); // blank cell, policy skip: left alone
    const wb = await readXlsx(out);
    const rows = wb[Object.keys(wb)[0]!]!;
    expect(rows[0]).toEqual(['Artikel', 'Standort', 'Bestand', 'Kommentar', ...RESULT_COLUMNS]);
    expect(column(rows, 'Result')[1]).toBe('Skipped');
    expect(String(column(rows, 'Message')[1])).toMatch(/blank/i);
    expect(wb.Summary!.map((x) => x.join(' ')).join('\n')).toContain('Standort'); // the mapping used

    const bad = join(dir, 'bad.mapping.json');
    writeFileSync(
      bad,
      JSON.stringify({
        version: 1,
        resource: 'DCQuantities',
        operation: 'upsert',
        columns: [{ column: 'Nope', field: 'Sku' }],
      }),
    );
    const refused = await run([
      'import',
      file,
      '--resource',
      'DCQuantities',
      '--mapping',
      bad,
      '--out',
      join(dir, 'refused.xlsx'),
    ]);
    expect(refused.code, show(refused)).toBe(2);
    expect(refused.stderr).toMatch(/Nope/);
  });

  it('no secret in any output, result workbook, journal or file under COMMERCE_BULK_HOME', async () => {
    // Its own run (with an error row, so a Failed rows sheet and messages are written), plus every run above.
    const file = join(dir, 'secrets-v.csv');
    writeFileSync(file, `SKU,DC,Qty\n${sku(14)},1,140\n${sku(14)},2,x\n`);
    expect(
      (await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'secrets-v-result.xlsx')])).code,
    ).toBe(1);
    const texts = await leftTexts();
    for (const t of texts) for (const s of svc.secrets) expect(t.includes(s)).toBe(false);
  });
});
