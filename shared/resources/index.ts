// Public entry of the resource catalogue (docs/internal-apis.md, "shared/resources").
export type {
  EntityDef,
  EntityName,
  EnumName,
  FieldDef,
  FieldPattern,
  FieldType,
  GetOptionsDef,
  ListOptionsDef,
  NavigationDef,
  Operations,
} from './types.js';
export { ENUMS, enumMember } from './enums.js';
export { INT32_MAX, INT32_MIN } from './limits.js';
export {
  BATCH_MAX_REQUESTS,
  EXPAND_PAGE,
  LIST_PAGE_FULL,
  LIST_PAGE_SMALL,
  BUDGET_PER_MINUTE,
  MAX_DOCUMENT_BYTES,
  REQUESTS_PER_HOUR_PER_IP,
} from './service-limits.js';
export { IMPORT_OPERATIONS, IMPORT_RESOURCES, type ImportOperation, type ImportResource } from './importable.js';
export { catalogue, entityByName, entityBySet, fieldOf } from './catalogue.js';
export type { FieldProblem, ProblemRule } from './problems.js';
export { problemText } from './problems.js';
export { checkValue, coerceCell, validateBody } from './validate.js';
export { PRODUCT_WRITABLE, ServedProduct } from './product-served.js';
export { PROFILE_ID } from './fields.js';
