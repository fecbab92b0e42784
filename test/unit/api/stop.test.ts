// The pieces a stop relies on: a pacer waiter or a slot waiter whose signal aborts leaves at
// once and spends nothing, and the others keep their turn.
import { describe, expect, it } from 'vitest';
import { Pacer, Semaphore } from '../../../main/api/pacer.js';
import {
  defaultSleep,
  NOT_SENT_MESSAGE,
  RunStoppedError,
  sleepUnlessStopped,
  stoppedResult,
} from '../../../main/api/stop.js';

/** A clock whose sleeps end only when the test moves time on. */
function manualClock() {
  let t = 0;
  const sleepers: { until: number; wake: () => void }[] = [];
  return {
    now: () => t,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        sleepers.push({ until: t + ms, wake });
      }),
    async advance(ms: number) {
      t += ms;
      for (const s of sleepers.filter((x) => x.until <= t)) {
        sleepers.splice(sleepers.indexOf(s), 1);
        s.wake();
      }
      for (let i = 0; i < 20; i++) await Promise.resolve();
    },
    get sleeping() {
      return sleepers.length;
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('Pacer with a signal', () => {
  it('a waiter that aborts while waiting for budget rejects at once and spends nothing', async () => {
    const clock = manualClock();
    const pacer = new Pacer({
      budget: 100,
      windowMs: 1000,
      burst: 100,
      marginMs: 0,
      now: clock.now,
      sleep: clock.sleep,
    });
    await pacer.acquire(100); // the bucket is empty now
    const controller = new AbortController();
    const waiting = pacer.acquire(100, controller.signal);
    const outcome = waiting.then(
      () => 'granted',
      (e: unknown) => e,
    );
    await settle();
    expect(clock.sleeping).toBe(1);
    controller.abort();
    expect(await outcome).toBeInstanceOf(RunStoppedError);
    expect(pacer.spentNow()).toBe(100);
    // The next waiter is served as if the stopped one never came.
    const next = pacer.acquire(100);
    await clock.advance(1000);
    await expect(next).resolves.toBeUndefined();
    expect(pacer.spentNow()).toBe(100);
  });

  it('a waiter behind another leaves the line on abort; the one ahead keeps its turn', async () => {
    const clock = manualClock();
    const pacer = new Pacer({
      budget: 100,
      windowMs: 1000,
      burst: 100,
      marginMs: 0,
      now: clock.now,
      sleep: clock.sleep,
    });
    await pacer.acquire(100);
    const first = pacer.acquire(100);
    const controller = new AbortController();
    const second = pacer.acquire(100, controller.signal).then(
      () => 'granted',
      (e: unknown) => e,
    );
    await settle();
    controller.abort();
    expect(await second).toBeInstanceOf(RunStoppedError);
    await clock.advance(1000);
    await expect(first).resolves.toBeUndefined();
    await clock.advance(5000);
    expect(pacer.spentNow()).toBe(0); // the stopped waiter's later turn spent nothing
  });

  it('an already aborted signal is refused without waiting', async () => {
    const pacer = new Pacer({ budget: 100, windowMs: 1000, burst: 100 });
    await expect(pacer.acquireUpTo(10, 5, AbortSignal.abort())).rejects.toBeInstanceOf(RunStoppedError);
    expect(pacer.spentNow()).toBe(0);
  });
});

describe('Semaphore with a signal', () => {
  it('a waiter that aborts is dropped; the released slot goes to the next one', async () => {
    const sem = new Semaphore(1);
    const release = await sem.acquire();
    const controller = new AbortController();
    const dropped = sem.acquire(controller.signal).then(
      () => 'got a slot',
      (e: unknown) => e,
    );
    let nextGot = false;
    const next = sem.acquire().then((r) => {
      nextGot = true;
      return r;
    });
    controller.abort();
    expect(await dropped).toBeInstanceOf(RunStoppedError);
    release();
    (await next)();
    expect(nextGot).toBe(true);
    expect(sem.inUse).toBe(0);
  });
});

describe('sleepUnlessStopped and stoppedResult', () => {
  it('ends a sleep that ignores the signal as soon as it aborts', async () => {
    const controller = new AbortController();
    const never = () => new Promise<void>(() => {});
    const p = sleepUnlessStopped(never, 60_000, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await p).toBeInstanceOf(RunStoppedError);
  });

  it('the default timer is cancelled on abort (no timer left to hold the process)', async () => {
    const controller = new AbortController();
    const t0 = Date.now();
    const p = sleepUnlessStopped(defaultSleep, 60_000, controller.signal).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 10);
    expect(await p).toBeInstanceOf(RunStoppedError);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('never ran: not-sent (status 0); may have run: unconfirmed with its last status', () => {
    expect(stoppedResult({ attempts: 0, maybeApplied: false, lastStatus: 0 })).toMatchObject({
      ok: false,
      status: 0,
      stopped: 'not-sent',
      message: NOT_SENT_MESSAGE,
    });
    expect(stoppedResult({ attempts: 2, maybeApplied: false, lastStatus: 429 })).toMatchObject({
      stopped: 'not-sent',
      attempts: 2,
    });
    expect(stoppedResult({ attempts: 1, maybeApplied: true, lastStatus: 503 })).toMatchObject({
      ok: false,
      status: 503,
      stopped: 'unconfirmed',
      attempts: 1,
    });
  });
});
