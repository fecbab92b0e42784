// What a row of a channel-document sheet is (issue 13): the query parameters of
// POST /v1/ChannelDocuments (service-spec.md 4.5, the catalogue's createParams) plus File, the
// PDF that goes as the body. OrderID and DocumentType are the row's key, so one sheet cannot
// send two documents of one type for one order (the later row wins, the earlier is Skipped);
// a blank DocumentType is a type of its own (none: the parameter is nullable).
// ProfileID may be left out: the review fills it from the order. Content is not offered: the
// PDF is the body.
import { entityByName, type EntityDef, type FieldDef } from '../../../../shared/resources/index.js';

const base = entityByName('ChannelDocument');

function param(name: string, patch: Partial<FieldDef> = {}): FieldDef {
  const f = (base.createParams ?? []).find((p) => p.name === name);
  if (!f) throw new Error(`The catalogue's ChannelDocument has no create parameter ${name}.`);
  return { ...f, ...patch };
}

/** The sheet column holding the PDF's path, relative to the documents folder. */
export const FILE_FIELD = 'File';

export const UPLOAD_ENTITY: EntityDef = {
  ...base,
  keys: ['OrderID', 'DocumentType'],
  fields: [
    param('OrderID', { key: true }),
    param('ProfileID', { onCreate: 'optional' }),
    // Nullable as in 4.5: a blank type is a document of no type, as the list shows some (issue 26).
    param('DocumentType', { key: true, onCreate: 'optional' }),
    {
      name: FILE_FIELD,
      type: 'string',
      nullable: false,
      // Checked by the review (plan-documents.ts) with a message about the sheet, not a request body.
      onCreate: 'optional',
      patchable: false,
      note: 'the PDF sent as the body, relative to the documents folder',
    },
    param('InvoiceNumber'),
    param('TotalAmount'),
    param('TotalVATAmount'),
    param('AdjustmentID'),
  ],
};

/** Said once per run and on the Summary sheet: there is nothing to undo with. */
export const NO_UNDO_NOTE =
  'No undo workbook: channel documents cannot be deleted through the service, so check the review before sending';
