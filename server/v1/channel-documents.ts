// ChannelDocuments (service-spec.md 4.5): the upload takes the raw PDF (application/pdf,
// must start with %PDF-, at most MAX_PDF_BYTES) and the query parameters of 4.5, checked by
// the catalogue's createParams. With an InvoiceNumber the VAT invoice variant is returned.
// An upload settles the order's entry in NotSupplied for its DocumentType (issue 13); a second
// upload for the same order is accepted, as the marketplace does: keeping to one per order is
// the client's job. Outside --strict a credit note must name the refund it credits
// (AdjustmentID), as Amazon requires; the spec's contract leaves AdjustmentID nullable.
import { checkValue, entityByName, MAX_DOCUMENT_BYTES, type FieldDef } from '../../shared/resources/index.js';
import { ServiceError, invalid, type FieldIssue } from '../http/errors.js';
import { insertDocument } from '../storage/documents-store.js';
import { profileOf } from '../storage/rows.js';
import { inTransaction } from '../storage/sandbox-db.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { contextUrl } from './listing.js';
import { sourceFor } from '../storage/sources.js';
import { profileFor, problemLine } from './writes.js';
import { countMutation } from '../storage/mutation-counts.js';

export const MAX_PDF_BYTES = MAX_DOCUMENT_BYTES;
const doc = entityByName('ChannelDocument');
const vat = entityByName('VatInvoiceChannelDocument');

function coerce(field: FieldDef, text: string): unknown {
  if (text === '' && field.nullable) return null;
  if (field.type === 'int32' || field.type === 'decimal')
    return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
  return text;
}

function readParams(ctx: RequestCtx, strict: boolean): Record<string, unknown> {
  const params = new URLSearchParams(ctx.search);
  const out: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const field of doc.createParams ?? []) {
    const name = [...params.keys()].find((k) => k.toLowerCase() === field.name.toLowerCase());
    if (name === undefined) continue;
    const value = coerce(field, params.get(name)!);
    const problem = checkValue(field, value);
    if (problem) issues.push({ field: field.name, message: problemLine(field.name, problem) });
    else out[field.name] = value;
  }
  if (!('OrderID' in out) && !issues.some((i) => i.field === 'OrderID')) {
    issues.push({
      field: 'OrderID',
      message: 'the query parameter OrderID is required: add ?OrderID=<order ID> to the URL.',
    });
  }
  if (out.InvoiceNumber && !out.DocumentType) {
    issues.push({
      field: 'DocumentType',
      message: 'an InvoiceNumber needs a DocumentType (AmazonVATInvoice or AmazonVATCreditNote).',
    });
  }
  if (!strict && out.DocumentType === 'AmazonVATCreditNote' && !out.AdjustmentID) {
    issues.push({
      field: 'AdjustmentID',
      message: 'a credit note needs the AdjustmentID of the refund it credits: add ?AdjustmentID=<adjustment ID>.',
    });
  }
  if (issues.length) throw invalid(issues);
  return out;
}

export function uploadDocument(ctx: RequestCtx): Reply {
  const type = String(ctx.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/pdf' || !Buffer.isBuffer(ctx.body)) {
    throw new ServiceError(
      415,
      `The request entity's media type '${type || 'none'}' is not supported for this resource. Send the PDF itself with Content-Type: application/pdf.`,
    );
  }
  const pdf = ctx.body;
  if (pdf.length === 0 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw invalid([{ field: 'Contents', message: 'the body is not a PDF document: it must start with %PDF-.' }]);
  }
  const p = readParams(ctx, ctx.state.options.strict);
  const profileId = profileFor(ctx, p.ProfileID);
  const db = ctx.state.db;
  if (profileOf(db, 'orders', p.OrderID) !== profileId) {
    throw invalid([
      { field: 'OrderID', message: `no order with ID ${String(p.OrderID)} exists in profile ${profileId}.` },
    ]);
  }
  const now = new Date(ctx.state.now()).toISOString();
  const isVat = typeof p.InvoiceNumber === 'string' && p.InvoiceNumber !== '';
  const row = inTransaction(db, () => {
    const stored = insertDocument(db, {
      profileId,
      orderId: p.OrderID,
      documentType: p.DocumentType ?? null,
      contents: pdf,
      adjustmentId: p.AdjustmentID ?? null,
      invoiceNumber: p.InvoiceNumber ?? null,
      totalAmount: p.TotalAmount ?? null,
      totalVatAmount: p.TotalVATAmount ?? null,
      status: isVat ? 'Pending' : null,
      nowIso: now,
    });
    countMutation(db, `ChannelDocuments('${String(stored.document_key)}')`);
    return stored;
  });
  const base = sourceFor('ChannelDocuments').toEntity(row);
  const body: Record<string, unknown> = { '@odata.context': contextUrl(ctx, 'ChannelDocuments', undefined, true) };
  if (isVat) {
    body['@odata.type'] = `#BrandCommerce.${vat.name}`;
    Object.assign(body, base, {
      OrderID: row.order_id,
      AdjustmentID: row.adjustment_id,
      Status: row.status,
      InvoiceNumber: row.invoice_number,
      TotalAmount: row.total_amount,
      TotalVATAmount: row.total_vat_amount,
      CreateDateUTC: row.created_utc,
      UpdateDateUTC: row.updated_utc,
    });
  } else Object.assign(body, base);
  return { status: 201, body, headers: { 'content-type': JSON_TYPE } };
}
