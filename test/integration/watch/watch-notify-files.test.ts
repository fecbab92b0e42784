// Issue 28, notifications: `watch --once` against the sandbox, with a webhook receiver and a
// mail server (with a password) on 127.0.0.1 (watch-notify.fixtures.ts). --notify problems
// tells of the failed and the held file and says nothing of the clean one; the default
// (always) tells of a clean file too, and a receiver that is down changes nothing but a
// warning. A cell value (an e-mail address planted in a failing row) reaches neither channel
// unless --notify-include-failures asks for the messages. No body or header carries a secret:
// not the credentials.json's, not an access token (every token-shaped string is tried against
// the service), not the mail password. A service that cannot be reached and a lapsed refresh
// token: watch-notify-failures.test.ts.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legacyMessageId } from '../../../shared/i18n/index.js';
import { closedPort, type MailServer, type WebhookReceiver } from './notify-receivers.js';
import { jsonLines, stockCsv, type WatchJson } from './watch-helpers.js';
import { PAYLOAD_KEYS, SMTP_PASSWORD, useNotifyBed } from './watch-notify.fixtures.js';

let hook: WebhookReceiver;
let mail: MailServer;
let home: string;
const { watch, notifySetup, expectNoSecrets, dropFolder } = useNotifyBed('cb-watch-notify-', (bed) => {
  ({ hook, mail, home } = bed);
});

/** A failure as the payload carries it: row, verdict, message id; the message only when asked. */
function failureOf(f: WatchJson['failedRows'][number], withMessages: boolean): Record<string, unknown> {
  const base = { row: f.row, result: f.result, id: legacyMessageId(f.message) };
  return withMessages ? { ...base, message: f.message } : base;
}

/** What the webhook must carry for a file, exactly: the --json object's facts, the first 10 failures. */
function expectPayloadOf(json: Record<string, unknown>, o: WatchJson, status: string, withMessages = false): void {
  expect(
    Object.keys(json)
      .filter((k) => k !== 'message')
      .sort(),
  ).toEqual(PAYLOAD_KEYS);
  expect(json).toMatchObject({
    event: 'file',
    status,
    file: o.file,
    job: o.job,
    counts: o.counts,
    result: o.result,
    undo: o.undo,
    movedTo: o.movedTo,
  });
  expect(json.failures).toEqual(o.failedRows.slice(0, 10).map((f) => failureOf(f, withMessages)));
  const text = json.text as string;
  expect(text.split('\n')[0]).toBe(`Commerce Bulk: ${basename(o.file)} ${status}${o.job ? ` (job ${o.job})` : ''}`);
  if (o.result) expect(text).toContain(`Result: ${o.result}`);
}

const good = stockCsv(700_000, 1, 3);
// A cell value planted in a failing row: it must not leave the machine unless asked for.
const PLANTED = 'contact@example.com';
const bad = `Product ID,DC,Qty\n2000001,1,5\n2000002,1,${PLANTED}\n2000003,1,many\n2000004,1,7\n`;
const negative = `Product ID,DC,Qty\n2000005,2,-4\n2000006,2,3\n`;

describe('watch notifications by webhook and e-mail', () => {
  it('notify-setup saves the mail server; --notify problems tells only of the failed and the held file', async () => {
    const setup = await notifySetup();
    expect(setup.code, setup.stderr).toBe(0);
    expect(readFileSync(join(home, 'notifications.json'), 'utf8')).not.toContain(SMTP_PASSWORD);

    const folder = dropFolder('problems', { 'good.csv': good.text, 'bad.csv': bad, 'negative.csv': negative });
    // The guards learned from history would hold bad.csv (half its rows Invalid): this test is
    // about a partly failed file's notification, so they let it through.
    const run = await watch(folder, [
      '--min-rows',
      '0',
      '--max-invalid',
      '100',
      '--notify',
      'problems',
      '--notify-webhook',
      hook.url,
      '--notify-email',
      'ops@example.com,lead@example.com',
    ]);
    expect(run.code, run.stderr).toBe(1);
    const objects = new Map(jsonLines(run.stdout).map((o) => [basename(o.file), o]));
    expect([...objects.keys()].sort()).toEqual(['bad.csv', 'good.csv', 'negative.csv']);
    expect(objects.get('good.csv')!.status).toBe('succeeded');

    const byFile = new Map(hook.received.map((r) => [basename(r.json.file as string), r.json]));
    expect([...byFile.keys()].sort()).toEqual(['bad.csv', 'negative.csv']);
    expect(hook.received.every((r) => r.headers['content-type']?.startsWith('application/json'))).toBe(true);
    const badJson = objects.get('bad.csv')!;
    expect(badJson.failedRows.map((f) => f.row)).toEqual([3, 4]);
    expectPayloadOf(byFile.get('bad.csv')!, badJson, 'partly failed');
    expect(badJson.failedRows[0]!.message).toContain(PLANTED);
    expect(byFile.get('bad.csv')!.text).toMatch(/\nRow 3: Invalid \(.+\)\nRow 4: Invalid \(.+\)/);
    for (const r of hook.received) expect(r.raw).not.toContain(PLANTED);
    for (const m of mail.mails) expect(`${m.raw}\n${m.body}`).not.toContain(PLANTED);
    const held = byFile.get('negative.csv')!;
    expectPayloadOf(held, objects.get('negative.csv')!, 'held');
    expect(held.message).toMatch(/negative/);
    expect(held.counts).toBeNull();

    expect(mail.mails.map((m) => m.subject).sort()).toEqual([
      'Commerce Bulk: bad.csv partly failed',
      'Commerce Bulk: negative.csv held',
    ]);
    for (const m of mail.mails) {
      expect(m.to.sort()).toEqual(['lead@example.com', 'ops@example.com']);
      expect(m.from).toBe('bulk@example.com');
    }
    const badMail = mail.mails.find((m) => m.subject.includes('bad.csv'))!;
    expect(badMail.body).toContain(`Result workbook: ${badJson.result}`);
    expect(badMail.body).toContain(`Job: ${badJson.job}`);
    expect(badMail.body).toMatch(/First failed rows:\n {2}Row 3: Invalid \(.+\)\n {2}Row 4: Invalid \(/);
    expect(mail.refused).toBe(0);
  }, 200_000);

  it('--notify-include-failures sends the first failures with their messages, the cell value too', async () => {
    const before = { hooks: hook.received.length, mails: mail.mails.length };
    const folder = dropFolder('include', { 'bad.csv': bad });
    const flags = ['--min-rows', '0', '--max-invalid', '100', '--notify-include-failures'];
    const run = await watch(folder, [...flags, '--notify-webhook', hook.url, '--notify-email', 'ops@example.com']);
    expect(run.code, run.stderr).toBe(1);
    const [object] = jsonLines(run.stdout);
    const got = hook.received.slice(before.hooks);
    expect(got).toHaveLength(1);
    expectPayloadOf(got[0]!.json, object!, 'partly failed', true);
    expect(got[0]!.raw).toContain(PLANTED);
    expect(mail.mails.at(-1)!.body).toContain(PLANTED);
    expect(got[0]!.json.text).toContain(`\nRow 3: Invalid: ${object!.failedRows[0]!.message}`);
    const mails = mail.mails.slice(before.mails);
    expect(mails.map((m) => m.subject)).toEqual(['Commerce Bulk: bad.csv partly failed']);
    expect(mails[0]!.body).toContain(`  Row 3: Invalid: ${object!.failedRows[0]!.message}\n`);
  }, 200_000);

  it('by default tells of a clean file too; a receiver that is down changes only a warning', async () => {
    const before = { hooks: hook.received.length, mails: mail.mails.length };
    const folder = dropFolder('always', { 'clean.csv': stockCsv(710_000, 4, 6).text });
    const down = `http://127.0.0.1:${await closedPort()}/hooks/down-key`;
    const run = await watch(folder, [
      '--notify-webhook',
      down,
      '--notify-webhook',
      hook.url,
      '--notify-email',
      'ops@example.com',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /Warning: could not notify http:\/\/127\.0\.0\.1:\d+\/…: The webhook .* could not be reached/,
    );
    expect(run.stderr).not.toContain('down-key');
    const [object] = jsonLines(run.stdout);
    const got = hook.received.slice(before.hooks);
    expect(got).toHaveLength(1);
    expectPayloadOf(got[0]!.json, object!, 'succeeded');
    expect(got[0]!.json.failures).toEqual([]);
    expect(mail.mails.slice(before.mails).map((m) => m.subject)).toEqual(['Commerce Bulk: clean.csv succeeded']);
    // Before the clock moves on: the access tokens the runs used are still good here.
    await expectNoSecrets(true);
  }, 200_000);
});
