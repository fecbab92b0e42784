import { runBatch } from './batch-runner.js';
import { ClientCore } from './core.js';
import { listPages } from './list-pages.js';
import { sendOne } from './single-request.js';
import type { ApiClient, ApiClientOptions, ApiRequest } from './types.js';

/**
 * The REST client of one connection (docs/internal-apis.md "main/api"): one keep-alive
 * pool, one budget, at most maxInFlight calls at a time, one token source.
 */
export function createApiClient(opts: ApiClientOptions): ApiClient & { readonly batchSize: number } {
  const core = new ClientCore(opts);
  return {
    request: (req: ApiRequest) => sendOne(core, req),
    batch: (reqs, onResult) => runBatch(core, reqs, onResult),
    list: <T>(pathAndQuery: string, listOpts?: { count?: boolean }) => listPages<T>(core, pathAndQuery, listOpts),
    close: () => core.close(),
    get batchSize() { return core.sizer.current; },
  };
}
