/**
 * The bookkeeping of one batch() call: each request's state and its one final result, the
 * work queue, and the ways a request settles or goes back in line (a transient failure
 * with backoff, a refusal, a timed-out batch split in two, a read-back before a resend).
 * Kept apart from sending (batch-call.ts) and dispatching (batch-runner.ts) so that each
 * rule of "every request ends exactly once" is one named method.
 */
import { backoffDelay } from './backoff.js';
import { BatchQueue } from './batch-queue.js';
import { ClientCore, finalResult, gaveUpResult, unknownOutcomeResult } from './core.js';
import { judgeReadBack, readBackFor, uncheckedResult, type ReadBack } from './read-back.js';
import { decide, MAX_REAUTHS, MAX_THROTTLES, spentAttempts, type Answer, type Decision } from './retry-policy.js';
import { newState, type RequestState } from './single-request.js';
import { stoppedResult } from './stop.js';
import type { ApiRequest, ApiResult } from './types.js';

/**
 * The pause before the halves of a timed-out batch go out, each starting with the read-back
 * of its writes. A gateway that gave up (504, or no answer in time) may have left the
 * service still applying parts of the batch; read back at once, such a write could look
 * missing and be sent twice. 0.5-1 s: backoffDelay's first step on this base, jittered so the
 * halves of many clients do not return together; short, as the split batch waits on it.
 */
export const TIMEOUT_PAUSE_BASE_MS = 1000;

/** Sends GETs (the read-backs) as a batch of their own, on the same client and signal. */
export type ReadMany = (reqs: ApiRequest[]) => Promise<ApiResult[]>;

/** One batch() call's state and settling rules (see the top of this file). */
export class BatchRun {
  readonly results: (ApiResult | undefined)[];
  readonly states: RequestState[];
  readonly queue: BatchQueue;

  constructor(
    readonly core: ClientCore,
    readonly reqs: ApiRequest[],
    readonly signal: AbortSignal | undefined,
    private readonly onResult: ((i: number, r: ApiResult) => void) | undefined,
    readonly onDispatch: ((indexes: number[]) => void | Promise<void>) | undefined,
  ) {
    this.results = new Array<ApiResult | undefined>(reqs.length);
    this.states = reqs.map(() => newState());
    this.queue = new BatchQueue(reqs.map((_, i) => i));
  }

  finish(i: number, r: ApiResult): void {
    if (this.results[i]) throw new Error(`internal: request ${i} settled twice`);
    this.results[i] = r;
    this.onResult?.(i, r);
  }

  /** Settles requests the stop kept from the network. */
  stop(indices: number[]): void {
    for (const i of indices) this.finish(i, stoppedResult(this.states[i]!));
  }

  decide(i: number, answer: Answer, maybeApplied = this.states[i]!.maybeApplied): Decision {
    const st = this.states[i]!;
    return decide(this.reqs[i]!, answer, {
      attempts: st.attempts,
      maxAttempts: this.core.o.maxAttempts,
      maybeApplied,
      reauths: st.reauths,
      throttles: st.throttles,
      splits: st.splits,
    });
  }

  /**
   * A 406/5xx part, a failed call or no answer: back in line after a backoff (read back or
   * verified before it is resent, as it may have been applied), or settled when out of attempts.
   */
  transient(i: number, answer: Answer, body?: unknown): void {
    const st = this.states[i]!;
    st.lastStatus = answer.kind === 'status' ? answer.status : 0;
    const d = this.decide(i, answer);
    if (d.action === 'retry' || d.action === 'verify') {
      st.maybeApplied = true;
      st.needsVerify = d.action === 'verify';
      st.needsCheck = d.action === 'retry';
      this.core.emit({
        type: 'retry',
        reason: answer.kind === 'status' ? `HTTP ${answer.status}` : answer.kind,
        count: 1,
      });
      this.queue.later(i, backoffDelay(spentAttempts(st), this.core.random));
      return;
    }
    this.finish(
      i,
      d.action === 'fail' && d.unknownOutcome
        ? unknownOutcomeResult(
            st.attempts,
            st.lastStatus,
            answer.kind === 'status'
              ? `the service answered HTTP ${answer.status}`
              : `the connection ${answer.kind === 'timeout' ? 'timed out' : 'dropped'}`,
          )
        : gaveUpResult(st.attempts, answer, body),
    );
  }

  /**
   * The whole batch timed out: its parts may or may not have run. Send it again in two halves.
   * `answered`: the service said so (504, 408, "timed out", 413): that split costs the
   * requests no attempt (retry-policy.ts). No answer in time counts: the service may be down.
   */
  timedOut(sent: number[], answered: boolean): void {
    this.core.emit({ type: 'batch-timeout', size: sent.length });
    const [first] = this.core.sizer.onTimeout(sent.length);
    const keep: number[] = [];
    for (const i of sent) {
      const st = this.states[i]!;
      st.maybeApplied = true;
      if (answered) st.splits++;
      const d = this.decide(i, { kind: 'timeout' }, true);
      if (d.action === 'retry' || d.action === 'verify') {
        st.needsVerify = d.action === 'verify';
        st.needsCheck = d.action === 'retry';
        keep.push(i);
      } else {
        this.transient(i, { kind: 'timeout' });
      }
    }
    const pause = backoffDelay(1, this.core.random, TIMEOUT_PAUSE_BASE_MS, TIMEOUT_PAUSE_BASE_MS);
    this.queue.split([keep.slice(0, first), keep.slice(first)], pause);
  }

  /** Refused before running (429, 401): back to the front of the line, unless refused too often. */
  refused(sent: number[], kind: 'throttle' | 'reauth', status: number): void {
    const again: number[] = [];
    for (const i of sent) {
      const st = this.states[i]!;
      if (kind === 'throttle') st.throttles++;
      else st.reauths++;
      if ((kind === 'throttle' && st.throttles > MAX_THROTTLES) || (kind === 'reauth' && st.reauths > MAX_REAUTHS)) {
        this.finish(i, finalResult(this.reqs[i]!, status, undefined, st.attempts));
      } else {
        again.push(i);
      }
    }
    this.queue.now(again);
  }

  /**
   * Reads back, in one batch of GETs, the repeatable writes whose last answer may have come
   * after they were applied; settles those found applied (and those that could not be
   * checked), and returns the rest of the chunk.
   */
  async checkApplied(chunk: number[], readMany: ReadMany): Promise<number[]> {
    const checks: { i: number; rb: ReadBack }[] = [];
    for (const i of chunk) {
      if (!this.states[i]!.needsCheck) continue;
      this.states[i]!.needsCheck = false;
      const rb = readBackFor(this.reqs[i]!);
      if (rb) checks.push({ i, rb });
    }
    if (!checks.length) return chunk;
    // Stopped read-backs judge as "resend": the chunk's stop check then keeps the write back too.
    const reads = await readMany(checks.map((c) => ({ method: 'GET' as const, path: c.rb.path })));
    const settled = new Set<number>();
    checks.forEach((c, k) => {
      const st = this.states[c.i]!;
      const verdict = judgeReadBack(c.rb, reads[k]!);
      if (verdict.kind === 'resend') return;
      settled.add(c.i);
      this.finish(
        c.i,
        verdict.kind === 'applied'
          ? { ...verdict.result, attempts: st.attempts }
          : uncheckedResult(st.attempts, st.lastStatus, verdict.why),
      );
    });
    return chunk.filter((i) => !settled.has(i));
  }

  /** Indices without a final result (not results.flatMap: it skips holes). */
  unfinished(): number[] {
    return this.reqs.flatMap((_, i) => (this.results[i] ? [] : [i]));
  }
}
