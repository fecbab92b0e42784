// Issue 42, the quota meter: the service allows 2,000 requests a minute per profile and
// 500,000 an hour per IP and sends no rate-limit headers, so the Send screen's meter is the
// client's own count of what it put on the wire, a $batch costing 1 + its parts, by time.
import { describe, expect, it } from 'vitest';
import { createApiClient, QuotaWindow } from '../../../main/api/index.js';

describe('the quota window', () => {
  it('sums the last 60 s and the last hour, and forgets what is older', () => {
    const w = new QuotaWindow();
    const at = (s: number): number => 1_700_000_000_000 + s * 1000;
    w.add(5, at(0));
    w.add(7, at(30));
    w.add(11, at(59.9));
    expect(w.use(at(59.9))).toEqual({ lastMinute: 23, lastHour: 23 });
    // Second 0 is a minute old: out of the minute, still in the hour.
    expect(w.use(at(60))).toEqual({ lastMinute: 18, lastHour: 23 });
    expect(w.use(at(3599))).toEqual({ lastMinute: 0, lastHour: 23 });
    expect(w.use(at(3600))).toEqual({ lastMinute: 0, lastHour: 18 });
    // An hour later the slot of second 0 counts anew, not on top of what it held.
    w.add(2, at(3600));
    expect(w.use(at(3600.5))).toEqual({ lastMinute: 2, lastHour: 20 });
    expect(w.use(at(7300))).toEqual({ lastMinute: 0, lastHour: 0 });
  });

  it('two adds in one second count together', () => {
    const w = new QuotaWindow();
    w.add(1, 5_000);
    w.add(101, 5_999);
    expect(w.use(6_000)).toEqual({ lastMinute: 102, lastHour: 102 });
  });
});

describe('the client counts what it sends', () => {
  it('a call costs 1, a $batch 1 + its parts, each attempt counted when it goes out', async () => {
    let now = 1_000_000;
    // Port 9 (discard) on loopback: nothing listens, every call is refused, but each was sent.
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      tokens: { getAccessToken: async () => 'token', invalidate: () => {} },
      maxAttempts: 1,
      now: () => now,
      sleep: async () => {},
    });
    try {
      expect(client.quotaUse()).toEqual({ lastMinute: 0, lastHour: 0 });
      await client.request({ method: 'GET', path: '/v1/Profiles' });
      expect(client.quotaUse()).toEqual({ lastMinute: 1, lastHour: 1 });
      now += 61_000;
      expect(client.quotaUse()).toEqual({ lastMinute: 0, lastHour: 1 });
      await client.batch([
        { method: 'GET', path: '/v1/Profiles(1)' },
        { method: 'GET', path: '/v1/Profiles(2)' },
        { method: 'GET', path: '/v1/Profiles(3)' },
      ]);
      expect(client.traffic().batches).toBe(1);
      expect(client.quotaUse()).toEqual({ lastMinute: 4, lastHour: 5 });
    } finally {
      await client.close();
    }
  });
});
