// Channel documents as stored (service-spec.md 4.5): the PDF's bytes with the upload's
// parameters, under the next ID and the key DOC-<profile>-<id>. An upload settles the order's
// NotSupplied entry of its DocumentType in the same transaction (issue 13).
import type { Row } from './sources.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

export interface NewDocument {
  profileId: number;
  orderId: unknown;
  documentType: unknown;
  contents: Buffer;
  adjustmentId: unknown;
  invoiceNumber: unknown;
  totalAmount: unknown;
  totalVatAmount: unknown;
  /** 'Pending' for a VAT invoice, null otherwise. */
  status: string | null;
  nowIso: string;
}

/** Stores an uploaded document and returns its row; call inside inTransaction with its mutation count. */
export function insertDocument(db: SandboxDb, d: NewDocument): Row {
  const id =
    ((cachedStatement(db, 'SELECT MAX(id) AS m FROM channel_documents').get() as { m: number | null }).m ?? 0) + 1;
  cachedStatement(
    db,
    `INSERT INTO channel_documents (id, document_key, profile_id, order_id, document_type, contents,
      adjustment_id, invoice_number, total_amount, total_vat_amount, status, created_utc, updated_utc) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  ).run(
    id,
    `DOC-${d.profileId}-${id}`,
    d.profileId,
    d.orderId,
    d.documentType,
    d.contents,
    d.adjustmentId,
    d.invoiceNumber,
    d.totalAmount,
    d.totalVatAmount,
    d.status,
    d.nowIso,
    d.nowIso,
  );
  if (d.documentType)
    cachedStatement(db, 'DELETE FROM not_supplied_documents WHERE id = ? AND document_type = ?').run(
      d.orderId,
      d.documentType,
    );
  return cachedStatement(db, 'SELECT * FROM channel_documents WHERE id = ?').get(id) as Row;
}
