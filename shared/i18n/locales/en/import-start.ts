// The first screen (templates, sample files, recent files) and the value maps' note on the
// entries a file does not use (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../namespaces.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'from the mapping',
  'map.decimalWhy.given': 'given for this run (--decimal)',
  'values.notInFile_one': '{{n}} more entry is for a value this file does not hold: not listed, still applied.',
  'values.notInFile_other': '{{n}} more entries are for values this file does not hold: not listed, still applied.',
  'start.templates': 'Start from a template',
  'start.templatesHint': 'An empty workbook with the columns the import recognises by itself.',
  'start.template': 'Download template: {{resource}}',
  'start.templateSaved': 'Template saved: {{path}}',
  'start.samples': 'Try a sample file',
  'start.samplesHint': 'Small files to try the import with, against the built-in sandbox.',
  'start.openSample': 'Open sample {{name}}',
  'start.recent': 'Recent files',
  'start.noRecent': 'Files you open appear here.',
  'start.openRecent': 'Open {{name}} again',
  'start.gone': '{{path}} no longer exists: it was moved or deleted.',
} satisfies Catalogue;
