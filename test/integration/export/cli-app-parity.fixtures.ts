// The set-up cli-app-parity-lists.test.ts and cli-app-parity-catalogue.test.ts share: one
// sandbox, the app connected to it, a temp folder; and the cells of a workbook with their types.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import {
  killChildren,
  removeDir,
  type Service,
  startService,
  startTestApp,
  tempDir,
  type TestApp,
} from '../../support/index.js';

/** Starts the sandbox and the app before the file's tests and hands them over through `use`. */
export function useParityBed(use: (svc: Service, app: TestApp, dir: string) => void): void {
  let svc: Service | undefined;
  let app: TestApp | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    svc = await startService({ seedProducts: 250 }); // Products: three pages, so a save can be stopped halfway
    dir = tempDir('cb-export-parity-');
    app = await startTestApp({}, join(dir, 'app'));
    const c = svc.sandbox.credentials;
    const added = await app.call('connections.addRefreshToken', {
      name: 'Parity',
      baseUrl: c.baseUrl,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: c.refreshToken,
    });
    await app.call('connections.setActive', { id: added.id });
    use(svc, app, dir);
  }, 60_000);
  afterAll(async () => {
    killChildren();
    await app?.ctx.dispose();
    await svc?.close();
    if (dir) removeDir(dir);
  });
}

export type TypedCell = { type: 'number' | 'string' | 'boolean' | 'date' | 'empty' | 'other'; value: unknown };

/** Every visible sheet by name, each cell with the type a spreadsheet gives it (the hidden baseline differs in when it was taken). */
export async function typedCells(path: string): Promise<Record<string, TypedCell[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const out: Record<string, TypedCell[][]> = {};
  for (const ws of wb.worksheets.filter((w) => w.state === 'visible')) {
    const rows: TypedCell[][] = [];
    const width = ws.columnCount; // walks every row: read it once, not once a row
    ws.eachRow({ includeEmpty: true }, (row) => {
      const cells: TypedCell[] = [];
      for (let i = 1; i <= width; i++) {
        const v = row.getCell(i).value as unknown;
        cells.push(
          v === null || v === undefined
            ? { type: 'empty', value: null }
            : v instanceof Date
              ? { type: 'date', value: v.toISOString() }
              : typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean'
                ? { type: typeof v as 'number', value: v }
                : { type: 'other', value: JSON.stringify(v) },
        );
      }
      rows.push(cells);
    });
    out[ws.name] = rows;
  }
  return out;
}
