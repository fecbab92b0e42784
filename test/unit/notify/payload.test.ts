// The notification's payload from a watcher's FileReport: the status as --json names it, at
// most 10 failures (row, verdict and message id; the message, which quotes the cell, only
// with "include first failures"), the held reason, nothing for a stop mid-job, and
// the refused sign-in's text; plus which webhook addresses are allowed and how they are named.
import { describe, expect, it } from 'vitest';
import { payloadForFile, payloadForSignInRefused, type FileReport } from '../../../main/automation/index.js';
import { registerSecret, forgetSecret } from '../../../shared/security/index.js';
import { checkWebhookUrl, emailBody, emailSubject, wanted, webhookForDisplay } from '../../../main/notify/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

const counts = {
  Created: 0,
  Updated: 3,
  Unchanged: 0,
  Deleted: 0,
  Skipped: 0,
  'Partly updated': 0,
  Failed: 1,
  Invalid: 11,
};

function report(extra: Partial<FileReport>): FileReport {
  return {
    file: '/drop/stock.csv',
    status: 'failed',
    jobId: 'job-1',
    outcome: null,
    movedTo: '/drop/failed/stock.csv',
    result: '/drop/failed/stock.result.xlsx',
    undo: '/drop/failed/stock.undo.xlsx',
    exitCode: 1,
    ...extra,
  };
}

const outcome = (exitCode: 0 | 1, c: Record<string, number>) =>
  ({ jobId: 'job-1', exitCode, counts: c, interrupted: false, dryRun: false }) as unknown as FileReport['outcome'];
const rows = Array.from({ length: 12 }, (_, i) => ({
  row: i + 2,
  result: 'Invalid' as const,
  message: `Qty: bad ${i}`,
}));

describe('payloadForFile', () => {
  it('a partly failed file: counts, paths and the first 10 failures, row and verdict only by default', () => {
    const p = payloadForFile(report({ outcome: outcome(1, counts) }), { failedRows: () => rows })!;
    expect(p).toMatchObject({ event: 'file', status: 'partly failed', file: '/drop/stock.csv', job: 'job-1', counts });
    expect(p.failures).toHaveLength(10);
    expect(p.failures[0]).toEqual({ row: 2, result: 'Invalid', id: null });
    expect(p.text.split('\n')).toEqual([
      'Commerce Bulk: stock.csv partly failed (job job-1)',
      'Updated 3, Failed 1, Invalid 11',
      'Result: /drop/failed/stock.result.xlsx',
      'Row 2: Invalid',
      'Row 3: Invalid',
      'Row 4: Invalid',
      '… and more in the result workbook',
    ]);
    expect(emailSubject(p)).toBe('Commerce Bulk: stock.csv partly failed');
    expect(emailBody(p)).toContain('  Row 11: Invalid\n');
    expect(emailBody(p)).not.toContain('Row 12:');
    expect(JSON.stringify(p)).not.toContain('bad');
  });

  it('"include first failures" adds each message, the cell it quotes with it', () => {
    const p = payloadForFile(report({ outcome: outcome(1, counts) }), {
      failedRows: () => rows,
      includeFailures: true,
    })!;
    expect(p.failures[0]).toEqual({ row: 2, result: 'Invalid', id: null, message: 'Qty: bad 0' });
    expect(p.text.split('\n').slice(3, 6)).toEqual([
      'Row 2: Invalid: Qty: bad 0',
      'Row 3: Invalid: Qty: bad 1',
      'Row 4: Invalid: Qty: bad 2',
    ]);
    expect(emailBody(p)).toContain('  Row 11: Invalid: Qty: bad 9\n');
  });

  it('an engine message is named by its id; the e-mail address in its cell goes out only when asked', () => {
    // The id comes with the row from the journal's data (failed-rows.ts), not read back from the English.
    const planted = [
      {
        row: 7,
        result: 'Invalid' as const,
        message: 'Qty: contact@example.com is not a whole number.',
        id: 'check.notWhole',
      },
    ];
    const off = payloadForFile(report({ outcome: outcome(1, counts) }), { failedRows: () => planted })!;
    expect(off.failures).toEqual([{ row: 7, result: 'Invalid', id: 'check.notWhole' }]);
    expect(off.text).toContain('\nRow 7: Invalid (check.notWhole)');
    expect(emailBody(off)).toContain('  Row 7: Invalid (check.notWhole)\n');
    for (const out of [JSON.stringify(off), emailBody(off), emailSubject(off)]) expect(out).not.toContain('contact@');
    const on = payloadForFile(report({ outcome: outcome(1, counts) }), {
      failedRows: () => planted,
      includeFailures: true,
    })!;
    expect(on.failures).toEqual([
      { row: 7, result: 'Invalid', id: 'check.notWhole', message: 'Qty: contact@example.com is not a whole number.' },
    ]);
    expect(emailBody(on)).toContain('  Row 7: Invalid: Qty: contact@example.com is not a whole number.\n');
  });

  it('succeeded, failed (nothing went through), held, and nothing for a stop mid-job', () => {
    expect(
      payloadForFile(report({ status: 'processed', exitCode: 0, outcome: outcome(0, { Updated: 2 }) })),
    ).toMatchObject({
      status: 'succeeded',
      failures: [],
    });
    expect(
      payloadForFile(report({ outcome: outcome(1, { Updated: 0, Invalid: 2 }) }), { failedRows: () => [] })!.status,
    ).toBe('failed');
    const held = payloadForFile(
      report({
        status: 'held',
        jobId: 'j',
        result: null,
        undo: null,
        exitCode: 2,
        message: 'would send 1 negative quantity',
      }),
    )!;
    expect(held).toMatchObject({ status: 'held', counts: null, message: 'would send 1 negative quantity' });
    expect(held.text).toContain('Moved to: /drop/failed/stock.csv');
    expect(payloadForFile(report({ status: 'interrupted' }))).toBeNull();
    expect(wanted('problems', held)).toBe(true);
    expect(wanted('problems', { ...held, status: 'succeeded' })).toBe(false);
    expect(wanted('always', { ...held, status: 'succeeded' })).toBe(true);
  });

  it('redacts a live secret that found its way into a message', () => {
    registerSecret('s3cr3t-token-value-xyz');
    try {
      const p = payloadForFile(report({ message: 'refused with s3cr3t-token-value-xyz' }))!;
      expect(JSON.stringify(p)).not.toContain('s3cr3t-token-value-xyz');
    } finally {
      forgetSecret('s3cr3t-token-value-xyz');
    }
  });

  it('a refused sign-in says the files stayed and how to sign in again', () => {
    const p = payloadForSignInRefused({
      folder: '/drop',
      file: '/drop/night.csv',
      job: null,
      howToSignIn: 'Run `commerce-bulk login`.',
    });
    expect(p).toMatchObject({ event: 'sign-in refused', status: 'failed', file: '/drop/night.csv', counts: null });
    expect(p.text).toContain('night.csv was left untouched in /drop');
    expect(p.text).toContain('commerce-bulk login');
  });
});

describe('in the app’s language (issue 40)', () => {
  const de = templatesFor('de');

  it('writes the text, subject and e-mail of a file in German, the user’s values as they are', () => {
    const p = payloadForFile(report({ file: '/drop/Lager; Nord (cell C4).csv', outcome: outcome(1, counts) }), {
      failedRows: () => rows,
      includeFailures: true,
      templates: de,
    })!;
    expect(p.status).toBe('partly failed');
    expect(p.text.split('\n')).toEqual([
      'Commerce Bulk: Lager; Nord (cell C4).csv teilweise fehlgeschlagen (Auftrag job-1)',
      'Aktualisiert 3, Fehlgeschlagen 1, Ungültig 11',
      'Ergebnis: /drop/failed/stock.result.xlsx',
      'Zeile 2: Ungültig: Qty: bad 0',
      'Zeile 3: Ungültig: Qty: bad 1',
      'Zeile 4: Ungültig: Qty: bad 2',
      '… und weitere in der Ergebnismappe',
    ]);
    expect(emailSubject(p, de)).toBe('Commerce Bulk: Lager; Nord (cell C4).csv teilweise fehlgeschlagen');
    const body = emailBody(p, de);
    expect(body).toContain(
      '\nStatus: teilweise fehlgeschlagen\nDatei: /drop/Lager; Nord (cell C4).csv\nAuftrag: job-1\n',
    );
    expect(body).toContain('\nErste fehlgeschlagene Zeilen:\n  Zeile 2: Ungültig: Qty: bad 0\n');
  });

  it('says a refused sign-in in German', () => {
    const p = payloadForSignInRefused(
      { folder: '/drop', file: null, job: null, howToSignIn: 'Run `commerce-bulk login`.' },
      de,
    );
    expect(p.message).toBe(
      'Der Dienst hat die Anmeldung abgelehnt. Die Dateien in /drop wurden unverändert gelassen; sie werden beim nächsten Lauf nach der Anmeldung importiert. Run `commerce-bulk login`.',
    );
    expect(p.text.split('\n')[0]).toBe('Commerce Bulk: Anmeldung abgelehnt, nichts wurde importiert');
  });
});

describe('webhook addresses', () => {
  it('https anywhere, http only to this machine; messages name the origin only', () => {
    expect('url' in checkWebhookUrl('https://hooks.slack.com/services/A/B/C')).toBe(true);
    for (const ok of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://[::1]:9/x'])
      expect('url' in checkWebhookUrl(ok), ok).toBe(true);
    for (const bad of ['http://example.com/x', 'ftp://example.com/', 'not a url'])
      expect('error' in checkWebhookUrl(bad), bad).toBe(true);
    expect(webhookForDisplay('https://hooks.slack.com/services/A/B/secret-key')).toBe('https://hooks.slack.com/…');
  });
});
