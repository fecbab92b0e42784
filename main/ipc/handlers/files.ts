// files.* and dialogs.*: the OS dialogs come from the context's deps; inspecting reads only
// the first rows, so it answers at once even for a million-row file.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { previewSheet } from '../../sheets/index.js';
import type { AppContext } from '../context.js';
import type { Handler } from '../dispatch.js';
import type { HandlersOf } from './types.js';

const PREVIEW_ROWS = 50;

export function fileHandlers(ctx: AppContext): HandlersOf<'files.'> & { 'dialogs.saveAs': Handler<'dialogs.saveAs'> } {
  return {
    'files.pick': async ({ purpose }) => ({ path: await ctx.deps.pickFile(purpose) }),
    'files.pending': async () => ({ path: ctx.openedFiles.shift() ?? null }),
    'files.kind': async ({ path: p }) => {
      const info = await stat(p).catch(() => null);
      return { kind: !info ? ('missing' as const) : info.isDirectory() ? ('folder' as const) : ('file' as const) };
    },
    'files.pickFolder': async () => ({ path: (await ctx.deps.pickFolder?.()) ?? null }),
    'dialogs.saveAs': async ({ defaultName, filters }) => ({ path: await ctx.deps.saveAs(defaultName, filters) }),
    'files.inspect': async ({ path: file, sheet, headerRow }) => {
      const preview = await previewSheet(file, {
        ...(sheet ? { sheet } : {}),
        ...(headerRow ? { headerRow } : {}),
        rows: PREVIEW_ROWS,
      });
      const header = preview.rows.find((row) => row.rowNumber === preview.headerRowNumber);
      return {
        path: file,
        fileName: path.basename(file),
        format: file.toLowerCase().endsWith('.xlsx') ? ('xlsx' as const) : ('csv' as const),
        sheets: preview.sheets,
        sheet: preview.sheet,
        headerRowNumber: preview.headerRowNumber,
        headers: header?.cells ?? [],
        rows: preview.rows.filter((row) => row.rowNumber > preview.headerRowNumber),
      };
    },
  };
}
