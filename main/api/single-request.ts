import { AuthError } from '../auth/index.js';
import { ClientCore, deletedOnRetry, finalResult, gaveUpResult, parseBody, unknownOutcomeResult } from './core.js';
import { decide, isTransientStatus, spentAttempts, type Answer, type Decision } from './retry-policy.js';
import { judgeReadBack, readBackFor, uncheckedResult } from './read-back.js';
import { RunStoppedError, stoppedResult } from './stop.js';
import { TransportError } from './transport.js';
import type { ApiRequest, ApiResult } from './types.js';

/** Per-request bookkeeping shared by request() and batch(). */
export interface RequestState {
  attempts: number;
  reauths: number;
  throttles: number;
  splits: number; // $batch calls the service answered "timed out" for their size (retry-policy.ts)
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
    splits: 0,
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
    const settled = await settleEarlierAttempt(core, req, st, signal);
    if (settled) return settled;
    const sent = await attemptOnce(core, req, pathOrUrl, st, signal);
    if (!sent) return stoppedResult(st);
    st.lastStatus = sent.status;
    const d = decide(req, sent.answer, {
      attempts: st.attempts,
      maxAttempts: core.o.maxAttempts,
      maybeApplied: st.maybeApplied,
      reauths: st.reauths,
      throttles: st.throttles,
    });
    const result = await follow(core, req, st, sent, d, signal);
    if (result) return result;
  }
}

/**
 * Before sending again after an attempt whose outcome is unknown: the caller's verify(), or a
 * read-back (read-back.ts). A result ends the request; null means send it again.
 */
async function settleEarlierAttempt(
  core: ClientCore,
  req: ApiRequest,
  st: RequestState,
  signal: AbortSignal | undefined,
): Promise<ApiResult | null> {
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
  return null;
}

/** What one attempt got back: an HTTP answer (status, body, headers) or a transport failure (status 0). */
interface Attempt {
  answer: Answer;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string; // the access token it was sent with, to invalidate on a 401
}

/** One attempt on the wire; null when the run was stopped before it was sent. */
async function attemptOnce(
  core: ClientCore,
  req: ApiRequest,
  pathOrUrl: string,
  st: RequestState,
  signal: AbortSignal | undefined,
): Promise<Attempt | null> {
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
    const status = sent.answer.status;
    const headers = sent.answer.headers;
    return {
      answer: { kind: 'status', status },
      status,
      headers,
      body: parseBody(sent.answer.text),
      token: sent.token,
    };
  } catch (err) {
    if (err instanceof RunStoppedError) return null;
    if (!(err instanceof TransportError)) throw err;
    return { answer: { kind: err.kind }, status: 0 };
  }
}

/** Carries out the retry policy's decision: the final result, or null to send the request again. */
async function follow(
  core: ClientCore,
  req: ApiRequest,
  st: RequestState,
  sent: Attempt,
  d: Decision,
  signal: AbortSignal | undefined,
): Promise<ApiResult | null> {
  const { answer, status, body } = sent;
  switch (d.action) {
    case 'done':
      if (st.attempts > 1) core.sizer.onSuccess();
      return finalResult(req, status, body, st.attempts);
    case 'done-deleted':
      return deletedOnRetry(st.attempts);
    case 'reauth':
      st.reauths++;
      if (sent.token) core.opts.tokens.invalidate(sent.token);
      core.emit({ type: 'reauth' });
      return null;
    case 'throttle':
      st.throttles++;
      core.throttled(sent.headers, st.throttles);
      return null;
    case 'retry':
    case 'verify':
      st.maybeApplied = true;
      st.needsVerify = d.action === 'verify';
      // Any transient answer may have come after the change was applied (a 406 part, a 500): read it back first.
      st.needsCheck = d.action === 'retry';
      core.emit({ type: 'retry', reason: answer.kind === 'status' ? `HTTP ${status}` : answer.kind, count: 1 });
      try {
        await core.backoff(spentAttempts(st), signal);
      } catch (err) {
        if (err instanceof RunStoppedError) return stoppedResult(st);
        throw err;
      }
      return null;
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
