// The export of ChannelDocuments/NotSupplied as a sheet ready to fill (issue 13): each waiting
// order as OrderID, ProfileID, DocumentType (NotSupplied's ID is the order's), then the empty
// columns the upload reads: File (the PDF, relative to the documents folder), InvoiceNumber,
// TotalAmount, TotalVATAmount, AdjustmentID. Filled in, it imports as it is with
// `import <sheet> --resource ChannelDocuments`. Used when every column of the list is exported
// (no --select, or the app's default of all of them); a narrower choice stays the plain list.
import type { EntityDef } from '../../../../shared/resources/index.js';

type CellValue = string | number | null;

export function isTodoExport(entity: EntityDef, select: string[] | undefined): boolean {
  if (entity.name !== 'NotSuppliedChannelDocument') return false;
  const chosen = new Set((select ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean));
  return chosen.size === 0 || entity.fields.every((f) => chosen.has(f.name.toLowerCase()));
}

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
