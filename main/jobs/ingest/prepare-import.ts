// Before a job exists: open the sheet, and pick the mapping (given, remembered for this
// header layout, or suggested by auto-mapping), so a UI can show and edit it first.
import { openSheet, previewSheet } from '../../sheets/index.js';
import { autoMap, type AutoMapOptions, type ColumnSuggestion } from '../mapping/auto-map.js';
import { learntFieldNames } from '../mapping/field-names.js';
import { MappingStore } from '../mapping/fingerprint.js';
import { withDefaultValueMaps } from '../mapping/keep-value-maps.js';
import { parseMapping, type MappingFile } from '../mapping/mapping-file.js';
import { guessDecimal, type DecimalSeparator } from '../mapping/guess-decimal.js';
import { checkOperation, importTarget } from '../registry.js';

export interface PreparedImport {
  headers: string[];
  headerRowNumber: number;
  sheet: string;
  sheets: string[];
  mapping: MappingFile;
  mappingSource: 'given' | 'remembered' | 'automatic';
  suggestions: ColumnSuggestion[];
  /** The decimal separator the run reads numbers with (also in `mapping.decimal`), and why. */
  decimal: DecimalSeparator;
  decimalSource: string;
  /** The first data rows (cells in header order) the mapping was suggested from. */
  samples: string[][];
}

export async function prepareImport(opts: {
  file: string;
  resource: string;
  operation?: string;
  sheet?: string;
  headerRow?: number;
  mapping?: MappingFile;
  store?: MappingStore | null;
  autoMap?: AutoMapOptions;
  decimal?: DecimalSeparator;
}): Promise<PreparedImport> {
  const target = importTarget(opts.resource);
  const operation = checkOperation(target, opts.operation ?? opts.mapping?.operation);
  const sheetOpts = {
    ...((opts.sheet ?? opts.mapping?.sheet) ? { sheet: opts.sheet ?? opts.mapping?.sheet } : {}),
    ...((opts.headerRow ?? opts.mapping?.headerRow) ? { headerRow: opts.headerRow ?? opts.mapping?.headerRow } : {}),
  };
  const source = await openSheet(opts.file, sheetOpts);
  await source.close();
  const preview = await previewSheet(opts.file, {
    ...sheetOpts,
    sheet: source.sheet,
    headerRow: source.headerRowNumber,
    rows: 50,
  });
  const samples = preview.rows.filter((r) => r.rowNumber > source.headerRowNumber).map((r) => r.cells);
  const store = opts.store === undefined ? new MappingStore() : opts.store;
  // Custom field names the user taught an earlier mapping ('GiftMessage' -> 201): the service lists none.
  const fieldKey = target.customFieldKey;
  const customFieldNames = store && fieldKey ? learntFieldNames(store.all(), fieldKey) : undefined;
  const remembered = opts.mapping ? undefined : store?.get(source.headers, target.resource);
  // Given for this run, else kept in the mapping, else guessed from this file.
  const guess = guessDecimal(source.format, source.delimiter, samples);
  const kept = opts.mapping?.decimal ?? remembered?.decimal;
  const decimal = opts.decimal ?? kept ?? guess.decimal;
  const decimalSource = opts.decimal ? 'given (--decimal)' : kept ? 'from the mapping' : guess.reason;
  const auto = autoMap(target, source.headers, samples, {
    ...opts.autoMap,
    operation,
    customFieldNames,
    decimal,
    valueMaps: opts.mapping?.valueMaps ?? remembered?.valueMaps,
  });
  let mapping: MappingFile;
  let mappingSource: PreparedImport['mappingSource'];
  if (opts.mapping) {
    mapping = parseMapping({ ...opts.mapping, resource: target.resource, operation });
    mappingSource = 'given';
  } else {
    mapping = remembered ? { ...remembered, operation } : auto.mapping;
    mappingSource = remembered ? 'remembered' : 'automatic';
  }
  // A DC column of a given or remembered mapping matches names and Codes as an automatic one does (issue 41).
  if (mappingSource !== 'automatic')
    mapping = withDefaultValueMaps(mapping, opts.autoMap?.distributionCenters, customFieldNames);
  mapping = { ...mapping, decimal };
  return {
    headers: source.headers,
    headerRowNumber: source.headerRowNumber,
    sheet: source.sheet,
    sheets: source.sheets,
    mapping,
    mappingSource,
    suggestions: auto.suggestions,
    decimal,
    decimalSource,
    samples,
  };
}
