// shared/odata: key segments, literals, list query options and $filter (docs/internal-apis.md).
export { ODataSyntaxError, type ODataSyntaxErrorDetails } from './errors.js';
export {
  formatLiteral,
  parseLiteral,
  formatTypedLiteral,
  parseTypedLiteral,
  quoteString,
  type LiteralValue,
  type LiteralKind,
  type TypedLiteral,
} from './literal.js';
export {
  formatEntityPath,
  formatSegment,
  formatPath,
  parseEntityPath,
  type KeyValue,
  type EntityKey,
  type ParsedPath,
  type ParsedSegment,
} from './key.js';
export { formatQuery, parseQuery, type QueryOptions, type OrderBy } from './query.js';
export { COMPARE_OPS, FUNCTION_ARITY, type FilterNode, type CompareOp, type FunctionName } from './filter-ast.js';
export { parseFilter } from './filter-parse.js';
export { formatFilter, filterAnyEq, chunkAnyEq } from './filter-format.js';
export { evaluateFilter } from './filter-eval.js';
export { encodeQueryValue } from './encode.js';
