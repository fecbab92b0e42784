// Issue 42: Send's first "time left" came from 4 rows ("about 11 min 2 s left" for 3,000 rows).
// The runner passes the engine's estimate on only once it rests on enough rows and time.
import { describe, expect, it } from 'vitest';
import { ETA_ANYWAY_MS, ETA_MIN_MS, trustedEta } from '../../../main/run-control/index.js';

const send = (done: number, total: number, etaSeconds = 662) => ({ stage: 'send' as const, done, total, etaSeconds });

describe('the time left Send shows', () => {
  it('is withheld after the first rows, however long they took to send', () => {
    expect(trustedEta(send(4, 3000), 0, ETA_MIN_MS + 1)).toBeNull();
    expect(trustedEta(send(199, 3000), 0, ETA_MIN_MS + 1)).toBeNull();
  });

  it('is withheld for the first seconds, however many rows settled', () => {
    expect(trustedEta(send(1000, 3000), 0, ETA_MIN_MS - 1)).toBeNull();
  });

  it('is shown once enough rows and time are behind it', () => {
    expect(trustedEta(send(200, 3000, 60), 0, ETA_MIN_MS)).toBe(60);
    // A small run: a tenth of its rows is enough.
    expect(trustedEta(send(5, 50, 9), 0, ETA_MIN_MS)).toBe(9);
  });

  it('is shown from few rows once sending has gone on long enough (a slow service)', () => {
    expect(trustedEta(send(4, 3000, 900), 0, ETA_ANYWAY_MS)).toBe(900);
  });

  it('is none when the engine has none, and the engine’s own before sending', () => {
    expect(trustedEta(null, 0, 99_999)).toBeNull();
    expect(trustedEta({ stage: 'send', done: 500, total: 3000 }, 0, 99_999)).toBeNull();
    expect(trustedEta({ stage: 'preflight', done: 4, total: 3000, etaSeconds: 5 }, 0, 1)).toBe(5);
  });
});
