export {
  autoMap,
  candidateFields,
  type AutoMapOptions,
  type AutoMapResult,
  type ColumnSuggestion,
  type MatchKind,
} from './auto-map.js';
export {
  compileMapping,
  draftsForRow,
  readsColumn,
  type CompiledMapping,
  type CompiledColumn,
  type DraftCell,
  type RowDraft,
} from './apply.js';
export { headerFingerprint, MappingStore } from './fingerprint.js';
export {
  loadMappingFile,
  MappingFileError,
  mappingFileSchema,
  parseMapping,
  saveMappingFile,
  type ColumnMapping,
  type MappingFile,
} from './mapping-file.js';
export { dice, normaliseHeader } from './similarity.js';
export { suggestResource, targetInfo } from './suggest-target.js';
export { guessDecimal, type DecimalGuess, type DecimalSeparator } from './guess-decimal.js';
export { columnUses, describeColumnUse, type ColumnUse } from './column-uses.js';
export { dcForHeader, dcValueMap, describeDcs, type KnownDc } from './dc-headers.js';
