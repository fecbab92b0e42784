import { describe, expect, it } from 'vitest';
import { judgeReadBack, readBackFor, uncheckedResult } from '../../../main/api/read-back.js';
import { engineMessage, rowEnglish, type RowText } from '../../../shared/i18n/index.js';

/** A result with its message (and hint) in English, as the CLI and the result workbook say it. */
const english = <T extends { message: RowText; hint?: RowText }>(r: T) => ({
  ...r,
  message: rowEnglish(r.message),
  ...(r.hint === undefined ? {} : { hint: rowEnglish(r.hint) }),
});
/** A verdict with its why in English. */
const why = (v: ReturnType<typeof judgeReadBack>) => (v.kind === 'unknown' ? { ...v, why: rowEnglish(v.why) } : v);

const upsert = {
  method: 'POST' as const,
  path: '/v1/DCQuantities',
  idempotent: true,
  body: { ProductID: 5, ProfileID: 1, DistributionCenterID: 2, AvailableQuantity: 7 },
};

describe('judgeReadBack', () => {
  const rb = readBackFor(upsert)!;

  it('reads the record the upsert names', () => {
    expect(rb.path).toBe('/v1/DCQuantities(DistributionCenterID=2,ProductID=5)');
  });

  it('applied when the record holds the write; resend when it does not or does not exist', () => {
    const applied = judgeReadBack(rb, { ok: true, status: 200, attempts: 1, message: 'OK', body: { ...upsert.body } });
    expect(applied.kind === 'applied' && { ...applied, result: english(applied.result) }).toMatchObject({
      kind: 'applied',
      result: {
        ok: true,
        status: 201,
        message: 'Created or updated (confirmed by reading it back after the answer was lost)',
      },
    });
    expect(
      judgeReadBack(rb, {
        ok: true,
        status: 200,
        attempts: 1,
        message: 'OK',
        body: { ...upsert.body, AvailableQuantity: 6 },
      }),
    ).toEqual({ kind: 'resend' });
    expect(judgeReadBack(rb, { ok: false, status: 404, attempts: 1, message: 'No DCQuantity' })).toEqual({
      kind: 'resend',
    });
  });

  it('a read that failed proves nothing: the write is not resent blind', () => {
    expect(why(judgeReadBack(rb, { ok: false, status: 406, attempts: 3, message: 'Gave up' }))).toEqual({
      kind: 'unknown',
      why: 'reading the record back to check failed too (HTTP 406 Not Acceptable)',
    });
    expect(why(judgeReadBack(rb, { ok: false, status: 0, attempts: 3, message: 'No answer' }))).toEqual({
      kind: 'unknown',
      why: 'reading the record back to check failed too (no answer)',
    });
    expect(english(uncheckedResult(1, 500, engineMessage('send.readBackNoAnswer')))).toEqual({
      ok: false,
      status: 500,
      attempts: 1,
      message:
        'Not confirmed: the service answered HTTP 500 and reading the record back to check failed too (no answer). It was not sent again, so that it cannot be applied twice.',
      hint: 'Run this row again later: it is read first and sent only if it is not applied yet.',
      // The journal keeps it as the row's reason: resume selects by it, not by the words (issue 40).
      unsure: 'not-confirmed',
    });
  });

  it('a stopped read leaves the decision to the stop', () => {
    expect(judgeReadBack(rb, { ok: false, status: 0, attempts: 0, message: 'Not sent', stopped: 'not-sent' })).toEqual({
      kind: 'resend',
    });
  });
});
