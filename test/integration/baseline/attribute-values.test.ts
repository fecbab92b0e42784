// Issue 26 for text values: AttributeValues exported whole to XLSX, one attribute changed on the
// service after the export, two cells edited in the file (the changed one among them): the
// import writes only the other, Skips the changed one naming the three values, and
// --overwrite-newer writes it. Each value is read back from the sandbox.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attribute,
  call,
  cli,
  killChildren,
  readXlsx,
  refreshToken,
  removeDir,
  results,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

interface TextCell {
  row: number;
  column: number;
  product: number;
  name: string;
  exported: string;
}

describe('AttributeValues baseline (XLSX)', () => {
  let svc: Service;
  let dir: string;
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir('cb-baseline-attrs-');
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
  const run = (args: string[]) => cli([...args, '--credentials', svc.creds], join(dir, 'home'));

  /** The first text value of each row, `n` rows. */
  async function textCells(path: string, n: number): Promise<TextCell[]> {
    const [headers, ...rows] = (await readXlsx(path)).AttributeValues!;
    const cells: TextCell[] = [];
    rows.forEach((r, row) => {
      const column = r.findIndex((v, i) => i >= 3 && typeof v === 'string' && v !== '');
      if (column >= 0)
        cells.push({ row, column, product: Number(r[0]), name: String(headers![column]), exported: String(r[column]) });
    });
    expect(cells.length).toBeGreaterThanOrEqual(n);
    return cells.slice(0, n);
  }

  it('writes the edit whose live value did not move and Skips the other until --overwrite-newer', async () => {
    const file = join(dir, 'attrs.xlsx');
    const ex = await run(['export', 'AttributeValues', '--filter', 'ProfileID eq 12000002', '--out', file]);
    expect(ex.code, show(ex)).toBe(0);
    const [both, inFile] = await textCells(file, 2);
    const token = await refreshToken(svc.sandbox);
    const path = `/v1/AttributeValues(Name='${both!.name}',ProductID=${both!.product})`;
    const patched = await call(svc.sandbox, token, 'PATCH', path, { Value: 'Changed live' });
    expect(patched.status, patched.text).toBe(204);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.worksheets[0]!;
    ws.getRow(both!.row + 2).getCell(both!.column + 1).value = 'Edited in file';
    ws.getRow(inFile!.row + 2).getCell(inFile!.column + 1).value = 'Also edited';
    await wb.xlsx.writeFile(file);

    const out = join(dir, 'result.xlsx');
    const first = await run(['import', file, '--resource', 'AttributeValues', '--out', out]);
    expect(first.code, show(first)).toBe(0);
    expect(first.stdout).toMatch(/^Note: 1 cell changed on the service since the export of .* was not sent/m);
    const verdicts = await results(out);
    expect(verdicts[both!.row]).toMatchObject({
      result: 'Skipped',
      message: expect.stringContaining(
        `exported ${JSON.stringify(both!.exported)}, now "Changed live" on the service, file "Edited in file"`,
      ),
    });
    expect(verdicts[inFile!.row]!.result).toBe('Updated');
    expect(await attribute(svc, both!.name, both!.product)).toBe('Changed live');
    expect(await attribute(svc, inFile!.name, inFile!.product)).toBe('Also edited');

    const forced = await run(['import', file, '--resource', 'AttributeValues', '--overwrite-newer', '--out', out]);
    expect(forced.code, show(forced)).toBe(0);
    expect(await attribute(svc, both!.name, both!.product)).toBe('Edited in file');
    expect(await attribute(svc, inFile!.name, inFile!.product)).toBe('Also edited');
  });
});
