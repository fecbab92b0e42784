// Issue 26: a ChannelDocuments list export comes back as the key of its documents. Its ID is
// the document's order's (service-behaviour.md; service-lookups.ts), so an ID column maps to
// OrderID for this sheet only; a CustomFields sheet's ID stays unmapped. A blank DocumentType is
// a document of no type (4.5's parameter is nullable, the list shows some), not a missing key.
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { compileMapping, draftsForRow } from '../../../main/jobs/mapping/apply.js';
import { parseMapping } from '../../../main/jobs/mapping/mapping-file.js';
import { validateDraft } from '../../../main/jobs/validate/validate-row.js';
import { importTarget } from '../../../main/jobs/index.js';
import { englishText } from '../../../shared/i18n/index.js';

const LIST = ['DocumentKey', 'ID', 'ProfileID', 'DocumentType'];

describe('a ChannelDocuments list export read back', () => {
  it("maps the list's ID to OrderID, and no other resource's", () => {
    const { mapping } = autoMap(importTarget('ChannelDocuments'), LIST, [
      ['DOC-1', '5000001', '12000001', 'AmazonVATInvoice'],
    ]);
    expect(mapping.columns.map((c) => `${c.column}=${c.field ?? ''}`)).toEqual([
      'ID=OrderID',
      'ProfileID=ProfileID',
      'DocumentType=DocumentType',
    ]);
    const custom = autoMap(importTarget('CustomFields'), ['ID', 'Field 203'], [['6000001', 'x']]).mapping;
    expect(custom.columns.map((c) => c.field ?? c.unpivot?.key)).toEqual(['FieldID']);
  });

  it('takes a blank DocumentType as no type; OrderID is still required', () => {
    const columns = [
      { column: 'ID', field: 'OrderID' },
      { column: 'DocumentType', field: 'DocumentType' },
    ];
    const m = compileMapping(
      parseMapping({ version: 1, resource: 'ChannelDocuments', operation: 'create', columns }),
      columns.map((c) => c.column),
      importTarget('ChannelDocuments'),
    );
    expect(validateDraft(m, 2, draftsForRow(m, ['5000002', ''])[0]!)).toEqual({
      kind: 'valid',
      part: 0,
      valueColumn: null,
      fields: { OrderID: 5000002 },
    });
    const noOrder = validateDraft(m, 3, draftsForRow(m, ['', ''])[0]!);
    expect(noOrder.kind === 'invalid' && noOrder.issues.map((i) => englishText(i.message))).toEqual([
      'OrderID is missing: every ChannelDocument row needs its key (OrderID, DocumentType)',
    ]);
  });
});
