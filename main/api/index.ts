// main/api: the REST client over undici: pacing, retries, batching, paging. Plain Node.
export { createApiClient } from './client.js';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApiResult,
  BatchOptions,
  CallOptions,
  ClientEvent,
  ClientTraffic,
  HttpMethod,
  QuotaUse,
  TokenSource,
} from './types.js';
export { QuotaWindow } from './quota-window.js';
export { isNotSent, NOT_SENT_MESSAGE, RunStoppedError, UNCONFIRMED_MESSAGE } from './stop.js';
export { ApiError, errorMessageOf, hintFor, toApiError } from './api-error.js';
export { BatchAbortedError, isBatchTimeout } from './batch-runner.js';
export { type ListPages } from './list-pages.js';
export { Pacer, Semaphore } from './pacer.js';
export { BatchSizer, MIN_BATCH_AFTER_429 } from './batch-size.js';
export { backoffDelay, parseRetryAfter } from './backoff.js';
export { decide, isRepeatable, isTransientStatus } from './retry-policy.js';
