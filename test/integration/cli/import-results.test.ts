// The import command end to end, the result file: `Job <id>` first, exit 1 on failed rows, the
// result workbook's layout (XLSX and CSV: every row in order, Result..New Value, Summary and
// Failed rows sheets), neutralised formulas, and no secret in anything the runs left. Checked
// against the sandbox's own data (GET) and its mutation counts. import-validation.test.ts holds
// validation per resource, pre-flight Unchanged, dry runs and --mapping.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  changedCounters as changed,
  seedSku as sku,
  recordedCliForFile,
  column,
  jobIdOf,
  quantity,
  readCsv,
  readXlsx,
  RESULT_COLUMNS,
  RESULT_VALUES,
  type Service,
  show,
  totalWrites,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
const { run, leftTexts } = recordedCliForFile((s, d) => {
  svc = s;
  dir = d;
});

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

  it('no secret in any output, result workbook, journal or file under COMMERCE_BULK_HOME', async () => {
    // Its own run (with an error row, so a Failed rows sheet and messages are written), plus every run above.
    const file = join(dir, 'secrets.csv');
    writeFileSync(file, `SKU,DC,Qty\n${sku(14)},1,140\n${sku(14)},2,x\n`);
    expect(
      (await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'secrets-result.xlsx')])).code,
    ).toBe(1);
    const texts = await leftTexts();
    for (const t of texts) for (const s of svc.secrets) expect(t.includes(s)).toBe(false);
  });
});
