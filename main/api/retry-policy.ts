import type { ApiRequest } from './types.js';

/** What happened to one attempt of one request. */
export type Answer =
  | { kind: 'status'; status: number }
  | { kind: 'dropped' } // the connection closed before an answer: outcome unknown
  | { kind: 'timeout' }; // no answer in time: outcome unknown

export type Decision =
  | { action: 'done' } // final: the status is the result
  | { action: 'done-deleted' } // a retried DELETE found nothing left: it was deleted
  | { action: 'reauth' } // 401: refresh the token and send again
  | { action: 'throttle' } // 429: not applied; slow down and send again
  | { action: 'retry' } // transient and safe to repeat
  | { action: 'verify' } // transient, not safe to repeat: read first
  | { action: 'fail'; unknownOutcome?: boolean };

/** True when sending the request again cannot apply its change twice. */
export function isRepeatable(req: Pick<ApiRequest, 'method' | 'idempotent'>): boolean {
  return req.method !== 'POST' || req.idempotent === true;
}

/** Statuses that say "try again later" rather than "this request is wrong". */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 406 || status === 408;
}

/** A batch the service gave up on for its size (the documented remedy: fewer requests per batch). */
export function isBatchTimeout(status: number, text: string): boolean {
  if (status === 408 || status === 504) return true;
  return (status === 500 || status === 503) && /time[d\s-]*out/i.test(text);
}

export const MAX_REAUTHS = 2;
/** 429s are refusals, not attempts; still, a service that never lets us in must end the run. */
export const MAX_THROTTLES = 30;

/**
 * Decides the next step for a request after one attempt. `maybeApplied` is true when an
 * earlier attempt may have reached the service (so a 404 on a DELETE means done). `splits`
 * counts the $batch calls the service answered "timed out" for their size (split in two,
 * see batch-run.ts): the documented remedy is a smaller batch, and the fault was the batch's,
 * not the request's, so like refusals they do not use up its attempts. The halving ends at a
 * batch of one, so they stay bounded (about log2 of the batch size).
 */
export function decide(
  req: Pick<ApiRequest, 'method' | 'idempotent' | 'verify'>,
  answer: Answer,
  ctx: {
    attempts: number;
    maxAttempts: number;
    maybeApplied: boolean;
    reauths: number;
    throttles: number;
    splits?: number;
  },
): Decision {
  if (answer.kind === 'status') {
    const s = answer.status;
    if (s >= 200 && s < 300) return { action: 'done' };
    if (s === 404 && req.method === 'DELETE' && ctx.maybeApplied) return { action: 'done-deleted' };
    if (s === 401) return ctx.reauths < MAX_REAUTHS ? { action: 'reauth' } : { action: 'fail' };
    if (s === 429) return ctx.throttles < MAX_THROTTLES ? { action: 'throttle' } : { action: 'fail' };
    if (!isTransientStatus(s)) return { action: 'fail' };
  }
  // Transient: a 5xx/406 or no answer at all. The change may or may not have been applied.
  // Refusals (429, 401) did not run the request, so they do not use up its attempts.
  if (spentAttempts(ctx) >= ctx.maxAttempts) return { action: 'fail', unknownOutcome: !isRepeatable(req) };
  if (isRepeatable(req)) return { action: 'retry' };
  return req.verify ? { action: 'verify' } : { action: 'fail', unknownOutcome: true };
}

/** The attempts that count towards maxAttempts: all but refusals and batch-size timeouts. */
export function spentAttempts(st: { attempts: number; reauths: number; throttles: number; splits?: number }): number {
  return st.attempts - st.throttles - st.reauths - (st.splits ?? 0);
}
