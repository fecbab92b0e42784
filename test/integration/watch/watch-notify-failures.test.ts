// Issue 28, notifications when no file can be imported: `watch --once` against the sandbox,
// with a webhook receiver and a mail server (with a password) on 127.0.0.1
// (watch-notify.fixtures.ts). A service that cannot be reached ends with exit 2 and the file
// left for the next run; once the refresh token lapsed, the run ends with exit 3, the file
// untouched, and both channels say how to sign in again, carrying no secret. Notifications of
// imported files: watch-notify-files.test.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startCli, type Service } from '../../support/index.js';
import { closedPort, type MailServer, type WebhookReceiver } from './notify-receivers.js';
import { stockCsv } from './watch-helpers.js';
import { PAYLOAD_KEYS, useNotifyBed } from './watch-notify.fixtures.js';

let svc: Service;
let dir: string;
let hook: WebhookReceiver;
let mail: MailServer;
let home: string;
const { watch, notifySetup, expectNoSecrets, dropFolder } = useNotifyBed('cb-watch-notify-failures-', (bed) => {
  ({ svc, dir, hook, mail, home } = bed);
});
// The mail server as the first test of watch-notify-files.test.ts saves it: the lapsed-token
// mail goes through it.
beforeAll(async () => {
  const setup = await notifySetup();
  expect(setup.code, setup.stderr).toBe(0);
});

const good = stockCsv(700_000, 1, 3);

describe('watch notifications by webhook and e-mail', () => {
  it('a run that cannot reach the service (exit 2) says so, the file left for the next run', async () => {
    const before = hook.received.length;
    const creds = JSON.parse(readFileSync(svc.creds, 'utf8')) as Record<string, unknown>;
    const unreachable = join(dir, 'unreachable.json');
    writeFileSync(unreachable, JSON.stringify({ ...creds, baseUrl: `http://127.0.0.1:${await closedPort()}` }));
    const folder = dropFolder('down', { 'night.csv': good.text });
    const args = [
      'watch',
      folder,
      '--resource',
      'DCQuantities',
      '--credentials',
      unreachable,
      '--once',
      '--settle',
      '0',
    ];
    const run = await startCli(
      [...args, '--notify', 'problems', '--notify-webhook', hook.url],
      { COMMERCE_BULK_HOME: home },
      120_000,
    ).done;
    expect(run.code, run.stderr).toBe(2);
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(good.text);
    const got = hook.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.json).toMatchObject({ event: 'run failed', status: 'failed', file: null, job: null, counts: null });
    expect(got[0]!.json.message).toMatch(
      /refused the connection .* The files in .* were left untouched for the next run\./,
    );
  }, 120_000);

  it('a lapsed refresh token: exit 3, no prompt, the file untouched, and both channels say how to sign in', async () => {
    const before = { hooks: hook.received.length, mails: mail.mails.length };
    const moved = await fetch(`${svc.sandbox.url}/admin/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 31 }),
    });
    expect(moved.status).toBe(200);
    const stock = stockCsv(720_000, 7, 8);
    const folder = dropFolder('lapsed', { 'night.csv': stock.text });
    const started = Date.now();
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
      'ops@example.com',
    ]);
    expect(run.code, run.stderr).toBe(3);
    expect(Date.now() - started).toBeLessThan(90_000);
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(stock.text);
    for (const d of ['processed', 'failed', 'held']) expect(existsSync(join(folder, d))).toBe(false);

    const got = hook.received.slice(before.hooks);
    expect(got).toHaveLength(1);
    const p = got[0]!.json;
    expect(Object.keys(p).sort()).toEqual([...PAYLOAD_KEYS, 'message'].sort());
    expect(p).toMatchObject({ event: 'sign-in refused', status: 'failed', file: null, job: null, counts: null });
    expect(p.message).toContain(`The files in ${folder} were left untouched`);
    expect(p.text).toContain('commerce-bulk login');
    const mails = mail.mails.slice(before.mails);
    expect(mails.map((m) => m.subject)).toEqual(['Commerce Bulk: sign-in refused, nothing imported']);
    // The very command for the connection refused (issue 42), not a generic one.
    expect(mails[0]!.body).toContain(`commerce-bulk login --credentials ${svc.creds}`);
    await expectNoSecrets(false);
  }, 200_000);
});
