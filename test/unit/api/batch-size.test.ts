import { describe, it, expect } from 'vitest';
import { BatchSizer, fitBatchSize } from '../../../main/api/batch-size.js';
import { BatchQueue } from '../../../main/api/batch-queue.js';

describe('BatchSizer', () => {
  it('halves on 429, never below 10, and grows back gradually', () => {
    const s = new BatchSizer(100);
    s.on429();
    expect(s.current).toBe(50);
    s.on429();
    s.on429();
    s.on429();
    s.on429();
    expect(s.current).toBe(10);
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) {
      s.onSuccess();
      seen.push(s.current);
    }
    expect(seen[1]).toBe(10); // not after one success
    expect(seen[2]).toBe(13);
    expect(seen.at(-1)).toBe(100);
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]! - seen[i - 1]!).toBeLessThanOrEqual(Math.ceil(seen[i - 1]! / 4));
  });

  it('a $batch refused 429 as a whole: half of that batch, once for batches refused together', () => {
    const s = new BatchSizer(100);
    s.on429(100);
    s.on429(100);
    s.on429(100); // three batches of 100 in flight, all refused
    expect(s.current).toBe(50);
    s.on429(50);
    expect(s.current).toBe(25);
    s.on429(100); // a late answer about an older, bigger batch: no growth
    expect(s.current).toBe(25);
    s.on429(12);
    expect(s.current).toBe(10); // the floor
  });

  it('keeps a configured size below 10 as it is', () => {
    const s = new BatchSizer(5);
    s.on429();
    expect(s.current).toBe(5);
  });

  it('splits a timed-out batch in two and stays at most at the half', () => {
    const s = new BatchSizer(100);
    expect(s.onTimeout(100)).toEqual([50, 50]);
    expect(s.current).toBe(50);
    for (let i = 0; i < 20; i++) s.onSuccess();
    expect(s.current).toBe(50);
    expect(s.onTimeout(7)).toEqual([4, 3]);
    expect(s.current).toBe(4);
    expect(s.onTimeout(1)).toEqual([1, 0]);
    expect(s.current).toBe(1);
  });
});

describe('BatchQueue', () => {
  it('serves forced halves first, then ready work in order, cut to the size', () => {
    const q = new BatchQueue([0, 1, 2, 3, 4, 5, 6]);
    expect(q.take(3)).toEqual([0, 1, 2]);
    q.split([
      [10, 11, 12, 13],
      [14, 15],
    ]);
    expect(q.take(3)).toEqual([10, 11, 12]);
    expect(q.take(3)).toEqual([13]);
    expect(q.take(3)).toEqual([14, 15]);
    q.now([20]);
    expect(q.take(3)).toEqual([20, 3, 4]);
    expect(q.take(3)).toEqual([5, 6]);
    expect(q.take(3)).toBeUndefined();
    expect(q.idle).toBe(true);
  });

  it('holds delayed work until its time and wakes the waiter', async () => {
    const q = new BatchQueue([]);
    q.later(7, 20);
    expect(q.idle).toBe(false);
    expect(q.hasReady).toBe(false);
    await q.wait();
    expect(q.take(10)).toEqual([7]);
    q.signal(); // a signal with nobody waiting is not lost
    await q.wait();
  });
});

describe('fitBatchSize', () => {
  it('picks a size whose cost divides the window budget into whole batches', () => {
    expect(fitBatchSize(100, 600)).toBe(99); // 6 x 100 = 600
    expect(fitBatchSize(100, 2000)).toBe(99); // 20 x 100 = 2000
    expect(fitBatchSize(50, 600)).toBe(49); // 12 x 50
    expect(fitBatchSize(100, 10_100)).toBe(100); // 100 x 101
    expect(fitBatchSize(100, 50)).toBe(100); // a budget below one batch: leave it (the pacer lets one go alone)
    expect(fitBatchSize(2, 2000)).toBe(2); // small sizes stay as they are
    expect(fitBatchSize(10, 2000)).toBe(10);
    for (let size = 1; size <= 100; size++) {
      for (const budget of [300, 600, 1000, 2000, 3333]) {
        const s = fitBatchSize(size, budget);
        expect(s).toBeLessThanOrEqual(size);
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeGreaterThanOrEqual(Math.ceil(size * 0.9));
        const used = (x: number) => Math.floor(budget / (x + 1)) * (x + 1);
        if (budget > size + 1) expect(used(s)).toBeGreaterThanOrEqual(used(size));
      }
    }
  });
});
