// The handler table: one function per contract channel. Each delegates to the engines and
// stores of main/; none holds logic of its own beyond shaping the response.
import path from 'node:path';
import type { HandlerTable } from './dispatch.js';
import type { AppContext } from './context.js';
// previewSheet is loaded lazily so the handler table loads before any file is opened.

export function createHandlerTable(context: AppContext): HandlerTable {
  return {
    'app.info': async () => ({ version: context.appVersion, platform: process.platform, dataDir: context.dataDir }),
    'connections.list': async () => ({ activeId: null, connections: [] }),
    'connections.setActive': async () => ({ ok: true as const }),
    'files.inspect': async ({ path: file, sheet, headerRow }) => {
      const { previewSheet } = await import('../sheets/index.js');
      const preview = await previewSheet(file, { sheet, headerRow, rows: 50 });
      const headerIndex = preview.rows.findIndex((row) => row.rowNumber === preview.headerRowNumber);
      return {
        path: file,
        fileName: path.basename(file),
        format: file.toLowerCase().endsWith('.xlsx') ? ('xlsx' as const) : ('csv' as const),
        sheets: preview.sheets,
        sheet: preview.sheet,
        headerRowNumber: preview.headerRowNumber,
        headers: headerIndex >= 0 ? preview.rows[headerIndex]!.cells : [],
        rows: preview.rows.filter((row) => row.rowNumber > preview.headerRowNumber),
      };
    },
  };
}
