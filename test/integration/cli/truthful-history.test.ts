// Issue 15, "workbooks and history that tell the truth": the Failed rows sheet keeps the
// input's columns typed as in the input, plus Row and Message (left out on a re-import);
// `jobs` counts rows, not cells; a dry run is marked as one; --retry-failed with nothing
// to retry says so and rewrites neither the result workbook nor the finish time.
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { runCli } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
let env: Record<string, string>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cb-truth-'));
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 30, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
  env = { COMMERCE_BULK_HOME: join(dir, 'home') };
});
afterAll(async () => {
  await sandbox?.close();
});

const jobId = (stdout: string) => /^Job (\S+)$/m.exec(stdout)![1]!;
/** The cells of a job's line in `jobs` (columns are two spaces or more apart). */
const jobCells = (stdout: string, id: string): string[] =>
  (stdout.split('\n').find((l) => l.startsWith(`${id} `)) ?? '').split(/ {2,}/);

async function sheetRows(path: string, name: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const rows: unknown[][] = [];
  wb.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('workbooks and history', () => {
  // Four wide rows (two DC columns each): 8 cells, 4 rows.
  const csv = 'SKU,DC 1,DC 2\r\n0000001,11,12\r\n0000002,21,abc\r\n1,31,32\r\n0000004,41,42\r\n';

  it('Failed rows: the input columns typed, then Row and Message; jobs counts rows; a retry with nothing failed changes nothing', async () => {
    const file = join(dir, 'wide.csv');
    writeFileSync(file, csv);
    const out = join(dir, 'wide-result.xlsx');
    const r = await runCli(['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', out], env);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^Rows: Updated 2, Invalid 2$/m);

    expect(await sheetRows(out, 'Failed rows')).toEqual([
      ['SKU', 'DC 1', 'DC 2', 'Row', 'Message'],
      [
        '0000002',
        21,
        'abc',
        3,
        "DC 1: Not sent: another cell of this row is invalid; fix it and import the row again; DC 2: DC 2 'abc' (cell C3): AvailableQuantity: 'abc' is not a whole number. Fix: Enter AvailableQuantity (a whole number from -2147483648 to 2147483647).",
      ],
      [
        '1',
        31,
        32,
        4,
        "DC 1: Unknown SKU '1': no product has this SKU in the profiles this connection covers. Fix: did you mean 0000001? Excel drops leading zeros: format the column as Text and type the SKU again; DC 2: Unknown SKU '1': no product has this SKU in the profiles this connection covers. Fix: did you mean 0000001? Excel drops leading zeros: format the column as Text and type the SKU again",
      ],
    ]);

    const id = jobId(r.stdout);
    const jobs = await runCli(['jobs'], env);
    // The table's cells after Job, Started and Finished (issue 42 added the header and local times).
    expect(jobCells(jobs.stdout, id).slice(3)).toEqual([
      'reported',
      'DCQuantities/upsert',
      'Updated 2, Invalid 2',
      `${file} -> ${out}`,
    ]);

    const before = statSync(out).mtimeMs;
    const finished = (
      JSON.parse((await runCli(['jobs', '--json'], env)).stdout) as { id: string; finishedAt: string }[]
    ).find((j) => j.id === id)!.finishedAt;
    const retry = await runCli(['resume', id, '--retry-failed'], env);
    expect(retry.stderr).toBe('');
    expect(retry.stdout.split('\n').slice(1, 3)).toEqual([
      `Nothing to retry: job ${id} has no failed rows (its 2 Invalid rows need a fixed file: import its Failed rows sheet). Nothing was sent; its result workbook and finish time are unchanged.`,
      `Result: ${out}`,
    ]);
    expect(retry.code).toBe(1);
    expect(statSync(out).mtimeMs).toBe(before);
    const after = (
      JSON.parse((await runCli(['jobs', '--json'], env)).stdout) as { id: string; finishedAt: string }[]
    ).find((j) => j.id === id)!.finishedAt;
    expect(after).toBe(finished);

    // The Failed rows sheet imports again with its Row and Message columns left out.
    const again = await runCli(
      [
        'import',
        out,
        '--sheet',
        'Failed rows',
        '--resource',
        'DCQuantities',
        '--credentials',
        creds,
        '--out',
        join(dir, 'again.xlsx'),
        '--dry-run',
      ],
      env,
    );
    const lines = again.stdout.split('\n');
    expect(lines.slice(lines.indexOf('Columns:'), lines.indexOf('Columns:') + 6)).toEqual([
      'Columns:',
      '  SKU -> Sku',
      '  DC 1 -> AvailableQuantity of DistributionCenterID 1 (one column per DistributionCenterID)',
      '  DC 2 -> AvailableQuantity of DistributionCenterID 2 (one column per DistributionCenterID)',
      "  Row: ignored ('Row' was added by the result workbook's Failed rows sheet: not imported)",
      "  Message: ignored ('Message' was added by the result workbook's Failed rows sheet: not imported)",
    ]);
  }, 120_000);

  it('a dry run is listed as one, with what would happen', async () => {
    const file = join(dir, 'dry.csv');
    writeFileSync(file, 'SKU,DC 1,DC 2\r\n0000005,51,52\r\n0000006,61,62\r\n');
    const out = join(dir, 'dry-result.xlsx');
    const r = await runCli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', out, '--dry-run'],
      env,
    );
    expect(r.code, r.stderr).toBe(0);
    const id = jobId(r.stdout);
    const jobs = await runCli(['jobs'], env);
    expect(jobCells(jobs.stdout, id).slice(3)).toEqual([
      'dry run',
      'DCQuantities/upsert',
      'would be: Updated 2',
      `${file} -> ${out}`,
    ]);
  }, 60_000);
});
