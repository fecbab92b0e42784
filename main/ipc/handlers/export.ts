// export.*: the lists, a first-page preview and a streamed save with export.progress events.
import { exportLists, previewExport, saveExport } from '../export/service.js';
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

export function exportHandlers(ctx: AppContext): HandlersOf<'export.'> {
  const client = () => ctx.connections.client().client;
  return {
    'export.lists': async () => ({ lists: exportLists() }),
    'export.preview': async (q) => previewExport(client(), q),
    'export.save': async ({ path, format, ...q }) => {
      const target = path ?? await ctx.deps.saveAs(`${q.list.replace(/\W+/g, '-')}.${format}`, [{ name: format === 'csv' ? 'CSV' : 'Excel workbook', extensions: [format] }]);
      if (!target) return { exportId: null, path: null, rows: 0 };
      const { exportId, rows } = await saveExport(client(), q, target, (p) => ctx.emit('export.progress', p));
      return { exportId, path: target, rows };
    },
  };
}
