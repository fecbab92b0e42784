// What the DistributionCenters baseline test does to an export and to the service: read the
// exported centers, change a center's field through the service's API (as another person or
// system would), and edit cells of the file by column name (exceljs for a workbook, quoted text
// for a CSV), optionally dropping the baseline the export carries.
import { rmSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { call, readCsv, readXlsx, refreshToken, type Cell, type Service } from '../../support/index.js';
import { companionOf } from './baseline-files.js';

/** An exported center: its data row (0-based) and its exported cells by column name. */
export interface ExportedCenter {
  row: number;
  id: number;
  cells: Record<string, Cell>;
}

/** The export's centers, in file order. */
export async function exportedCenters(path: string): Promise<ExportedCenter[]> {
  const [headers, ...rows] =
    extname(path) === '.csv' ? (readCsv(path) as Cell[][]) : Object.values(await readXlsx(path))[0]!;
  return rows.map((r, row) => {
    const cells = Object.fromEntries(headers!.map((h, i) => [String(h), r[i] ?? null]));
    return { row, id: Number(cells.ID), cells };
  });
}

/** The service changes a center's field on its own, through its API. */
export async function changeOnService(svc: Service, id: number, values: Record<string, unknown>): Promise<void> {
  const token = await refreshToken(svc.sandbox);
  const r = await call(svc.sandbox, token, 'PATCH', `/v1/DistributionCenters(${id})`, values);
  expect(r.status, r.text).toBeLessThan(300);
}

/** A center as the service holds it now. */
export async function liveCenter(svc: Service, id: number): Promise<Record<string, unknown>> {
  const all = (await svc.get('/v1/DistributionCenters?$orderby=ID')) as { value: Record<string, unknown>[] };
  const dc = all.value.find((c) => c.ID === id);
  expect(dc, `center ${id}`).toBeDefined();
  return dc!;
}

export interface CenterEdit {
  center: ExportedCenter;
  column: string;
  value: string;
}

const quoted = (c: string): string => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

/** Sets the cells in place; `dropBaseline` removes the hidden baseline sheet (a CSV: its companion). */
export async function editCenters(path: string, edits: CenterEdit[], opts: { dropBaseline?: boolean } = {}) {
  if (extname(path) === '.csv') {
    const rows = readCsv(path);
    for (const e of edits) rows[e.center.row + 1]![rows[0]!.indexOf(e.column)] = e.value;
    writeFileSync(path, `${rows.map((r) => r.map(quoted).join(',')).join('\r\n')}\r\n`);
    if (opts.dropBaseline) rmSync(companionOf(path));
    return;
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).map((v) => (v === undefined ? '' : String(v)));
  for (const e of edits) ws.getRow(e.center.row + 2).getCell(headers.indexOf(e.column)).value = e.value;
  if (opts.dropBaseline)
    for (const s of wb.worksheets.filter((w) => w.name.startsWith('Commerce Bulk baseline'))) wb.removeWorksheet(s.id);
  await wb.xlsx.writeFile(path);
}
