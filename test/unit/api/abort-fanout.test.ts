import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { whenAborted } from '../../../main/api/abort-fanout.js';
import { defaultSleep, sleepUnlessStopped, RunStoppedError } from '../../../main/api/stop.js';

describe('whenAborted', () => {
  it('puts one listener on the signal for any number of waits, and removes it when the last leaves', () => {
    const c = new AbortController();
    const leaves = Array.from({ length: 50 }, () => whenAborted(c.signal, () => {}));
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(1);
    for (const leave of leaves.slice(0, 49)) leave();
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(1);
    leaves[49]!();
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(0);
    leaves[49]!(); // leaving twice is harmless
    const again = whenAborted(c.signal, () => {});
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(1);
    again();
  });

  it('calls every waiter still subscribed on abort, once, and none that left', () => {
    const c = new AbortController();
    const calls: string[] = [];
    whenAborted(c.signal, () => calls.push('a'));
    const leaveB = whenAborted(c.signal, () => calls.push('b'));
    const same = (): number => calls.push('c');
    whenAborted(c.signal, same);
    whenAborted(c.signal, same); // the same function twice: called twice
    leaveB();
    c.abort();
    c.abort();
    expect(calls).toEqual(['a', 'c', 'c']);
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(0);
  });

  it('an already aborted signal: called in a microtask, unless left first; no listener added', async () => {
    const c = new AbortController();
    c.abort();
    const calls: number[] = [];
    whenAborted(c.signal, () => calls.push(1));
    whenAborted(c.signal, () => calls.push(2))();
    expect(calls).toEqual([]);
    await Promise.resolve();
    expect(calls).toEqual([1]);
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(0);
  });

  it('sleeps share the one listener, and an abort clears their timers at once', async () => {
    const c = new AbortController();
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const sleeps = Array.from({ length: 20 }, () =>
      sleepUnlessStopped(defaultSleep, 60_000, c.signal).catch((e: unknown) => e),
    );
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(1);
    c.abort();
    const ends = await Promise.all(sleeps);
    expect(ends.every((e) => e instanceof RunStoppedError)).toBe(true);
    expect(getEventListeners(c.signal, 'abort')).toHaveLength(0);
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(timersBefore);
  });
});
