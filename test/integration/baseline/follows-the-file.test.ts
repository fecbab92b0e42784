// Issue 41, "baselines that follow the file", in the trial's shape: a CSV export of 4,000 DC
// quantity cells, a colleague changes 31 of them on the service after the export, the user
// edits 25 other cells and 11 of the colleague's (conflicts); then the file is saved as XLSX
// by LibreOffice (another folder, another name, its own reading of the CSV) or renamed. The
// import still finds the baseline by the file's content and says so in one line; every value
// is read back from the sandbox: the colleague's 20 untouched changes kept, the 11 conflicts
// Skipped and not overwritten, the user's 25 edits sent, 0 wrong values. With the baseline
// gone, the same file is refused (exit 2) until --no-baseline says to send it as it is.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  companionOf,
  dcOfHeader,
  editCells,
  libreOfficeResave,
  pickCells,
  sale,
  type Picked,
} from './baseline-files.js';
import {
  cli,
  killChildren,
  profileQuantities,
  readCsv,
  removeDir,
  results,
  show,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000 });

const PROFILE = 12000002;

const CASES: { name: string; carry: (csv: string, dir: string) => Promise<string> }[] = [
  { name: 'CSV export saved as XLSX by LibreOffice', carry: (csv) => libreOfficeResave(csv) },
  {
    name: 'CSV export renamed',
    carry: (csv, dir) => {
      const renamed = join(dir, 'stock for monday.csv');
      renameSync(csv, renamed);
      return Promise.resolve(renamed);
    },
  },
];

/** Every value cell of the exported CSV, `<DC ID>,<ProductID>` -> quantity (a blank cell: no entry). */
function exportedCells(csv: string): Map<string, number> {
  const [headers, ...rows] = readCsv(csv);
  const cells = new Map<string, number>();
  let count = 0;
  for (const r of rows)
    headers!.forEach((h, i) => {
      const dc = dcOfHeader(h);
      if (dc === undefined) return;
      count++;
      if (r[i] !== '') cells.set(`${dc},${r[0]}`, Number(r[i]));
    });
  expect(count).toBe(4000); // 1,000 products x 4 DCs, the trial's 4,000 values
  return cells;
}

const at = (c: Picked): string => `${c.dc},${c.product}`;
const pad = (n: number): string => String(n).padStart(2, '0');
/** The contract's `2026-11-27 14:02`, local time, written out here independently of the app's code. */
function minute(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const baselineLines = (out: string): string[] =>
  out.split('\n').filter((l) => l.startsWith('Baseline:') || l.startsWith('No baseline'));

describe.each(CASES)('a baseline follows the file: $name', ({ carry }) => {
  let svc: Service;
  let dir: string;
  let home: string;
  beforeAll(async () => {
    svc = await startService({ seedProducts: 1000 });
    dir = tempDir('cb-follows-');
    home = join(dir, 'home');
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
  const run = (args: string[]) => cli([...args, '--credentials', svc.creds], home);

  it('keeps the colleague’s changes and the conflicts, sends the edits; refused without the baseline', async () => {
    const exported = join(dir, 'dcq.csv');
    const ex = await run(['export', 'DCQuantities', '--filter', `ProfileID eq ${PROFILE}`, '--out', exported]);
    expect(ex.code, show(ex)).toBe(0);
    const cells = exportedCells(exported);
    expect(await profileQuantities(svc, PROFILE)).toEqual(cells);
    const companion = JSON.parse(readFileSync(companionOf(exported), 'utf8')) as Record<string, string>;

    const picked = await pickCells(exported, 56);
    const colleagueOnly = picked.slice(0, 20);
    const conflicts = picked.slice(20, 31);
    const userOnly = picked.slice(31);
    for (const [i, c] of [...colleagueOnly, ...conflicts].entries()) await sale(svc, c, c.exported + 100 + i);
    await editCells(exported, [
      ...conflicts.map((cell, i) => ({ cell, value: 900 + i })),
      ...userOnly.map((cell, i) => ({ cell, value: 700 + i })),
    ]);
    const file = await carry(exported, dir);

    const out = join(dir, 'result.xlsx');
    const first = await run(['import', file, '--resource', 'DCQuantities', '--out', out]);
    expect(first.code, show(first)).toBe(0);
    expect(baselineLines(first.stdout)).toEqual([
      `Baseline: exported ${minute(companion.takenAt!)} from ${companion.connection}`,
    ]);
    const verdicts = await results(out);
    const held = verdicts.flatMap((v, row) => (v.result === 'Skipped' ? [row] : []));
    expect(held).toEqual(conflicts.map((c) => c.row).sort((a, b) => a - b));
    conflicts.forEach((c, i) =>
      expect(verdicts[c.row]!.message).toContain(
        `Changed on the service since the export: exported ${c.exported}, now ${c.exported + 100 + 20 + i} on the service, file ${900 + i}`,
      ),
    );

    // What the service should hold: the export, the colleague's 31 changes, the user's 25 edits.
    const expected = new Map(cells);
    [...colleagueOnly, ...conflicts].forEach((c, i) => expected.set(at(c), c.exported + 100 + i));
    userOnly.forEach((c, i) => expected.set(at(c), 700 + i));
    const after = await profileQuantities(svc, PROFILE);
    const wrong = [...expected].filter(([k, v]) => after.get(k) !== v);
    expect(wrong).toEqual([]);
    expect(after).toEqual(expected);

    // The baseline gone: the file still has the export's columns and rows, so it is refused.
    rmSync(companionOf(exported));
    const refused = await run(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'r2.xlsx'), '--json']);
    expect(refused.code, show(refused)).toBe(2);
    expect(JSON.parse(refused.stdout)).toMatchObject({ job: null, status: 'error', exitCode: 2 });
    expect(refused.stderr).toContain('but its baseline was not found');
    expect(refused.stderr).toContain('import it with --no-baseline');
    expect(await profileQuantities(svc, PROFILE)).toEqual(expected);

    // --no-baseline: the file's values are sent as they are, over the colleague's newer ones.
    const forced = await run([
      'import',
      file,
      '--resource',
      'DCQuantities',
      '--out',
      join(dir, 'r3.xlsx'),
      '--no-baseline',
    ]);
    expect(forced.code, show(forced)).toBe(0);
    expect(baselineLines(forced.stdout)).toEqual(['No baseline: edits will overwrite newer values']);
    const asFile = new Map(cells);
    conflicts.forEach((c, i) => asFile.set(at(c), 900 + i));
    userOnly.forEach((c, i) => asFile.set(at(c), 700 + i));
    expect(await profileQuantities(svc, PROFILE)).toEqual(asFile);
  });
});
