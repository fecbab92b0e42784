import { describe, it, expect } from 'vitest';
import { decide, isRepeatable, spentAttempts } from '../../../main/api/retry-policy.js';
import { isBatchTimeout } from '../../../main/api/batch-runner.js';

const ctx = { attempts: 1, maxAttempts: 5, maybeApplied: false, reauths: 0, throttles: 0 };
const get = { method: 'GET' as const };
const createDc = { method: 'POST' as const };
const upsert = { method: 'POST' as const, idempotent: true };
const verifyable = { method: 'POST' as const, verify: async () => null };

describe('retry policy', () => {
  it('knows which requests may be repeated', () => {
    expect(isRepeatable(get)).toBe(true);
    expect(isRepeatable({ method: 'PATCH' })).toBe(true);
    expect(isRepeatable({ method: 'PUT' })).toBe(true);
    expect(isRepeatable({ method: 'DELETE' })).toBe(true);
    expect(isRepeatable(upsert)).toBe(true);
    expect(isRepeatable(createDc)).toBe(false);
  });

  it('retries transient failures only where safe, and verifies otherwise', () => {
    for (const s of [500, 502, 503, 406]) {
      expect(decide(get, { kind: 'status', status: s }, ctx)).toEqual({ action: 'retry' });
      expect(decide(upsert, { kind: 'status', status: s }, ctx)).toEqual({ action: 'retry' });
      expect(decide(createDc, { kind: 'status', status: s }, ctx)).toEqual({ action: 'fail', unknownOutcome: true });
      expect(decide(verifyable, { kind: 'status', status: s }, ctx)).toEqual({ action: 'verify' });
    }
    expect(decide(createDc, { kind: 'dropped' }, ctx)).toEqual({ action: 'fail', unknownOutcome: true });
    expect(decide(verifyable, { kind: 'timeout' }, ctx)).toEqual({ action: 'verify' });
    expect(decide(get, { kind: 'dropped' }, { ...ctx, attempts: 5 })).toEqual({
      action: 'fail',
      unknownOutcome: false,
    });
  });

  it('does not spend attempts on refusals (429, 401)', () => {
    expect(decide(get, { kind: 'dropped' }, { ...ctx, attempts: 7, throttles: 2, reauths: 1 })).toEqual({
      action: 'retry',
    });
  });

  it('does not spend attempts on batches the service timed out for their size', () => {
    // maxAttempts 5: 6 sends of which 2 were split timeouts spend 4, of which 1 spend 5.
    expect(decide(get, { kind: 'status', status: 500 }, { ...ctx, attempts: 6, splits: 2 })).toEqual({
      action: 'retry',
    });
    expect(decide(get, { kind: 'status', status: 500 }, { ...ctx, attempts: 6, splits: 1 })).toEqual({
      action: 'fail',
      unknownOutcome: false,
    });
    expect(spentAttempts({ attempts: 9, throttles: 2, reauths: 1, splits: 3 })).toBe(3);
  });

  it('treats 429 as not applied, 401 as a refresh, other 4xx as final', () => {
    expect(decide(createDc, { kind: 'status', status: 429 }, ctx)).toEqual({ action: 'throttle' });
    expect(decide(createDc, { kind: 'status', status: 429 }, { ...ctx, throttles: 30 })).toEqual({ action: 'fail' });
    expect(decide(get, { kind: 'status', status: 401 }, ctx)).toEqual({ action: 'reauth' });
    expect(decide(get, { kind: 'status', status: 401 }, { ...ctx, reauths: 2 })).toEqual({ action: 'fail' });
    expect(decide(get, { kind: 'status', status: 400 }, ctx)).toEqual({ action: 'fail' });
    expect(decide(get, { kind: 'status', status: 414 }, ctx)).toEqual({ action: 'fail' });
    expect(decide(get, { kind: 'status', status: 204 }, ctx)).toEqual({ action: 'done' });
  });

  it('a 404 on a DELETE that may have run before means deleted', () => {
    expect(decide({ method: 'DELETE' }, { kind: 'status', status: 404 }, ctx)).toEqual({ action: 'fail' });
    expect(decide({ method: 'DELETE' }, { kind: 'status', status: 404 }, { ...ctx, maybeApplied: true })).toEqual({
      action: 'done-deleted',
    });
  });

  it('recognises batch timeouts', () => {
    expect(isBatchTimeout(504, '')).toBe(true);
    expect(isBatchTimeout(408, '')).toBe(true);
    expect(isBatchTimeout(500, '{"error":{"message":"The operation has timed out."}}')).toBe(true);
    expect(isBatchTimeout(500, 'boom')).toBe(false);
  });
});
