// Issue 32, finding 7: how long the service has not answered, as the client measures it (a
// refused connection starts the silence, an answer ends it), and the notices a run gives from
// it: past the threshold, again every half threshold with the growing figure, once when the
// service answers again; the CLI prints them and the app shows them on the Send step.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../main/api/index.js';
import { watchOutage, type JobClient, type OutageNotice } from '../../../main/jobs/index.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the client measures silence and counts what it sent', () => {
  it('a refused connection is silence, counted as calls and retries', async () => {
    let now = 1_000_000;
    // Port 9 (discard) on loopback: nothing listens, every call is refused.
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      tokens: { getAccessToken: async () => 'token', invalidate: () => {} },
      maxAttempts: 3,
      now: () => now,
      sleep: async () => {},
    });
    try {
      expect(client.silentMs()).toBe(0);
      const r = await client.request({ method: 'GET', path: '/v1/Profiles' });
      expect(r.status).toBe(0);
      now += 45_000;
      expect(client.silentMs()).toBe(45_000);
      expect(client.traffic()).toEqual({ calls: 3, quota: 3, batches: 0, retries: 2, throttled: 0 });
    } finally {
      await client.close();
    }
  });
});

describe('outage notices', () => {
  it('are said past the threshold, every half threshold with the growing figure, and once when it answers', () => {
    vi.useFakeTimers();
    let silent = 0;
    const client = { silentMs: () => silent } as unknown as JobClient;
    const said: OutageNotice[] = [];
    const stop = watchOutage(client, (n) => said.push(n), 30_000);
    const advance = (ms: number): void => {
      for (let t = 0; t < ms; t += 1000) {
        silent += 1000;
        vi.advanceTimersByTime(1000);
      }
    };
    advance(29_000);
    expect(said).toEqual([]);
    advance(31_000); // 60 s of silence
    expect(said.map((n) => n.message)).toEqual([
      'The service has not answered for 30 s; still trying, nothing is lost.',
      'The service has not answered for 45 s; still trying, nothing is lost.',
      'The service has not answered for 60 s; still trying, nothing is lost.',
    ]);
    advance(90_000); // 150 s
    expect(said.at(-1)!.message).toBe('The service has not answered for 2 min 30 s; still trying, nothing is lost.');
    silent = 0;
    vi.advanceTimersByTime(1000);
    expect(said.at(-1)).toEqual({
      state: 'answering',
      seconds: 150,
      message:
        'The service answers again (after 2 min 30 s without an answer); requests whose answers were lost are read back before anything is sent again.',
    });
    const count = said.length;
    vi.advanceTimersByTime(60_000);
    expect(said).toHaveLength(count);
    stop();
  });

  it('a client that cannot tell its silence gives no notices', () => {
    const stop = watchOutage({} as JobClient, () => {
      throw new Error('no notice expected');
    });
    stop();
  });
});
