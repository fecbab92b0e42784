// The import command end to end: exit codes, `Job <id>` first, the result workbook's layout
// (XLSX and CSV), Summary and Failed rows sheets, neutralised formulas, validation that never
// sends a bad row, duplicates, blank rows, pre-flight Unchanged and dry runs. Every claim is
// checked against the sandbox's own data (GET) and its mutation counts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attribute,
  cli,
  type CliRun,
  column,
  filesUnder,
  jobIdOf,
  killChildren,
  quantity,
  readCsv,
  readXlsx,
  removeDir,
  RESULT_COLUMNS,
  RESULT_VALUES,
  type Service,
  show,
  startService,
  tempDir,
  totalWrites,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
let home: string;
const runs: CliRun[] = [];
const written: string[] = [];
beforeAll(async () => {
  svc = await startService();
  dir = tempDir();
  home = join(dir, 'home');
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

async function run(args: string[]): Promise<CliRun> {
  const r = await cli([...args, '--credentials', svc.creds], home);
  runs.push(r);
  const out = args[args.indexOf('--out') + 1];
  if (out) written.push(out);
  return r;
}

const changed = (before: Record<string, number>, after: Record<string, number>): string[] =>
  Object.keys(after)
    .filter((k) => after[k] !== before[k])
    .sort();

const sku = (n: number): string => String(n).padStart(7, '0'); // Contoso's SKUs; product 2000000 + n

describe('import: the result workbook', () => {
  const header = ['SKU', 'DC', 'Qty', 'Note'];
  const lines = [
    `${sku(1)},1,25,=1+2`, // 2 valid; formula-like note
    `${sku(2)},1,99999999999,`, // 3 int32 overflow
    `${sku(3)},2,abc,`, // 4 text in a quantity
    `${sku(4)},9,3,`, // 5 unknown DC
    ',1,4,', // 6 missing key
    '', // 7 blank row
    `${sku(5)},2,7,first`, // 8 duplicate key: the later row wins
    `${sku(5)},2,8,second`, // 9
    '000XYZ9,1,3,', // 10 unknown SKU
    `${sku(6)},3,-5,+49 30`, // 11 a negative number stays a number
    `${sku(7)},4,12,@SUM(A1)`, // 12
  ];
  const valid: [number, number, number][] = [
    [1, 1, 25],
    [5, 2, 8],
    [6, 3, -5],
    [7, 4, 12],
  ]; // [product, dc, qty]

  it('keeps every row in order with its columns, then Result..New Value; Summary and Failed rows sheets; exit 1', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, `${[header.join(','), ...lines].join('\r\n')}\r\n`);
    const old = await Promise.all(valid.map(([p, dc]) => quantity(svc, dc, 2_000_000 + p)));
    const before = await svc.mutations();
    const out = join(dir, 'stock-result.xlsx');
    // Row 11's -5 is a negative quantity: confirmed, as the guardrails ask (issue 14).
    // --duplicates last: the later row of a key wins (issue 41: by default both would be Invalid).
    const args = ['import', file, '--resource', 'DCQuantities', '--out', out, '--allow-mass-change'];
    const r = await run([...args, '--duplicates', 'last']);
    expect(r.code, show(r)).toBe(1);
    const jobId = jobIdOf(r);

    // Only the four valid rows were written, each once; the duplicate's later value won.
    const after = await svc.mutations();
    expect(totalWrites(after) - totalWrites(before)).toBe(4);
    const keys = changed(before, after);
    expect(keys).toHaveLength(4);
    for (const [p, dc] of valid)
      expect(
        keys.some((k) => k.includes(`ProductID=${2_000_000 + p}`) && k.includes(`DistributionCenterID=${dc}`)),
        `${p}/${dc} in ${keys.join(' ')}`,
      ).toBe(true);
    for (const [p, dc, q] of valid) expect(await quantity(svc, dc, 2_000_000 + p)).toBe(q);
    expect(await quantity(svc, 9, 2_000_004)).toBeNull();

    const wb = await readXlsx(out);
    expect(Object.keys(wb)).toEqual(expect.arrayContaining(['Summary', 'Failed rows']));
    const results = wb[Object.keys(wb)[0]!]!;
    expect(results[0]).toEqual([...header, ...RESULT_COLUMNS]);
    expect(results).toHaveLength(lines.length + 1);
    const expected = [
      'ok',
      'Invalid',
      'Invalid',
      'Invalid',
      'Invalid',
      'Skipped',
      'Skipped',
      'ok',
      'Invalid',
      'ok',
      'ok',
    ];
    const okResults = valid.map((_, i) => (old[i] === null ? 'Created' : 'Updated'));
    let k = 0;
    expect(column(results, 'Result')).toEqual(expected.map((e) => (e === 'ok' ? okResults[k++] : e)));
    for (const v of column(results, 'Result')) expect(RESULT_VALUES).toContain(v);
    // Original columns, original order; SKUs keep their leading zeros.
    expect(column(results, 'SKU').map((v) => (v === null ? '' : String(v)))).toEqual(
      lines.map((l) => l.split(',')[0] ?? ''),
    );
    expect(column(results, 'SKU')[0]).toBe('0000001');
    expect(String(column(results, 'Qty')[9])).toBe('-5');
    // Formula-like text neutralised, never written as a formula.
    const notes = column(results, 'Note');
    for (const [i, text] of [
      [0, '=1+2'],
      [9, '+49 30'],
      [10, '@SUM(A1)'],
    ] as const) {
      expect(String(notes[i])).not.toMatch(/^FORMULA:/);
      expect([`'${text}`, text]).toContain(notes[i]);
    }
    // Messages name the column, the value and a fix; the duplicate names the winning row.
    const msg = column(results, 'Message').map((m) => String(m ?? ''));
    expect(msg[1]).toMatch(/Qty/);
    expect(msg[1]).toMatch(/99999999999/);
    expect(msg[1]).toMatch(/fix/i);
    expect(msg[2]).toMatch(/Qty.*abc|abc.*Qty/);
    expect(msg[3], 'unknown DC').toMatch(/\b9\b/);
    expect(msg[3]).toMatch(/DC|distribution ?cent/i);
    expect(msg[3]).toMatch(/fix/i);
    expect(msg[4]).toMatch(/SKU|ProductID/);
    expect(msg[4]).toMatch(/fix/i);
    expect(msg[6]).toMatch(/row 9/);
    expect(msg[8]).toMatch(/000XYZ9/);
    expect(column(results, 'HTTP Status').slice(1, 5)).toEqual([null, null, null, null]); // never sent
    expect(column(results, 'HTTP Status')[8]).toBeNull();
    expect(column(results, 'New Value')[0]).toMatch(/^25$|25/);

    // Summary: job id, counts per result, timings, connection, file hash, mapping.
    const summary = wb.Summary!;
    const flat = summary.map((row) => row.map((c) => String(c ?? '')).join(' | ')).join('\n');
    expect(flat).toContain(jobId);
    expect(flat).toContain(createHash('sha256').update(readFileSync(file)).digest('hex'));
    expect(flat).toContain(svc.sandbox.url);
    expect(flat).toMatch(/time|second|duration/i);
    expect(flat).toMatch(/mapping/i);
    const counts = Object.fromEntries(
      RESULT_VALUES.map((v) => [v, column(results, 'Result').filter((x) => x === v).length]),
    );
    for (const v of RESULT_VALUES) {
      const row = summary.find((s) => String(s[0] ?? '').includes(v));
      expect(row, `Summary counts ${v}`).toBeTruthy();
      expect(Number(row![1])).toBe(counts[v]);
    }

    // Failed rows: the input's own layout, only the rows to fix.
    const failed = wb['Failed rows']!;
    expect(failed[0]).toEqual([...header, 'Row', 'Message']); // issue 15: which row, and why
    expect(failed.slice(1).map((row) => String(row[0] ?? ''))).toEqual([sku(2), sku(3), sku(4), '', '000XYZ9']);
    expect(failed.slice(1).map((row) => String(row[2] ?? ''))).toEqual(['99999999999', 'abc', '3', '4', '3']);
  });

  it('writes the same columns to a .csv result, neutralising formulas but not numbers', async () => {
    const file = join(dir, 'stock2.csv');
    writeFileSync(
      file,
      `${header.join(',')}\n${sku(8)},1,-3,=HYPERLINK("x")\n${sku(8)},2,4,\tTAB\n${sku(8)},3,5,-minus\n`,
    );
    const out = join(dir, 'stock2-result.csv');
    // -3 is a negative quantity: a guardrail that asks for a confirmation (issue 14).
    const r = await run(['import', file, '--resource', 'DCQuantities', '--out', out, '--allow-mass-change']);
    expect(r.code, show(r)).toBe(0);
    expect(readFileSync(out, 'utf8').charCodeAt(0)).toBe(0xfeff);
    const rows = readCsv(out);
    expect(rows[0]).toEqual([...header, ...RESULT_COLUMNS]);
    expect(rows.map((x) => x[0])).toEqual(['SKU', sku(8), sku(8), sku(8)]);
    expect(rows.map((x) => x[2])).toEqual(['Qty', '-3', '4', '5']);
    expect(rows.map((x) => x[3])).toEqual(['Note', `'=HYPERLINK("x")`, "'\tTAB", "'-minus"]);
    for (const row of rows.slice(1)) expect(['Created', 'Updated']).toContain(row[4]);
    expect(await quantity(svc, 1, 2_000_008)).toBe(-3);
  });
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
    const file = join(dir, 'secrets.csv');
    writeFileSync(file, `SKU,DC,Qty\n${sku(14)},1,140\n${sku(14)},2,x\n`);
    expect(
      (await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'secrets-result.xlsx')])).code,
    ).toBe(1);
    const texts = [...runs.map((r) => r.stdout + r.stderr), ...filesUnder(home).map((f) => f.text)];
    for (const out of written) {
      for (const f of [out, out.replace(/\.(xlsx|csv)$/, '.undo.xlsx')]) {
        try {
          texts.push(f.endsWith('.xlsx') ? JSON.stringify(await readXlsx(f)) : readFileSync(f, 'utf8'));
        } catch {
          /* no undo for this run */
        }
      }
    }
    for (const t of texts) for (const s of svc.secrets) expect(t.includes(s)).toBe(false);
  });
});
