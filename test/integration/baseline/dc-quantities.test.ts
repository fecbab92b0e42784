// Issue 26, "edits against an old export never overwrite newer live values": DCQuantities
// exported whole (XLSX with its hidden baseline sheet, CSV with its .baseline.json), a sale
// changes some quantities on the service, the file is edited in a few cells (some of them
// the changed ones), and the import sends only the edits whose live value did not move; the
// others are Skipped naming the three values, and --overwrite-newer sends them. Every value is
// read back from the sandbox. The same after LibreOffice re-saved the edited workbook; and a
// file without its baseline is refused as an export that lost it (issue 41) until --no-baseline
// says to send the edit over the newer value.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companionOf, editCells, libreOfficeResave, pickCells, sale, type Picked } from './baseline-files.js';
import {
  cli,
  killChildren,
  quantity,
  removeDir,
  results,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

interface Case {
  name: string;
  format: 'xlsx' | 'csv';
  /** Between the edit and the import: what else happens to the file. */
  after?: (file: string) => Promise<string>;
}

const CASES: Case[] = [
  { name: 'XLSX (hidden baseline sheet)', format: 'xlsx' },
  { name: 'XLSX re-saved by LibreOffice', format: 'xlsx', after: libreOfficeResave },
  { name: 'CSV (companion .baseline.json)', format: 'csv' },
];

describe.each(CASES)('DCQuantities baseline: $name', ({ format, after }) => {
  let svc: Service;
  let dir: string;
  let home: string;
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir('cb-baseline-');
    home = join(dir, 'home');
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
  const run = (args: string[], data = home) => cli([...args, '--credentials', svc.creds], data);
  const read = (c: Picked) => quantity(svc, c.dc, c.product);

  it('sends the edits whose live value did not move, Skips the others, --overwrite-newer sends them', async () => {
    const exported = join(dir, `dcq.${format}`);
    const ex = await run(['export', 'DCQuantities', '--filter', 'ProfileID eq 12000002', '--out', exported]);
    expect(ex.code, show(ex)).toBe(0);
    if (format === 'csv') expect(existsSync(companionOf(exported))).toBe(true);
    const [both, onService, inFile, untouched] = await pickCells(exported, 4);
    // A sale takes one off two quantities on the service after the export.
    await sale(svc, both!, both!.exported - 1);
    await sale(svc, onService!, onService!.exported - 1);
    // The file: the cell the sale changed and one it did not.
    let file = await editCells(exported, [
      { cell: both!, value: 500 },
      { cell: inFile!, value: 600 },
    ]);
    if (after) file = await after(file);

    const out = join(dir, 'result.xlsx');
    const first = await run(['import', file, '--resource', 'DCQuantities', '--out', out]);
    expect(first.code, show(first)).toBe(0);
    const verdicts = await results(out);
    expect(verdicts[both!.row]).toMatchObject({
      result: 'Skipped',
      message: expect.stringContaining(
        `Changed on the service since the export: exported ${both!.exported}, now ${both!.exported - 1} on the service, file 500`,
      ),
    });
    expect(verdicts[inFile!.row]!.result).toBe('Updated');
    expect(verdicts[onService!.row]).toMatchObject({
      result: 'Unchanged',
      message: expect.stringContaining(`Not edited since the export`),
    });
    expect(verdicts[untouched!.row]!.result).toBe('Unchanged');
    expect(await read(both!)).toBe(both!.exported - 1); // the newer live value stays
    expect(await read(onService!)).toBe(onService!.exported - 1);
    expect(await read(inFile!)).toBe(600);
    expect(await read(untouched!)).toBe(untouched!.exported);

    const again = join(dir, 'again.xlsx');
    const forced = await run(['import', file, '--resource', 'DCQuantities', '--overwrite-newer', '--out', again]);
    expect(forced.code, show(forced)).toBe(0);
    expect((await results(again))[both!.row]!.result).toBe('Updated');
    expect(await read(both!)).toBe(500);
    // A cell the file did not edit is still not sent: only edits overwrite.
    expect(await read(onService!)).toBe(onService!.exported - 1);
    expect(await read(inFile!)).toBe(600);
    expect(await read(untouched!)).toBe(untouched!.exported);
  });

  it('a file without its baseline is refused; --no-baseline sends the edit', async () => {
    // A data folder and a folder of its own: the first test's export has the same columns and
    // rows, and its baseline would be found by the file's fingerprint (its registry, its folder).
    const plainHome = join(dir, 'plain-home');
    mkdirSync(join(dir, 'plain'));
    const exported = join(dir, 'plain', `plain.${format}`);
    const ex = await run(['export', 'DCQuantities', '--filter', 'ProfileID eq 12000002', '--out', exported], plainHome);
    expect(ex.code, show(ex)).toBe(0);
    const [cell] = await pickCells(exported, 1, 4);
    await sale(svc, cell!, cell!.exported - 1);
    let file = await editCells(exported, [{ cell: cell!, value: 700 }], { dropBaseline: true });
    if (format === 'csv') rmSync(companionOf(exported));
    if (after) file = await after(file);
    const out = join(dir, 'plain-result.xlsx');
    const refused = await run(['import', file, '--resource', 'DCQuantities', '--out', out], plainHome);
    expect(refused.code, show(refused)).toBe(2);
    expect(refused.stderr).toContain('but its baseline was not found');
    expect(await read(cell!)).toBe(cell!.exported - 1);
    const r = await run(['import', file, '--resource', 'DCQuantities', '--out', out, '--no-baseline'], plainHome);
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('No baseline: edits will overwrite newer values');
    expect((await results(out))[cell!.row]!.result).toBe('Updated');
    expect(await read(cell!)).toBe(700);
  });
});
