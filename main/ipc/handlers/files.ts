// files.* and dialogs.*: the OS dialogs come from the context's deps, and what the user chose
// there comes back as a grant (a token), the only name of a file the other handlers take;
// inspecting reads only the first rows, so it answers at once even for a million-row file.
import path from 'node:path';
import { isBaselineSheet } from '../../jobs/index.js';
import { previewSheet } from '../../sheets/index.js';
import type { AppContext } from '../context.js';
import type { Handler } from '../dispatch.js';
import type { GrantKind } from '../file-grants.js';
import { RecentFiles } from '../recent-files.js';
import { firstScreenHandlers } from './first-screen.js';
import type { HandlersOf } from './types.js';

const PREVIEW_ROWS = 50;

export function fileHandlers(ctx: AppContext): HandlersOf<'files.'> & { 'dialogs.saveAs': Handler<'dialogs.saveAs'> } {
  const granted = (chosen: string | null | undefined, kind: GrantKind) => ({
    file: chosen ? ctx.files.grant(chosen, kind) : null,
  });
  const recent = new RecentFiles(ctx.dataDir);
  return {
    ...firstScreenHandlers(ctx, recent),
    'files.pick': async ({ purpose }) => granted(await ctx.deps.pickFile(purpose), 'file'),
    'files.pending': async () => ({ file: ctx.openedFiles.shift() ?? null }),
    'files.pickFolder': async () => granted(await ctx.deps.pickFolder?.(), 'folder'),
    'dialogs.saveAs': async ({ defaultName, filters }) => granted(await ctx.deps.saveAs(defaultName, filters), 'save'),
    'files.inspect': async ({ file: token, sheet, headerRow }) => {
      const file = ctx.files.resolve(token, 'file');
      const preview = await previewSheet(file, {
        ...(sheet ? { sheet } : {}),
        ...(headerRow ? { headerRow } : {}),
        rows: PREVIEW_ROWS,
      });
      const header = preview.rows.find((row) => row.rowNumber === preview.headerRowNumber);
      // Read, so it is a file worth offering again on the first screen; a list not written is no failure.
      await recent.add(file).catch(() => undefined);
      return {
        file: token,
        fileName: path.basename(file),
        format: file.toLowerCase().endsWith('.xlsx') ? ('xlsx' as const) : ('csv' as const),
        // The result workbook's hidden baseline sheet is ours, never the user's data to map.
        sheets: preview.sheets.filter((name) => !isBaselineSheet(name)),
        sheet: preview.sheet,
        headerRowNumber: preview.headerRowNumber,
        headers: header?.cells ?? [],
        rows: preview.rows.filter((row) => row.rowNumber > preview.headerRowNumber),
      };
    },
  };
}
