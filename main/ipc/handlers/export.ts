// export.*: the lists, a first-page preview, a streamed save with export.progress events,
// and a stop for a running save. Every one goes through the export engine the CLI uses.
import { exportLists, newExportId, previewExport, saveExport } from '../../jobs/index.js';
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

export function exportHandlers(ctx: AppContext): HandlersOf<'export.'> {
  const client = () => ctx.connections.client().client;
  const running = new Map<string, AbortController>();
  return {
    'export.lists': async () => ({ lists: exportLists() }),
    'export.preview': async (q) => previewExport(client(), q),
    'export.save': async ({ target: token, format, ...q }) => {
      const target =
        ctx.files.resolveOptional(token, 'save') ??
        (await ctx.deps.saveAs(`${q.list.replace(/\W+/g, '-')}.${format}`, [
          { name: format === 'csv' ? 'CSV' : 'Excel workbook', extensions: [format] },
        ]));
      if (!target) return { exportId: null, path: null, rows: 0 };
      const exportId = newExportId();
      const stop = new AbortController();
      running.set(exportId, stop);
      try {
        const active = ctx.connections.client();
        const { rows } = await saveExport(active.client, q, target, (p) => ctx.emit('export.progress', p), {
          exportId,
          signal: stop.signal,
          source: { connection: active.label, baseUrl: active.baseUrl },
        });
        return { exportId, path: target, rows };
      } finally {
        running.delete(exportId);
      }
    },
    'export.cancel': async ({ exportId }) => {
      const stop = running.get(exportId);
      stop?.abort();
      return { stopped: !!stop };
    },
  };
}
