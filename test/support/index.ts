// Test support: the one way tests start servers, run the CLI, get tokens, call HTTP and read
// the files the engines write. One module per subject; tests import from this barrel only.
export { startTestApp, type TestApp } from './app.js';
export {
  SPEC_CT,
  crlf,
  expectBatchRejected,
  handTypedBatch,
  insertAfter,
  replaceLine,
  specLines,
} from './batch-lines.js';
export {
  ROOT,
  cli,
  dryStockImport,
  jobIdOf,
  killChildren,
  onlyJson,
  runCli,
  show,
  startCli,
  type CliRun,
  type RunJson,
  type RunningCli,
} from './cli.js';
export { cliUsage, type CliUsage } from './cli-usage.js';
export { changedCounters, recordedCliForFile, type RecordedCli } from './cli-runs.js';
export { admin, mutationKey, mutations, notExactly, quotaSpent, resetCounters, totalWrites } from './counters.js';
export { curlBatch, multipartParts, part, wrap, type BatchAnswer, type PartAnswer } from './curl-batch.js';
export {
  authorizeAndAllow,
  authorizeUrl,
  checkboxes,
  codeFor,
  formOf,
  openPage,
  redirectParams,
  submit,
  walkGrantScreen,
  type Page,
} from './grant-screen.js';
export { DENIED, call, http, type Answer, type CallOptions, type Json } from './http.js';
export { longAttributes, longQuantities, wideAttributes, wideQuantities } from './mappings.js';
export { PROFILES, oauthTokenRequest, startOAuthServer, type OAuthTestServer } from './oauth-server.js';
export { journalLine, newTestJournal } from './journals.js';
export { journalState, makeOlderJournal } from './older-journal.js';
export { attribute, profileQuantities, quantity } from './reads.js';
export {
  CH,
  NW,
  readCredentials,
  clientServiceForFile,
  sandboxForSuite,
  seedSku,
  serviceForFile,
  startClientService,
  startSandboxCli,
  startService,
  startStrictSandbox,
  type CliSandbox,
  type Credentials,
  type Service,
  type TestService,
} from './sandbox.js';
export { buildZip, collect, columnName, handMadeXlsx, writeBytes, type ZipPart } from './sheet-sources.js';
export { removeDir, removeTrackedDirs, tempDir, tempFolder, trackedTempDir } from './temp-dir.js';
export {
  accessToken,
  basic,
  implicitToken,
  refreshToken,
  sandboxTokens,
  tokenRequest,
  type ClientCredentials,
  type ConsoleCredentials,
} from './tokens.js';
export { dcUpserts, type Upserts } from './upserts.js';
export { sleep } from './wait.js';
export { freshOnRetry } from './retry.js';
export { useTestBed } from './test-bed.js';
export {
  RESULT_COLUMNS,
  RESULT_VALUES,
  column,
  filesUnder,
  readCsv,
  readSheet,
  readXlsx,
  results,
  resultTexts,
  writeCsv,
  type Cell,
} from './workbooks.js';
export {
  ALLOWED_COPIES,
  ALLOWED_COPY_TEXTS,
  allCatalogueProblems,
  catalogueProblems,
  markersOf,
  MAX_COPY_WORDS,
  pluralCategories,
} from './catalogue-parity.js';
export { DEMANDED_TOOLS, demandTool, skipReason, toolsRequired } from './tools.js';
