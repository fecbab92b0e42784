import { whenAborted } from './abort-fanout.js';
import { defaultSleep, RunStoppedError, sleepUnlessStopped, type Sleep } from './stop.js';

/**
 * Spends the request budget evenly (service-behaviour.md "Rate limits": 2,000 requests a
 * minute per profile, a $batch costing 1 + its parts).
 *
 * Two rules together:
 * - a token bucket refilling at budget/window, holding at most one call's worth, so calls
 *   leave at a steady pace instead of a burst followed by a stall;
 * - a sliding window that never lets more than the budget leave within any window (plus
 *   a small margin for the time a request takes to reach the server), so that even the
 *   service's fixed windows, wherever they start, are never overrun.
 * Waiters are served first come, first served. All time comes from `now`/`sleep`, so the
 * arithmetic is tested with a fake clock. A waiter whose signal aborts leaves the line at
 * once and spends nothing (stop.ts).
 */

export interface PacerOptions {
  budget: number; // requests per window
  windowMs: number;
  /** Largest single cost expected (a full batch); the bucket holds this much. */
  burst: number;
  marginMs?: number;
  now?: () => number;
  sleep?: Sleep;
}

export class Pacer {
  private tokens: number;
  private lastRefill: number;
  private readonly spent: { t: number; cost: number }[] = [];
  private spentInWindow = 0;
  private pausedUntil = 0;
  private tail: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly sleep: Sleep;
  private readonly span: number;
  private readonly capacity: number;

  constructor(private readonly opts: PacerOptions) {
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? defaultSleep;
    this.span = opts.windowMs + (opts.marginMs ?? 200);
    this.capacity = Math.max(1, Math.min(opts.burst, opts.budget));
    this.tokens = this.capacity;
    this.lastRefill = this.now();
  }

  /** Refill rate in requests per ms: the budget spread over the window and its margin. */
  private get rate(): number {
    return this.opts.budget / this.span;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.lastRefill) * this.rate);
    this.lastRefill = now;
    while (this.spent.length && this.spent[0]!.t <= now - this.span) this.spentInWindow -= this.spent.shift()!.cost;
  }

  /** Milliseconds until `cost` may be spent (0: now). */
  waitTime(cost: number): number {
    const choice = this.choose(cost, cost);
    return choice.cost === undefined ? choice.wait : 0;
  }

  /**
   * What may be spent now, between minCost and maxCost: the full cost when the window has
   * room for it; otherwise the room left, when that is at least minCost. Trimming a batch
   * to the room left fills each window instead of leaving a gap that a full batch cannot
   * use (five batches of 100 and a small one leave 96 unused in a window of 600).
   */
  private choose(maxCost: number, minCost: number): { cost?: number; wait: number } {
    const now = this.now();
    this.refill(now);
    const paused = this.pausedUntil - now;
    if (paused > 0) return { wait: paused };
    // A cost above the bucket's size goes when the bucket is full and leaves it in debt.
    // The bucket paces the full cost (the even rhythm); only the window's room may trim it.
    const need = Math.min(maxCost, this.capacity);
    if (this.tokens < need) return { wait: Math.ceil((need - this.tokens) / this.rate) };
    const allowed = Math.max(maxCost, this.opts.budget); // a single call larger than the budget still goes, alone
    const room = allowed - this.spentInWindow;
    if (room >= maxCost) return { cost: maxCost, wait: 0 };
    if (room >= minCost) return { cost: room, wait: 0 };
    // Wait until enough of the oldest spends leave the window for minCost.
    let excess = this.spentInWindow + minCost - allowed;
    for (const s of this.spent) {
      excess -= s.cost;
      if (excess <= 0) return { wait: Math.max(1, s.t + this.span - now + 1) };
    }
    return { wait: 1 };
  }

  private spend(cost: number): void {
    const now = this.now();
    this.refill(now);
    this.tokens -= cost;
    this.spent.push({ t: now, cost });
    this.spentInWindow += cost;
  }

  /** Waits until `cost` may be spent, then spends it. First come, first served. */
  async acquire(cost: number, signal?: AbortSignal): Promise<void> {
    await this.acquireUpTo(cost, cost, signal);
  }

  /**
   * Waits until at least minCost may be spent, spends as much as allowed up to maxCost, and
   * returns it. When `signal` aborts first: rejects with RunStoppedError, nothing spent.
   */
  acquireUpTo(maxCost: number, minCost: number, signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) return Promise.reject(new RunStoppedError());
    const min = Math.max(1, Math.min(minCost, maxCost));
    const turn = this.tail.then(async () => {
      for (;;) {
        if (signal?.aborted) throw new RunStoppedError();
        const choice = this.choose(maxCost, min);
        if (choice.cost !== undefined) {
          this.spend(choice.cost);
          return choice.cost;
        }
        await sleepUnlessStopped(this.sleep, choice.wait, signal);
      }
    });
    this.tail = turn.then(
      () => {},
      () => {},
    );
    if (!signal) return turn;
    // Still behind other waiters: leave the line now; the turn, when it comes, spends nothing.
    return new Promise<number>((resolve, reject) => {
      const leave = whenAborted(signal, () => reject(new RunStoppedError()));
      turn.then(
        (cost) => {
          leave();
          resolve(cost);
        },
        (err: unknown) => {
          leave();
          reject(err);
        },
      );
    });
  }

  /** After a 429: nothing more is spent before `ms` from now. */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  /** Budget spent within the current window, for progress and tests. */
  spentNow(): number {
    this.refill(this.now());
    return this.spentInWindow;
  }
}

/** At most `max` holders at a time, first come, first served. */
export class Semaphore {
  private active = 0;
  private readonly waiters: (() => void)[] = [];
  constructor(private readonly max: number) {}
  /** The release function; rejects with RunStoppedError when `signal` aborts while waiting. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw new RunStoppedError();
    if (this.active >= this.max) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = (): void => {
          const at = this.waiters.indexOf(take);
          if (at >= 0) this.waiters.splice(at, 1);
          reject(new RunStoppedError());
        };
        const leave = signal ? whenAborted(signal, onAbort) : () => {};
        const take = (): void => {
          leave();
          resolve();
        };
        this.waiters.push(take);
      });
    } else {
      this.active++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiters.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.active--;
    };
  }
  get inUse(): number {
    return this.active;
  }
}
