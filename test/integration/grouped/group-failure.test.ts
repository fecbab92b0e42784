// How a grouped write's failure is read (plan/group-outcome.ts): refusals of the action
// (everywhere or for a profile), values the service names, and answers that cannot say which
// value failed (those are read back).
import { describe, expect, it } from 'vitest';
import { judgeGroupFailure } from '../../../main/jobs/send/group-outcome.js';

const invalid = (inner: string) => ({
  ok: false,
  status: 400,
  attempts: 1,
  message: 'The request is invalid.',
  body: { error: { code: '', message: 'The request is invalid.', innererror: { message: inner } } },
});

describe('judgeGroupFailure', () => {
  it('a missing route (404 "No HTTP resource"), 405 and 501 refuse the action everywhere; 403 for the profile', () => {
    const route = {
      ok: false,
      status: 404,
      attempts: 1,
      message: 'No HTTP resource was found that matches the request URI',
      body: { Message: "No HTTP resource was found that matches the request URI 'x'." },
    };
    expect(judgeGroupFailure('UpdateQuantity', route, 2)).toEqual({ kind: 'refused', scope: 'action' });
    expect(
      judgeGroupFailure('UpdateQuantity', { ok: false, status: 405, attempts: 1, message: 'Method Not Allowed' }, 2),
    ).toEqual({ kind: 'refused', scope: 'action' });
    expect(
      judgeGroupFailure('UpdateAttributes', { ok: false, status: 501, attempts: 1, message: 'Not Implemented' }, 2),
    ).toEqual({ kind: 'refused', scope: 'action' });
    expect(
      judgeGroupFailure('UpdateAttributes', { ok: false, status: 403, attempts: 1, message: 'Forbidden' }, 2),
    ).toEqual({ kind: 'refused', scope: 'profile' });
  });

  it('a missing product (404 with an OData error) is read back, not a refusal', () => {
    const r = {
      ok: false,
      status: 404,
      attempts: 1,
      message: 'No Product matches the key (5).',
      body: { error: { code: '', message: 'No Product matches the key (5).' } },
    };
    expect(judgeGroupFailure('UpdateAttributes', r, 2)).toEqual({ kind: 'read-back' });
  });

  it('lines naming Attributes[i] / Updates[i] fail those values only', () => {
    const f = judgeGroupFailure(
      'UpdateQuantity',
      invalid(
        'Updates[1] DistributionCenterID 1 : no distribution center with ID 1 exists.\r\nUpdates[3].Quantity : too big.\r\n',
      ),
      4,
    );
    expect(f.kind).toBe('named');
    if (f.kind !== 'named') return;
    expect([...f.lines.keys()]).toEqual([1, 3]);
    expect(f.lines.get(3)).toEqual(['Updates[3].Quantity : too big.']);
  });

  it('a line about the request as a whole, or an index past the group, cannot say which value: read back', () => {
    expect(
      judgeGroupFailure('UpdateQuantity', invalid('Value.UpdateType : "X" is not an update type.\r\n'), 2),
    ).toEqual({ kind: 'read-back' });
    expect(judgeGroupFailure('UpdateAttributes', invalid("Attributes[5] 'A'.Name : too long.\r\n"), 2)).toEqual({
      kind: 'read-back',
    });
    expect(
      judgeGroupFailure(
        'UpdateAttributes',
        { ok: false, status: 0, attempts: 8, message: 'Outcome unknown: the connection dropped.' },
        2,
      ),
    ).toEqual({ kind: 'read-back' });
  });
});
