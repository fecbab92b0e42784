import { runBatch } from './batch-runner.js';
import { ClientCore } from './core.js';
import { listPages } from './list-pages.js';
import { sendOne } from './single-request.js';
import type { ApiClient, ApiClientOptions, ApiRequest, CallOptions } from './types.js';

/**
 * The REST client of one connection (docs/internal-apis.md "main/api"): one keep-alive
 * pool, one budget, at most maxInFlight calls at a time, one token source.
 */
export function createApiClient(opts: ApiClientOptions): ApiClient & { readonly batchSize: number } {
  const core = new ClientCore(opts);
  return {
    request: (req: ApiRequest, callOpts?: CallOptions) => sendOne(core, req, req.path, callOpts?.signal),
    batch: (reqs, onResult, callOpts) => runBatch(core, reqs, onResult, callOpts?.signal, callOpts?.onDispatch),
    list: <T>(pathAndQuery: string, listOpts?: { count?: boolean } & CallOptions) =>
      listPages<T>(core, pathAndQuery, listOpts),
    close: () => core.close(),
    get batchSize() {
      return core.sizer.current;
    },
    budgetPerMinute: core.o.budgetPerMinute,
    silentMs: () => core.watch.silentMs(),
    traffic: () => ({ ...core.watch.traffic }),
    quotaUse: () => core.watch.window.use(core.now()),
  };
}
