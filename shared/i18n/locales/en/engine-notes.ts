// What a run says once about its rows (JobData.notes, issue 40's leftovers): a Code matched
// as the service compares it, an export's total rows. Kept in the journal as ids and params;
// the CLI's `Note:` lines say them in English, byte for byte as before.
import type { Catalogue } from '../../namespaces.js';

export default {
  'note.codeMatched':
    'Code "{{typed}}" (row {{rows}}) is the center "{{code}}": the service compares Codes without case or surrounding spaces, so "{{code}}" was used.',
  'note.totalRow': '{{rows}} is a total row of the export: ignored, nothing sent for it.',
  'note.totalRows': '{{rows}} are total rows of the export: ignored, nothing sent for them.',
  'note.totalRowFirst': "Row {{row}} ('{{label}}' in cell {{cell}})",
  'note.totalRowNext': "row {{row}} ('{{label}}' in cell {{cell}})",
} satisfies Catalogue;
