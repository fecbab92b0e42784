// batch(): any number of requests as $batch calls, at most maxInFlight at a time, each
// request settled exactly once. This file only dispatches chunks and ends the call (stop,
// sign-in needed, internal failure); batch-run.ts holds the per-request rules and
// batch-call.ts sends one chunk, so no one function has to hold all of it.
import { batchRefusal } from '../../shared/batch/index.js';
import { AuthError } from '../auth/index.js';
import { whenAborted } from './abort-fanout.js';
import { runChunk, runSolo } from './batch-call.js';
import { BatchRun } from './batch-run.js';
import { fitBatchSize } from './batch-size.js';
import type { ClientCore } from './core.js';
import type { ApiRequest, ApiResult } from './types.js';

export { isBatchTimeout } from './retry-policy.js';

/** Thrown by batch() when the connection needs a new sign-in; `unfinished` were not applied and can be sent later. */
export class BatchAbortedError extends AuthError {
  constructor(
    cause: AuthError,
    readonly unfinished: number[],
  ) {
    super(
      cause.code,
      `${cause.message} ${unfinished.length} request(s) were not sent and are kept.`,
      cause.hint,
      cause.status,
    );
  }
}

/**
 * Sends any number of requests as $batch calls of at most the current batch size, up to
 * maxInFlight at a time, and settles every request exactly once (onResult, then the
 * returned array in request order).
 * When `signal` aborts: nothing more goes on the wire; calls already sent finish and report
 * normally; every other request settles with its stopped result (stop.ts).
 * This file dispatches; batch-run.ts keeps each request's state, batch-call.ts sends a chunk.
 */
export async function runBatch(
  core: ClientCore,
  reqs: ApiRequest[],
  onResult?: (i: number, r: ApiResult) => void,
  signal?: AbortSignal,
  onDispatch?: (indexes: number[]) => void,
): Promise<ApiResult[]> {
  const run = new BatchRun(core, reqs, signal, onResult, onDispatch);
  // Requests the service refuses inside a batch (aliases, Orders(ID)/Export) go on their own.
  const solo = new Set<number>();
  reqs.forEach((r, i) => {
    if (batchRefusal(r.method, core.url(r.path).toString())) solo.add(i);
  });
  // Read-backs before resends: a batch of GETs of their own, on the same signal.
  const readMany = (gets: ApiRequest[]) => runBatch(core, gets, undefined, signal);

  let abort: AuthError | undefined;
  let failure: unknown;
  let active = 0;
  const start = (work: Promise<void>): void => {
    active++;
    work
      .catch((err: unknown) => {
        if (err instanceof AuthError) abort ??= err;
        else failure ??= err;
      })
      .finally(() => {
        active--;
        run.queue.signal();
      });
  };
  const leave = signal ? whenAborted(signal, () => run.queue.signal()) : () => {};
  try {
    for (;;) {
      if (abort || failure || signal?.aborted) {
        if (active === 0) break;
      } else if (active < core.o.maxInFlight && run.queue.hasReady) {
        const chunk = run.queue.take(fitBatchSize(core.sizer.current, core.budgetPerWindow))!;
        for (const i of chunk.filter((x) => solo.has(x))) start(runSolo(run, i));
        const batched = chunk.filter((x) => !solo.has(x));
        if (batched.length) start(runChunk(run, batched, readMany));
        continue;
      } else if (run.queue.idle && active === 0) {
        break;
      }
      await run.queue.wait();
    }
  } finally {
    leave();
    run.queue.clear();
  }
  if (failure) throw failure;
  const unfinished = run.unfinished();
  if (abort) throw new BatchAbortedError(abort, unfinished);
  if (unfinished.length && !signal?.aborted)
    throw new Error(`internal: ${unfinished.length} request(s) left unsettled`);
  // Stopped: what waits in the queue, a backoff or a split never reached the network again.
  run.stop(unfinished);
  return run.results as ApiResult[];
}
