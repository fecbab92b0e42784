import { describe, it, expect } from 'vitest';
import { backoffDelay, parseRetryAfter } from '../../../main/api/backoff.js';

describe('backoffDelay', () => {
  it('grows exponentially up to the cap, with jitter inside the bounds', () => {
    expect(backoffDelay(1, () => 0)).toBe(125);
    expect(backoffDelay(1, () => 1)).toBe(250);
    expect(backoffDelay(3, () => 1)).toBe(1000);
    expect(backoffDelay(30, () => 1)).toBe(15_000);
    const samples = Array.from({ length: 200 }, () => backoffDelay(4));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(125);
    expect(Math.max(...samples)).toBeLessThanOrEqual(2000);
    expect(new Set(samples).size).toBeGreaterThan(50);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, ignores junk', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(['2'])).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
