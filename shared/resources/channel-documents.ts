// service-spec.md 2 "ChannelDocument", "NotSuppliedChannelDocument", 4.5; service-behaviour.md
// for types and the VAT invoice variant. Create is POST /v1/ChannelDocuments with a raw PDF
// body and query parameters (createParams), so no field is sent in a JSON body.
import { NO_OPS, binary, datetime, decimal, enumOf, int32, namesOf, readOnlyFields, text } from './fields.js';
import type { EntityDef } from './types.js';

/** The largest PDF the service takes (the sandbox answers 413 above it). */

const common = [
  text('DocumentKey', { key: true }),
  binary('Contents', { nullable: true, note: 'base64 of the PDF (inferred)' }),
  int32('ID'),
  int32('ProfileID'),
  enumOf('DocumentType', 'ChannelDocumentType', { nullable: true }),
];
const docFields = readOnlyFields(common);

export const ChannelDocument: EntityDef = {
  name: 'ChannelDocument',
  entitySet: 'ChannelDocuments',
  path: '/v1/ChannelDocuments',
  keys: ['DocumentKey'],
  fields: docFields,
  navigation: [],
  operations: { ...NO_OPS, list: true, create: true },
  createIsUpsert: false,
  list: { select: namesOf(docFields), orderby: namesOf(docFields), expand: ['*'] },
  createParams: [
    int32('ProfileID', { onCreate: 'required' }),
    int32('OrderID', { onCreate: 'required' }),
    enumOf('DocumentType', 'ChannelDocumentType', { nullable: true }),
    binary('Content', { nullable: true }),
    text('AdjustmentID', { nullable: true }),
    text('InvoiceNumber', { nullable: true }),
    decimal('TotalAmount', { nullable: true, amount: true }),
    decimal('TotalVATAmount', { nullable: true, amount: true }),
  ],
  scope: 'orders',
  readOnly: false,
  note: 'The POST body is the PDF (application/pdf); the response may be VatInvoiceChannelDocument.',
};

export const VatInvoiceChannelDocument: EntityDef = {
  name: 'VatInvoiceChannelDocument',
  entitySet: 'ChannelDocuments',
  path: '/v1/ChannelDocuments',
  keys: ['DocumentKey'],
  fields: readOnlyFields([
    ...common,
    int32('OrderID'),
    text('AdjustmentID', { nullable: true }),
    text('Status', { nullable: true }),
    text('InvoiceNumber', { nullable: true }),
    decimal('TotalAmount', { nullable: true, amount: true }),
    decimal('TotalVATAmount', { nullable: true, amount: true }),
    datetime('CreateDateUTC'),
    datetime('UpdateDateUTC', { nullable: true }),
  ]),
  navigation: [],
  operations: NO_OPS,
  createIsUpsert: false,
  variantOf: 'ChannelDocument',
  scope: 'orders',
  readOnly: true,
  note: 'A shape returned by POST /v1/ChannelDocuments for marketplace VAT invoices; it has no set of its own.',
};

const notSuppliedFields = readOnlyFields([
  int32('ID', { key: true }),
  int32('ProfileID'),
  enumOf('DocumentType', 'ChannelDocumentType', { nullable: true }),
]);

export const NotSuppliedChannelDocument: EntityDef = {
  name: 'NotSuppliedChannelDocument',
  entitySet: 'ChannelDocuments/NotSupplied',
  path: '/v1/ChannelDocuments/NotSupplied',
  keys: ['ID'],
  fields: notSuppliedFields,
  navigation: [],
  operations: { ...NO_OPS, list: true },
  createIsUpsert: false,
  list: { select: namesOf(notSuppliedFields), orderby: namesOf(notSuppliedFields), expand: ['*'] },
  scope: 'orders',
  readOnly: true,
};
