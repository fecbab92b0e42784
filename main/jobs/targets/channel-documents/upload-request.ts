// The upload of one document (service-spec.md 4.5): POST /v1/ChannelDocuments with the PDF as
// the body and every other value as a query parameter, in the spec's order. Blank values are
// left out (the parameters are nullable), never sent as empty text.
const QUERY_ORDER = [
  'ProfileID',
  'OrderID',
  'DocumentType',
  'AdjustmentID',
  'InvoiceNumber',
  'TotalAmount',
  'TotalVATAmount',
] as const;

export function uploadPath(fields: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const name of QUERY_ORDER) {
    const v = fields[name];
    if (v === undefined || v === null || v === '') continue;
    q.set(name, String(v));
  }
  return `/v1/ChannelDocuments?${q.toString()}`;
}
