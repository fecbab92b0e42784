/** The $batch wire format of service-spec.md 4.9, requests and responses, both directions. */
export type { BatchMethod, BatchRequest, ParsedBatchPart, BatchResponsePart } from './types.js';
export { BatchFormatError } from './errors.js';
export { writeBatchRequest, type WriteBatchRequestOptions } from './write-request.js';
export { readBatchRequest, type ReadBatchRequestOptions } from './read-request.js';
export { writeBatchResponse, type WriteBatchResponseOptions } from './write-response.js';
export { readBatchResponse } from './read-response.js';
export { batchRefusal, type BatchRefusal } from './aliases.js';
