import { batchRefusal, readBatchResponse, writeBatchRequest, type BatchResponsePart } from '../../shared/batch/index.js';
import { AuthError } from '../auth/errors.js';
import { backoffDelay } from './backoff.js';
import { BatchQueue } from './batch-queue.js';
import { fitBatchSize } from './batch-size.js';
import { ClientCore, deletedOnRetry, finalResult, parseBody, unknownOutcomeResult } from './core.js';
import { decide, MAX_THROTTLES, MAX_REAUTHS, isTransientStatus, type Answer } from './retry-policy.js';
import { newState, runVerify, sendOne } from './single-request.js';
import { TransportError } from './transport.js';
import { readBackFor } from './read-back.js';
import { RunStoppedError, stoppedResult } from './stop.js';
import type { ApiRequest, ApiResult } from './types.js';

/** Thrown by batch() when the connection needs a new sign-in; `unfinished` were not applied and can be sent later. */
export class BatchAbortedError extends AuthError {
  constructor(cause: AuthError, readonly unfinished: number[]) {
    super(cause.code, `${cause.message} ${unfinished.length} request(s) were not sent and are kept.`, cause.hint, cause.status);
  }
}

/** A batch the service gave up on for its size (the documented remedy: fewer requests per batch). */
export function isBatchTimeout(status: number, text: string): boolean {
  if (status === 408 || status === 504) return true;
  return (status === 500 || status === 503) && /time[d\s-]*out/i.test(text);
}

/**
 * Sends any number of requests as $batch calls of at most the current batch size, up to
 * maxInFlight at a time, and settles every request exactly once (onResult, then the
 * returned array in request order).
 * When `signal` aborts: nothing more goes on the wire; calls already sent finish and report
 * normally; every other request settles with its stopped result (stop.ts).
 */
export async function runBatch(core: ClientCore, reqs: ApiRequest[], onResult?: (i: number, r: ApiResult) => void,
  signal?: AbortSignal, onDispatch?: (indexes: number[]) => void): Promise<ApiResult[]> {
  const results: (ApiResult | undefined)[] = new Array(reqs.length);
  const states = reqs.map(() => newState());
  let abort: AuthError | undefined;

  const finish = (i: number, r: ApiResult) => {
    if (results[i]) throw new Error(`internal: request ${i} settled twice`);
    results[i] = r;
    onResult?.(i, r);
  };

  // Requests the service refuses inside a batch (aliases, Orders(ID)/Export) go on their own.
  const solo = new Set<number>();
  reqs.forEach((r, i) => { if (batchRefusal(r.method, core.url(r.path).toString())) solo.add(i); });
  const queue = new BatchQueue(reqs.map((_, i) => i));

  // A solo request is handed to the network now (the caller's journal marks it in flight first).
  const runSolo = async (i: number) => {
    if (signal?.aborted) return stop([i]);
    onDispatch?.([i]);
    finish(i, await sendOne(core, reqs[i]!, reqs[i]!.path, signal));
  };
  const stop = (indices: number[]) => { for (const i of indices) finish(i, stoppedResult(states[i]!)); };

  const settleTransient = (i: number, answer: Answer) => {
    const st = states[i]!;
    st.lastStatus = answer.kind === 'status' ? answer.status : 0;
    const d = decide(reqs[i]!, answer, { attempts: st.attempts, maxAttempts: core.o.maxAttempts, maybeApplied: st.maybeApplied, reauths: st.reauths, throttles: st.throttles });
    if (d.action === 'retry' || d.action === 'verify') {
      st.maybeApplied = true;
      st.needsVerify = d.action === 'verify';
      st.needsCheck = d.action === 'retry' && answer.kind !== 'status';
      core.emit({ type: 'retry', reason: answer.kind === 'status' ? `HTTP ${answer.status}` : answer.kind, count: 1 });
      queue.later(i, backoffDelay(st.attempts - st.throttles - st.reauths, core.random));
      return;
    }
    finish(i, d.action === 'fail' && d.unknownOutcome
      ? unknownOutcomeResult(st.attempts, st.lastStatus, answer.kind === 'status' ? `the service answered HTTP ${answer.status}` : `the connection ${answer.kind === 'timeout' ? 'timed out' : 'dropped'}`)
      : { ok: false, status: st.lastStatus, attempts: st.attempts, message: `No usable answer after ${st.attempts} attempts (${answer.kind === 'status' ? `HTTP ${answer.status}` : answer.kind}).`, hint: 'Retry later; finished rows are not sent twice.' });
  };

  /** The whole batch timed out: its parts may or may not have run. Send it again in two halves. */
  const splitTimedOut = (sent: number[]) => {
    core.emit({ type: 'batch-timeout', size: sent.length });
    const [first] = core.sizer.onTimeout(sent.length);
    const keep: number[] = [];
    for (const i of sent) {
      const st = states[i]!;
      st.maybeApplied = true;
      const d = decide(reqs[i]!, { kind: 'timeout' }, { attempts: st.attempts, maxAttempts: core.o.maxAttempts, maybeApplied: true, reauths: st.reauths, throttles: st.throttles });
      if (d.action === 'retry' || d.action === 'verify') {
        st.needsVerify = d.action === 'verify';
        st.needsCheck = d.action === 'retry';
        keep.push(i);
      } else {
        settleTransient(i, { kind: 'timeout' });
      }
    }
    queue.split([keep.slice(0, first), keep.slice(first)]);
  };

  const refused = (sent: number[], kind: 'throttle' | 'reauth', status: number) => {
    const again: number[] = [];
    for (const i of sent) {
      const st = states[i]!;
      if (kind === 'throttle') st.throttles++;
      else st.reauths++;
      if ((kind === 'throttle' && st.throttles > MAX_THROTTLES) || (kind === 'reauth' && st.reauths > MAX_REAUTHS)) {
        finish(i, finalResult(reqs[i]!, status, undefined, st.attempts));
      } else {
        again.push(i);
      }
    }
    queue.now(again);
  };

  /** Reads back, in one batch of GETs, the repeatable writes whose answer was lost; settles those found applied. */
  const checkApplied = async (chunk: number[]): Promise<number[]> => {
    const checks = chunk.flatMap((i) => {
      if (!states[i]!.needsCheck) return [];
      states[i]!.needsCheck = false;
      const rb = readBackFor(reqs[i]!);
      return rb ? [{ i, rb }] : [];
    });
    if (!checks.length) return chunk;
    // Stopped read-backs answer status 0, which judges as "not found applied": the write then stops too.
    const reads = await runBatch(core, checks.map((c) => ({ method: 'GET' as const, path: c.rb.path })), undefined, signal);
    const settled = new Set<number>();
    checks.forEach((c, k) => {
      const applied = c.rb.judge(reads[k]!.status, reads[k]!.body);
      if (applied) { settled.add(c.i); finish(c.i, { ...applied, attempts: states[c.i]!.attempts }); }
    });
    return chunk.filter((i) => !settled.has(i));
  };

  const runChunk = async (chunk: number[]) => {
    const send: number[] = [];
    for (const i of await checkApplied(chunk)) {
      if (signal?.aborted) { stop([i]); continue; }
      if (states[i]!.needsVerify) {
        const verified = await runVerify(reqs[i]!, states[i]!);
        if (verified) { finish(i, verified); continue; }
      }
      send.push(i);
    }
    if (!send.length) return;
    let contentIds: string[] = [];
    let answer;
    let token: string;
    try {
      ({ answer, token } = await core.call('POST', '/v1/$batch', {
        signal,
        cost: 1 + send.length,
        // The pacer may grant only the room left in the budget window: send that many, the rest goes next.
        minCost: 1 + Math.min(send.length, Math.max(1, Math.ceil(send.length / 4))),
        prepare: (granted) => {
          const rest = send.splice(Math.max(1, granted - 1));
          if (rest.length) queue.now(rest);
          const written = writeBatchRequest(send.map((i) => {
            const r = reqs[i]!;
            return { method: r.method, url: core.url(r.path).toString(), ...(r.headers ? { headers: r.headers } : {}), ...(r.body !== undefined ? { body: r.body } : {}) };
          }), { firstContentId: 1 });
          contentIds = written.contentIds;
          for (const i of send) states[i]!.attempts++;
          // Just before the body goes on the wire: the caller records these as in flight.
          onDispatch?.([...send]);
          return { body: written.body, headers: { 'content-type': written.contentType, accept: 'application/json' } };
        },
      }));
    } catch (err) {
      // Stopped before prepare(): none of `send` was built or sent.
      if (err instanceof RunStoppedError) return stop(send);
      if (!(err instanceof TransportError)) {
        if (contentIds.length) for (const i of send) states[i]!.attempts--;   // built but never sent: no token
        queue.now(send);
        throw err;
      }
      if (err.kind === 'timeout' && send.length > 1) return splitTimedOut(send);
      for (const i of send) settleTransient(i, { kind: err.kind });
      return;
    }
    const { status, text, headers } = answer;
    if (status === 429) {
      core.throttled(headers, Math.max(...send.map((i) => states[i]!.throttles)) + 1);
      return refused(send, 'throttle', status);
    }
    if (status === 401) {
      core.opts.tokens.invalidate(token);
      core.emit({ type: 'reauth' });
      return refused(send, 'reauth', status);
    }
    if ((isBatchTimeout(status, text) || status === 413) && send.length > 1) return splitTimedOut(send);
    if (status !== 200) {
      if (isTransientStatus(status) || isBatchTimeout(status, text)) {
        for (const i of send) settleTransient(i, { kind: 'status', status });
      } else {
        // 400 on the whole batch: the batch itself was refused, nothing ran.
        for (const i of send) finish(i, finalResult(reqs[i]!, status, parseBody(text), states[i]!.attempts));
      }
      return;
    }
    let parts: BatchResponsePart[];
    try {
      parts = readBatchResponse(headers['content-type'] ?? '', text);
    } catch {
      for (const i of send) settleTransient(i, { kind: 'dropped' });
      return;
    }
    const byId = new Map(parts.map((p) => [p.id, p]));
    let partThrottled: Record<string, string> | undefined;   // the headers of a 429 part (its Retry-After)
    let partReauth = false;
    let clean = true;
    send.forEach((i, k) => {
      const part = byId.get(contentIds[k]!);
      const st = states[i]!;
      if (!part) { clean = false; return settleTransient(i, { kind: 'dropped' }); }
      const d = decide(reqs[i]!, { kind: 'status', status: part.status }, { attempts: st.attempts, maxAttempts: core.o.maxAttempts, maybeApplied: st.maybeApplied, reauths: st.reauths, throttles: st.throttles });
      switch (d.action) {
        case 'done': return finish(i, finalResult(reqs[i]!, part.status, part.body, st.attempts));
        case 'done-deleted': return finish(i, deletedOnRetry(st.attempts));
        case 'reauth': partReauth = true; clean = false; st.reauths++; return queue.now([i]);
        case 'throttle': partThrottled = part.headers; clean = false; st.throttles++; return queue.now([i]);
        case 'retry': case 'verify': clean = false; return settleTransient(i, { kind: 'status', status: part.status });
        case 'fail': return finish(i, d.unknownOutcome ? unknownOutcomeResult(st.attempts, part.status, `the service answered HTTP ${part.status}`) : finalResult(reqs[i]!, part.status, part.body, st.attempts));
      }
    });
    // An expired token gives a 401 in every part of a 200 batch: refresh once, resend those parts.
    if (partReauth) { core.opts.tokens.invalidate(token); core.emit({ type: 'reauth' }); }
    if (partThrottled) core.throttled(partThrottled, 1);
    if (clean) core.sizer.onSuccess();
  };

  let active = 0;
  let failure: unknown;
  const wake = () => queue.signal();
  signal?.addEventListener('abort', wake, { once: true });
  for (;;) {
    if (abort || failure || signal?.aborted) {
      if (active === 0) break;
    } else if (active < core.o.maxInFlight && queue.hasReady) {
      const chunk = queue.take(fitBatchSize(core.sizer.current, core.budgetPerWindow))!;
      const soloOnes = chunk.filter((i) => solo.has(i));
      const batched = chunk.filter((i) => !solo.has(i));
      for (const group of [...soloOnes.map((i) => ({ solo: true, idx: [i] })), ...(batched.length ? [{ solo: false, idx: batched }] : [])]) {
        active++;
        (group.solo ? runSolo(group.idx[0]!) : runChunk(group.idx))
          .catch((err) => {
            if (err instanceof AuthError) abort ??= err;
            else failure ??= err;
          })
          .finally(() => { active--; queue.signal(); });
      }
      continue;
    } else if (queue.idle && active === 0) {
      break;
    }
    await queue.wait();
  }
  signal?.removeEventListener('abort', wake);
  queue.clear();
  if (failure) throw failure;
  const unfinished = reqs.flatMap((_, i) => (results[i] ? [] : [i]));   // not results.flatMap: it skips holes
  if (abort) throw new BatchAbortedError(abort, unfinished);
  if (unfinished.length && !signal?.aborted) throw new Error(`internal: ${unfinished.length} request(s) left unsettled`);
  // Stopped: what waits in the queue, a backoff or a split never reached the network again.
  stop(unfinished);
  return results as ApiResult[];
}
