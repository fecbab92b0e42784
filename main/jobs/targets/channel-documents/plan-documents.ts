// The review of a channel-document sheet (issue 13), the documents' counterpart of planJob:
// every check runs before anything is sent, and each failure is the row's verdict with its fix.
// In order: the shop's order numbers (SiteOrderID) turned into OrderIDs in bulk, as for
// CustomFields (issue 32: unknown or ambiguous, Invalid), a wide row's sibling cells and
// duplicate keys (as for every resource), an order that already has a document of that type
// (Unchanged: a second invoice is never sent; first, so an export of the list comes back
// Unchanged without its PDFs, issue 26), a blank File (Skipped: that order's PDF is not ready
// yet), a credit note without the AdjustmentID of its refund, the File (missing, outside the
// documents folder by path or by link, not a PDF, too big, the same real file named by two
// rows), the OrderID (read in bulk from the service: unknown, or in another profile than the
// row says). What is left is planned: one upload per row,
// with the PDF's hash kept so a changed file is noticed before it is sent.
import { engineMessage } from '../../../../shared/i18n/index.js';
import { dirname } from 'node:path';
import { checkAbort, type JobClient, type ProgressListener } from '../../engine-port.js';
import { DocumentRows, type Journal, type JournalRow } from '../../../journal/index.js';
import { holdRowsWithInvalidCells } from '../../../journal/index.js';
import type { PlanSummary } from '../../vocabulary.js';
import { resolveSiteOrders } from '../../plan/resolve-orders.js';
import { checkFile, namedTwiceMessage, sharedFiles, type FileFacts } from './check-files.js';
import { confineToFolder } from './confine-file.js';
import { documentsPlanSummary } from './plan-summary.js';
import { documentSlot, documentsOfOrders, orderProfiles } from './service-lookups.js';
import { uploadPath } from './upload-request.js';
import { FILE_FIELD } from './upload-entity.js';
import type { StageContext } from '../../stage-context.js';

export interface PlanDocumentsOptions {
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

const fieldsOf = (row: JournalRow): Record<string, unknown> =>
  JSON.parse(row.fields ?? '{}') as Record<string, unknown>;

/** The folder File cells are relative to: --documents, else the sheet's own folder. */
export function documentsFolder(journal: Journal): string {
  return journal.data.documents ?? dirname(journal.data.file);
}

/** The row's DocumentType; null for a blank one (a document of no type: 4.5's parameter is nullable). */
const typeOf = (f: Record<string, unknown>): string | null =>
  typeof f.DocumentType === 'string' && f.DocumentType !== '' ? f.DocumentType : null;

type ListedDocuments = Awaited<ReturnType<typeof documentsOfOrders>>;

/** Rows naming a document the order already has (in the row's profile, if it names one) are Unchanged. */
async function holdExistingDocuments(
  rows: DocumentRows,
  client: JobClient,
  signal: AbortSignal | undefined,
): Promise<ListedDocuments> {
  const pending = rows.pending();
  const existing = await documentsOfOrders(
    client,
    pending.map((r) => Number(fieldsOf(r).OrderID)),
    signal,
  );
  for (const row of pending) {
    const f = fieldsOf(row);
    const orderId = Number(f.OrderID);
    const type = typeOf(f);
    const doc = existing.documents.get(documentSlot(orderId, type));
    if (!doc || (typeof f.ProfileID === 'number' && f.ProfileID !== doc.ProfileID)) continue;
    rows.unchanged(
      row.seq,
      type === null
        ? engineMessage('doc.hasUntyped', { order: orderId, key: doc.DocumentKey })
        : engineMessage('doc.hasTyped', { order: orderId, type, key: doc.DocumentKey }),
      doc.DocumentKey,
    );
  }
  return existing;
}

/** Rows with a blank File are Skipped; credit notes without their refund's AdjustmentID are Invalid. */
function holdIncompleteRows(rows: DocumentRows): void {
  for (const row of rows.pending()) {
    // A NotSupplied export lists every waiting order; the ones without a PDF yet are left for a later run.
    const f = fieldsOf(row);
    const file = f[FILE_FIELD];
    if (typeof file !== 'string' || file.trim() === '')
      rows.skip(row.seq, engineMessage('doc.noFile', { order: String(f.OrderID) }));
  }
  for (const row of rows.pending()) {
    const f = fieldsOf(row);
    if (f.DocumentType === 'AmazonVATCreditNote' && (f.AdjustmentID === undefined || f.AdjustmentID === null))
      rows.invalidate(row.seq, engineMessage('doc.noAdjustment', { order: String(f.OrderID) }));
  }
}

interface LocatedFile {
  seq: number;
  rowNumber: number;
  file: string; // the cell as written, for messages
  realPath: string;
}

/** Each pending row's File found inside the folder (links followed); a row whose File is not there is Invalid. */
async function locateFiles(rows: DocumentRows, folder: string, opts: PlanDocumentsOptions): Promise<LocatedFile[]> {
  const located: LocatedFile[] = [];
  for (const r of rows.pending()) {
    checkAbort(opts.signal, 'resolve');
    const file = String(fieldsOf(r)[FILE_FIELD]).trim();
    const where = await confineToFolder(folder, file);
    if (where.ok) located.push({ seq: r.seq, rowNumber: r.row_number, file, realPath: where.realPath });
    else rows.invalidate(r.seq, where.message);
  }
  return located;
}

/** Each pending row's File checked (and none named by two rows); the facts of the good ones by seq. */
async function checkFiles(
  rows: DocumentRows,
  folder: string,
  opts: PlanDocumentsOptions,
): Promise<Map<number, FileFacts>> {
  const named = await locateFiles(rows, folder, opts);
  const twice = sharedFiles(named);
  const facts = new Map<number, FileFacts>();
  let checked = 0;
  for (const r of named) {
    checkAbort(opts.signal, 'resolve');
    const others = twice.get(r.seq);
    if (others) {
      rows.invalidate(r.seq, namedTwiceMessage(r.file, others));
      continue;
    }
    const check = await checkFile(folder, r.file, r.realPath);
    if (check.ok) facts.set(r.seq, check.facts);
    else rows.invalidate(r.seq, check.message);
    if (++checked % 100 === 0)
      opts.onProgress?.({ stage: 'resolve', done: checked, message: `${checked} files checked` });
  }
  return facts;
}

type OrderProfiles = Awaited<ReturnType<typeof orderProfiles>>;

/** The pending rows' orders read in bulk; a row whose order is unknown or in another profile is Invalid. */
async function checkOrders(rows: DocumentRows, client: JobClient, opts: PlanDocumentsOptions): Promise<OrderProfiles> {
  const withFiles = rows.pending();
  const orders = await orderProfiles(
    client,
    withFiles.map((r) => Number(fieldsOf(r).OrderID)),
    opts.signal,
  );
  opts.onProgress?.({ stage: 'resolve', done: withFiles.length, message: `${withFiles.length} orders looked up` });
  for (const row of withFiles) {
    const f = fieldsOf(row);
    const orderId = Number(f.OrderID);
    const profile = orders.profiles.get(orderId);
    const wanted = typeof f.ProfileID === 'number' ? f.ProfileID : undefined;
    if (profile === undefined || (wanted !== undefined && wanted !== profile)) {
      rows.invalidate(
        row.seq,
        wanted !== undefined
          ? engineMessage('doc.orderNotInProfile', { order: orderId, profile: wanted })
          : engineMessage('doc.orderUnknown', { order: orderId }),
      );
    }
  }
  return orders;
}

/** The rows left are planned: one upload each. */
function planUploads(rows: DocumentRows, facts: Map<number, FileFacts>, orders: OrderProfiles): void {
  for (const row of rows.pending()) {
    const f = fieldsOf(row);
    const orderId = Number(f.OrderID);
    const type = typeOf(f);
    const file = facts.get(row.seq)!;
    const profileId = orders.profiles.get(orderId)!;
    const full = { ...f, ProfileID: profileId };
    rows.plan(row.seq, { orderId, type }, full, uploadPath(full), {
      file: file.path,
      sha256: file.sha256,
      size: file.size,
      profileId,
    });
  }
}

export async function planDocuments(ctx: StageContext): Promise<PlanSummary> {
  const { journal, client } = ctx;
  const opts: PlanDocumentsOptions = ctx;
  const rows = new DocumentRows(journal);
  const folder = documentsFolder(journal);
  journal.prepareForPlan();
  // Before the duplicate keys: a shop's order number gives the row its OrderID, and so its key.
  const named = await resolveSiteOrders(ctx);
  holdRowsWithInvalidCells(journal);
  journal.skipDuplicates();
  const existing = await holdExistingDocuments(rows, client, opts.signal);
  holdIncompleteRows(rows);
  const facts = await checkFiles(rows, folder, opts);
  const orders = await checkOrders(rows, client, opts);
  planUploads(rows, facts, orders);
  const plan = documentsPlanSummary(
    journal,
    named.requests + orders.requests + existing.requests,
    client.budgetPerMinute,
  );
  journal.update({ status: 'planned', plan });
  return plan;
}
