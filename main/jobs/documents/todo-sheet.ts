// The export of ChannelDocuments/NotSupplied as a sheet ready to fill (issue 13): each waiting
// order as OrderID, ProfileID, DocumentType (NotSupplied's ID is the order's), then the empty
// columns the upload reads: File (the PDF, relative to the documents folder), InvoiceNumber,
// TotalAmount, TotalVATAmount, AdjustmentID. Filled in, it imports as it is with
// `import <sheet> --resource ChannelDocuments`. Used only when no columns were chosen: a
// `--select` export of NotSupplied stays the plain list.
type CellValue = string | number | null;

export const TODO_HEADERS = [
  'OrderID',
  'ProfileID',
  'DocumentType',
  'File',
  'InvoiceNumber',
  'TotalAmount',
  'TotalVATAmount',
  'AdjustmentID',
] as const;

export function todoRow(record: Record<string, unknown>): CellValue[] {
  const cell = (v: unknown): CellValue => (typeof v === 'number' || typeof v === 'string' ? v : null);
  return [cell(record.ID), cell(record.ProfileID), cell(record.DocumentType), null, null, null, null, null];
}
