import { AuthError } from '../auth/index.js';
import { ClientCore, deletedOnRetry, finalResult, gaveUpResult, parseBody, unknownOutcomeResult } from './core.js';
import { decide, isTransientStatus, type Answer } from './retry-policy.js';
import { judgeReadBack, readBackFor, uncheckedResult } from './read-back.js';
import { RunStoppedError, stoppedResult } from './stop.js';
import { TransportError } from './transport.js';
import type { ApiRequest, ApiResult } from './types.js';

/** Per-request bookkeeping shared by request() and batch(). */
export interface RequestState {
  attempts: number;
  reauths: number;
  throttles: number;
  maybeApplied: boolean; // an earlier attempt may have reached the service
  needsVerify: boolean; // not repeatable and its outcome is unknown: the caller's verify() before resending
  needsCheck: boolean; // repeatable, but its last answer may have followed the change (no answer, 5xx, 406): read it back before resending (read-back.ts)
  lastStatus: number;
}

export function newState(): RequestState {
  return {
    attempts: 0,
    reauths: 0,
    throttles: 0,
    maybeApplied: false,
    needsVerify: false,
    needsCheck: false,
    lastStatus: 0,
  };
}

/**
 * Before resending a request whose outcome is unknown, asks the caller's verify(): a
 * result means it was applied after all (final), null means send it again.
 */
export async function runVerify(req: ApiRequest, st: RequestState): Promise<ApiResult | null> {
  st.needsVerify = false;
  try {
    const found = await req.verify!();
    if (!found) return null;
    return { ...found, attempts: st.attempts };
  } catch (err) {
    if (err instanceof AuthError) throw err;
    return unknownOutcomeResult(
      st.attempts,
      st.lastStatus,
      `the check before resending failed (${(err as Error).message})`,
    );
  }
}

function bodyText(req: ApiRequest): { body?: string | Uint8Array; headers?: Record<string, string> } {
  if (req.body === undefined) return req.headers ? { headers: req.headers } : {};
  // A file upload (a channel document's PDF) goes as it is, with the caller's content type.
  if (req.body instanceof Uint8Array)
    return { body: req.body, headers: { 'content-type': 'application/octet-stream', ...req.headers } };
  return { body: JSON.stringify(req.body), headers: { 'content-type': 'application/json', ...req.headers } };
}

/**
 * One request on its own, retried where safe, ending in exactly one final result. When
 * `signal` aborts before an attempt is sent, that is the stopped result (stop.ts).
 */
export async function sendOne(
  core: ClientCore,
  req: ApiRequest,
  pathOrUrl: string = req.path,
  signal?: AbortSignal,
): Promise<ApiResult> {
  const st = newState();
  for (;;) {
    if (signal?.aborted) return stoppedResult(st);
    if (st.needsVerify) {
      const verified = await runVerify(req, st);
      if (verified) return verified;
    }
    if (st.needsCheck) {
      st.needsCheck = false;
      const rb = readBackFor(req);
      if (rb) {
        const verdict = judgeReadBack(rb, await sendOne(core, { method: 'GET', path: rb.path }, rb.path, signal));
        if (verdict.kind === 'applied') return { ...verdict.result, attempts: st.attempts };
        if (verdict.kind === 'unknown') return uncheckedResult(st.attempts, st.lastStatus, verdict.why);
      }
    }
    let answer: Answer;
    let status = 0;
    let body: unknown;
    let headers: Record<string, string> | undefined;
    let token: string | undefined;
    try {
      // An attempt counts once it is built to be sent (a stop before that is no attempt).
      const sent = await core.call(req.method, pathOrUrl, {
        cost: 1,
        signal,
        prepare: () => {
          st.attempts++;
          return bodyText(req);
        },
      });
      token = sent.token;
      status = sent.answer.status;
      headers = sent.answer.headers;
      body = parseBody(sent.answer.text);
      answer = { kind: 'status', status };
    } catch (err) {
      if (err instanceof RunStoppedError) return stoppedResult(st);
      if (!(err instanceof TransportError)) throw err;
      answer = { kind: err.kind };
    }
    st.lastStatus = status;
    const d = decide(req, answer, {
      attempts: st.attempts,
      maxAttempts: core.o.maxAttempts,
      maybeApplied: st.maybeApplied,
      reauths: st.reauths,
      throttles: st.throttles,
    });
    switch (d.action) {
      case 'done':
        if (st.attempts > 1) core.sizer.onSuccess();
        return finalResult(req, status, body, st.attempts);
      case 'done-deleted':
        return deletedOnRetry(st.attempts);
      case 'reauth':
        st.reauths++;
        if (token) core.opts.tokens.invalidate(token);
        core.emit({ type: 'reauth' });
        continue;
      case 'throttle':
        st.throttles++;
        core.throttled(headers, st.throttles);
        continue;
      case 'retry':
      case 'verify':
        st.maybeApplied = true;
        st.needsVerify = d.action === 'verify';
        // Any transient answer may have come after the change was applied (a 406 part, a 500): read it back first.
        st.needsCheck = d.action === 'retry';
        core.emit({ type: 'retry', reason: answer.kind === 'status' ? `HTTP ${status}` : answer.kind, count: 1 });
        try {
          await core.backoff(st.attempts - st.throttles - st.reauths, signal);
        } catch (err) {
          if (err instanceof RunStoppedError) return stoppedResult(st);
          throw err;
        }
        continue;
      case 'fail':
        if (d.unknownOutcome)
          return unknownOutcomeResult(
            st.attempts,
            status,
            answer.kind === 'status'
              ? `the service answered HTTP ${status}`
              : `the connection ${answer.kind === 'timeout' ? 'timed out' : 'dropped'} after sending`,
          );
        if (answer.kind !== 'status' || isTransientStatus(status)) return gaveUpResult(st.attempts, answer, body);
        return finalResult(req, status, body, st.attempts);
    }
  }
}
