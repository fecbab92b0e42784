// main/jobs, light part: the offline engine (journal, mapping, validation, planning, targets)
// without the network client, the keychain or the workbook writer. The review's worker thread
// (main/review/ingest-worker.ts) imports this, so a thread that only reads, validates and
// journals rows does not load undici, @napi-rs/keyring, exceljs or server/. index.ts
// re-exports all of it, so everything else imports index.ts.
export {
  JobInterrupted,
  type ApiRequest,
  type ApiResult,
  type JobClient,
  type Progress,
  type ProgressListener,
  type Stage,
} from './client.js';
export { fileSha256 } from './file-hash.js';
export { openJobSheet } from './job-sheet.js';
export * from './mapping/index.js';
export {
  IMPORT_RESOURCES,
  checkOperation,
  importTarget,
  isImportResource,
  type ImportOperation,
  type ImportResource,
  type ImportTarget,
} from './targets.js';
export {
  DEFAULT_GUARDRAILS,
  ingest,
  planJob,
  type GuardrailLimits,
  type MassChange,
  type PlanSummary,
} from './plan/index.js';
export { isBlankRow, validateDraft } from './validate/index.js';
