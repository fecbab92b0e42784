import { describe, it, expect } from 'vitest';
import { Pacer, Semaphore } from '../../../main/api/pacer.js';

/** A fake clock: sleep advances time instantly. */
function fakeClock() {
  let t = 0;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('Pacer', () => {
  it('spends a budget evenly: costs of 100 under 600 per 10 s go every 1.7 s, never more than 600 in any 10 s', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 600, windowMs: 10_000, burst: 101, marginMs: 200, ...clock });
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      await pacer.acquire(100);
      times.push(clock.now());
    }
    // no burst-then-stall: gaps are steady after the first window
    const gaps = times.slice(7).map((t, i) => t - times[6 + i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(50); // within 3 % of the 1.7 s pace
    // sliding check: any 10 s interval holds at most 600
    for (const start of times) {
      const inWindow = times.filter((t) => t >= start && t < start + 10_000).length * 100;
      expect(inWindow).toBeLessThanOrEqual(600);
    }
    // and the long-run rate uses nearly all the budget (margin 200 ms on 10 s = 2 %)
    const rate = ((39 * 100) / (times[39]! - times[0]!)) * 10_000;
    expect(rate).toBeGreaterThan(600 * 0.95);
    expect(rate).toBeLessThanOrEqual(600);
  });

  it('with costs that do not divide the budget, a window holds only whole calls (why fitBatchSize exists)', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 600, windowMs: 10_000, burst: 101, marginMs: 200, ...clock });
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      await pacer.acquire(101);
      times.push(clock.now());
    }
    expect(times.filter((t) => t < 10_000)).toHaveLength(5);
  });

  it('trims a call to the room left in the window instead of leaving it unused', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 600, windowMs: 10_000, burst: 101, marginMs: 200, ...clock });
    const spent: number[] = [];
    await pacer.acquire(4); // a small call (the tail of a caller's work) shifts the rhythm
    for (let i = 0; i < 12; i++) spent.push(await pacer.acquireUpTo(101, 26));
    // The first window (10.2 s) is filled to the last request, not left at 4 + 5 x 101 = 509.
    const firstWindow = 4 + spent.slice(0, 6).reduce((a, b) => a + b, 0);
    expect(firstWindow).toBe(600);
    expect(spent.slice(0, 5)).toEqual([101, 101, 101, 101, 101]);
    expect(spent[5]).toBe(91);
    expect(Math.min(...spent)).toBeGreaterThanOrEqual(26);
  });

  it('lets small costs through at the refill rate', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 60, windowMs: 60_000, burst: 5, marginMs: 0, ...clock });
    for (let i = 0; i < 5; i++) await pacer.acquire(1); // the bucket's initial content
    expect(clock.now()).toBe(0);
    await pacer.acquire(1);
    expect(clock.now()).toBe(1000);
    expect(pacer.spentNow()).toBe(6);
  });

  it('pauses after a 429 and serves waiters in order', async () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 1000, windowMs: 1000, burst: 1000, marginMs: 0, ...clock });
    pacer.pause(5000);
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => pacer.acquire(1).then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    expect(clock.now()).toBeGreaterThanOrEqual(5000);
  });

  it('computes the wait for a full window from the oldest spends', () => {
    const clock = fakeClock();
    const pacer = new Pacer({ budget: 100, windowMs: 1000, burst: 100, marginMs: 0, ...clock });
    expect(pacer.waitTime(100)).toBe(0);
    return pacer.acquire(100).then(() => {
      clock.advance(400);
      expect(pacer.waitTime(10)).toBe(601); // the first spend leaves the window at 1000 (+1)
    });
  });
});

describe('Semaphore', () => {
  it('holds at most max at a time, first come first served', async () => {
    const s = new Semaphore(2);
    const r1 = await s.acquire();
    const r2 = await s.acquire();
    let third = false;
    const p = s.acquire().then((r) => {
      third = true;
      return r;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    expect(s.inUse).toBe(2);
    r1();
    r1(); // releasing twice is harmless
    const r3 = await p;
    expect(third).toBe(true);
    expect(s.inUse).toBe(2);
    r2();
    r3();
    expect(s.inUse).toBe(0);
  });
});
