/**
 * The work list of one batch() call: request indices ready to go, chunks that must go
 * as they are (the halves of a batch that timed out), and indices waiting out a backoff.
 * `wait()` resolves whenever something changes, so the dispatcher loop sleeps in between.
 */
export class BatchQueue {
  private readonly ready: number[] = [];
  private readonly forced: number[][] = [];
  private delayed = 0;
  private wake: (() => void) | undefined;
  private pending = false; // a signal that came while nobody waited
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(initial: number[]) {
    this.ready.push(...initial);
  }

  /** Back to the front: refused before running (429, 401), so they keep their order. */
  now(indices: number[]): void {
    this.ready.unshift(...indices);
    this.signal();
  }

  later(index: number, ms: number): void {
    if (ms <= 0) return this.now([index]);
    this.delayed++;
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.delayed--;
      this.ready.push(index);
      this.signal();
    }, ms);
    this.timers.add(t);
  }

  /** Halves of a timed-out batch: sent next (after `afterMs`), each as one batch (or smaller). */
  split(halves: number[][], afterMs = 0): void {
    const parts = halves.filter((h) => h.length);
    if (afterMs <= 0 || !parts.length) {
      this.forced.unshift(...parts);
      this.signal();
      return;
    }
    this.delayed++;
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.delayed--;
      this.forced.unshift(...parts);
      this.signal();
    }, afterMs);
    this.timers.add(t);
  }

  /** The next chunk of at most `size` indices, or undefined when nothing is ready. */
  take(size: number): number[] | undefined {
    const forced = this.forced.shift();
    if (forced) {
      if (forced.length > size) this.forced.unshift(forced.splice(size));
      return forced;
    }
    if (!this.ready.length) return undefined;
    return this.ready.splice(0, size);
  }

  get idle(): boolean {
    return !this.ready.length && !this.forced.length && this.delayed === 0;
  }

  get hasReady(): boolean {
    return this.ready.length > 0 || this.forced.length > 0;
  }

  wait(): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((r) => {
      this.wake = r;
    });
  }

  signal(): void {
    const w = this.wake;
    this.wake = undefined;
    if (w) w();
    else this.pending = true;
  }

  /** Cancels pending backoff timers (after an abort); their requests stay unfinished. */
  clear(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  drain(): number[] {
    const rest = [...this.forced.flat(), ...this.ready];
    this.forced.length = 0;
    this.ready.length = 0;
    return rest;
  }
}
