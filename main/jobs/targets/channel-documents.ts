// ChannelDocuments (issue 13): a sheet of orders and a folder of PDFs. Each row uploads one
// PDF with one POST of its own (a PDF body cannot ride in a $batch), so this resource replaces
// the plan, send and recheck stages whole (channel-documents/). Documents cannot be deleted
// through the service: there is no undo workbook, and every run says so.
import type { ImportTarget } from '../target.js';
import { planDocuments } from './channel-documents/plan-documents.js';
import { recheckDocuments } from './channel-documents/recheck-documents.js';
import { sendDocuments } from './channel-documents/send-documents.js';
import { NO_UNDO_NOTE, UPLOAD_ENTITY } from './channel-documents/upload-entity.js';

export const CHANNEL_DOCUMENTS: ImportTarget = {
  resource: 'ChannelDocuments',
  entity: UPLOAD_ENTITY,
  operations: ['create'],
  defaultOperation: 'create',
  valueField: null,
  // An order may be named by the shop's order number, read in bulk as for CustomFields (issue 32).
  extraFields: ['SiteOrderID'],
  // A listed document's ID is its order's (service-lookups.ts): the list's export comes back keyed (issue 26).
  headerWords: { OrderID: ['id'] },
  parent: null,
  unpivotKey: null,
  rowsCarryKeys: () => true,
  profilePicksNew: false,
  preflightByDefault: false,
  readsFiles: true,
  noUndo: NO_UNDO_NOTE,
  ignoredColumnReason: 'not mapped',
  namesDcsInMessages: false,
  planSteps: {},
  stages: {
    plan: (ctx) => planDocuments(ctx),
    send: (ctx) => sendDocuments(ctx.journal, ctx.client, ctx),
    // Uploads in flight or unconfirmed are read back before anything is sent (issue 13).
    recheck: async (ctx, timing) => {
      const time = timing.time ?? ((_stage, work) => work());
      await time('preflight', () => recheckDocuments(ctx.journal, ctx.client, ctx));
    },
  },
  guardsQuantities: false,
  undo: { restore: 'create', deleteByKeysOnly: false },
};
