// What the baseline tests do to an export and to the service: pick value cells, sell stock
// through the API, edit cells the way a person would (exceljs for a workbook, text for a
// CSV), drop the baseline, and let LibreOffice re-save a workbook with a private profile.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { call, readCsv, readXlsx, refreshToken, type Cell, type Service } from '../../support/index.js';

/** One value cell of the export: its data row (0-based), column, key and exported value. */
export interface Picked {
  row: number;
  column: number;
  product: number;
  dc: number;
  name: string;
  exported: number;
}

/** The sandbox's DCs by Code: the export heads a DC's column 'Contoso Berlin (CH-BER)' (issue 42). */
const SEED_DC_CODES: Record<string, number> = { 'NW-MAIN': 0, 'CH-BER': 1, 'CH-HAM': 2, 'CH-FBA': 3, 'CH-DS': 4 };

/** The DC ID an exported column header names ('Contoso Berlin (CH-BER)' or 'DC 1'), or undefined. */
export function dcOfHeader(header: string): number | undefined {
  const code = /\(([^()]+)\)$/.exec(header)?.[1];
  if (code !== undefined) return SEED_DC_CODES[code];
  const id = /^DC (\d+)$/.exec(header)?.[1];
  return id === undefined ? undefined : Number(id);
}

async function dataRows(path: string): Promise<Cell[][]> {
  if (extname(path) === '.csv')
    return readCsv(path).map((r) => r.map((c) => (/^\d+$/.test(c) ? Number(c) : c || null)));
  const sheets = await readXlsx(path);
  return Object.values(sheets)[0]!;
}

/** `n` cells holding a quantity of at least 1, each in a row of its own, after the first `skip` such rows. */
export async function pickCells(path: string, n: number, skip = 0): Promise<Picked[]> {
  const [headers, ...rows] = await dataRows(path);
  const picked: Picked[] = [];
  rows.forEach((r, row) => {
    const column = r.findIndex((v, i) => i >= 3 && typeof v === 'number' && v >= 1);
    if (column < 0) return;
    const name = String(headers![column]);
    picked.push({
      row,
      column,
      product: Number(r[0]),
      dc: dcOfHeader(name) ?? NaN, // NaN: an attribute column names no DC
      name,
      exported: Number(r[column]),
    });
  });
  expect(picked.length).toBeGreaterThanOrEqual(skip + n);
  return picked.slice(skip, skip + n);
}

/** The service changes a quantity on its own, through its API (as a sale would). */
export async function sale(svc: Service, c: Picked, value: number): Promise<void> {
  const token = await refreshToken(svc.sandbox);
  const path = `/v1/DCQuantities(DistributionCenterID=${c.dc},ProductID=${c.product})`;
  const r = await call(svc.sandbox, token, 'PATCH', path, { AvailableQuantity: value });
  expect(r.status, r.text).toBe(204);
}

export const companionOf = (csv: string): string => join(dirname(csv), `${basename(csv, extname(csv))}.baseline.json`);

/** Sets the cells in place and returns the file's path; `dropBaseline` removes an XLSX's hidden baseline sheet. */
export async function editCells(
  path: string,
  edits: { cell: Picked; value: number }[],
  opts: { dropBaseline?: boolean } = {},
): Promise<string> {
  if (extname(path) === '.csv') {
    const rows = readCsv(path);
    for (const e of edits) rows[e.cell.row + 1]![e.cell.column] = String(e.value);
    writeFileSync(path, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
    return path;
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  for (const e of edits) ws.getRow(e.cell.row + 2).getCell(e.cell.column + 1).value = e.value;
  if (opts.dropBaseline) for (const s of wb.worksheets.slice(1)) wb.removeWorksheet(s.id);
  await wb.xlsx.writeFile(path);
  return path;
}

/** LibreOffice opens the workbook (or a CSV) and saves it as XLSX (its own writer, its own sheet states). */
export async function libreOfficeResave(path: string): Promise<string> {
  const installed = (() => {
    try {
      execFileSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!installed) throw new Error('soffice (libreoffice-calc) is needed to re-save the export: install it');
  const out = join(dirname(path), 'libreoffice');
  mkdirSync(out, { recursive: true });
  const profile = join(dirname(path), 'lo-profile');
  execFileSync(
    'soffice',
    [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'xlsx', '--outdir', out, path],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const saved = join(out, `${basename(path, extname(path))}.xlsx`); // a CSV comes back as <name>.xlsx
  readFileSync(saved); // it is there
  return saved;
}
