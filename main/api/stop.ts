import { RunStoppedError } from '../../shared/errors/index.js';
import { whenAborted } from './abort-fanout.js';
import type { ApiResult } from './types.js';

/**
 * Stopping a run (Ctrl-C, the app's Cancel): the caller's AbortSignal. A call that has not
 * reached the network when it aborts is never sent; a call already on the wire finishes and
 * reports normally. Each request still ends in exactly one final state: these two are the
 * states a stop gives the ones it kept from the network.
 */
export const NOT_SENT_MESSAGE = 'Not sent: the run was stopped.';
export const UNCONFIRMED_MESSAGE =
  'Stopped before the retry: an earlier attempt may have been applied, so resume reads it back before sending it again.';

export { RunStoppedError };

/** The final result of a request the stop kept from the network. */
export function stoppedResult(st: { attempts: number; maybeApplied: boolean; lastStatus: number }): ApiResult {
  // A request only refused so far (429, 401) never ran: it is as good as never sent.
  if (!st.maybeApplied)
    return {
      ok: false,
      status: 0,
      attempts: st.attempts,
      stopped: 'not-sent',
      message: NOT_SENT_MESSAGE,
      hint: { id: 'errors:api.hint.resumeToSend' },
    };
  return {
    ok: false,
    status: st.lastStatus,
    attempts: st.attempts,
    stopped: 'unconfirmed',
    message: UNCONFIRMED_MESSAGE,
    hint: { id: 'errors:api.hint.resumeChecks' },
  };
}

/** True for the result of a request that was never sent because the run was stopped. */
export function isNotSent(r: Pick<ApiResult, 'stopped'>): boolean {
  return r.stopped === 'not-sent';
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * A timer the signal cancels (no timer is left behind to hold the process open). It waits
 * on the signal through abort-fanout.ts, not a listener of its own per sleep.
 */
export const defaultSleep: Sleep = (ms, signal) => {
  if (!signal)
    return new Promise<void>((resolve) => {
      setTimeout(resolve, ms);
    });
  if (signal.aborted) return Promise.reject(new RunStoppedError());
  return new Promise<void>((resolve, reject) => {
    const leave = whenAborted(signal, () => {
      clearTimeout(timer);
      reject(new RunStoppedError());
    });
    const timer = setTimeout(() => {
      leave();
      resolve();
    }, ms);
  });
};

/**
 * Sleeps with any sleep function (tests pass a fake clock that ignores the signal), and
 * rejects with RunStoppedError as soon as the signal aborts.
 */
export function sleepUnlessStopped(sleep: Sleep, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return sleep(ms);
  if (signal.aborted) return Promise.reject(new RunStoppedError());
  return new Promise<void>((resolve, reject) => {
    const leave = whenAborted(signal, () => reject(new RunStoppedError()));
    sleep(ms, signal).then(
      () => {
        leave();
        resolve();
      },
      (err: unknown) => {
        leave();
        reject(signal.aborted ? new RunStoppedError() : err);
      },
    );
  });
}
