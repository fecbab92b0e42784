// Issue 28: an automation run by the app tells its webhook and its e-mail recipients, through
// the same payloads and sending code as `watch --notify-*`: a local webhook receiver and a
// local SMTP server (with a password) receive one notification each for the file, with its
// status, file and counts, and neither carries the mail password.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_PASSWORD_ENV, writeSmtpSettings } from '../../../main/notify/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';
import { startMailServer, startWebhookReceiver, type MailServer, type WebhookReceiver } from './notify-receivers.js';

const saved = { home: process.env.COMMERCE_BULK_HOME, password: process.env[SMTP_PASSWORD_ENV] };
const PASSWORD = 'mail-password-app-5521';
let app: TestApp;
let hook: WebhookReceiver;
let mail: MailServer;
let folder: string;

beforeAll(async () => {
  app = await startTestApp({});
  process.env.COMMERCE_BULK_HOME = app.dir; // the watcher's per-folder state: this test's
  process.env[SMTP_PASSWORD_ENV] = PASSWORD;
  hook = await startWebhookReceiver();
  mail = await startMailServer('bulk', PASSWORD);
  await writeSmtpSettings(app.ctx.dataDir, {
    host: '127.0.0.1',
    port: mail.port,
    tls: 'none',
    user: 'bulk',
    from: 'bulk@example.com',
  });
  folder = path.join(app.dir, 'drop');
  mkdirSync(folder);
}, 60_000);
afterAll(async () => {
  await app?.ctx.dispose();
  await hook?.close();
  await mail?.close();
  for (const [name, value] of [
    ['COMMERCE_BULK_HOME', saved.home],
    [SMTP_PASSWORD_ENV, saved.password],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('no notification arrived in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("an automation's webhook and e-mail in the app", () => {
  it('notifies both targets of a file it imported', async () => {
    const token = app.ctx.files.grant(folder, 'folder').token;
    await app.call('automations.save', {
      name: 'Night stock',
      folder: token,
      resource: 'DCQuantities',
      settleSeconds: 0,
      checkEverySeconds: 3600,
      notify: { when: 'always', webhook: hook.url, email: ['ops@example.com'] },
    });
    writeFileSync(
      path.join(folder, 'night.csv'),
      'ProductID,DistributionCenterID,AvailableQuantity\n2000002,1,77\n2000002,2,78\n',
    );
    const { runs } = await app.call('automations.runNow', { name: 'Night stock' });
    expect(runs.map((r) => r.status)).toEqual(['processed']);
    await until(() => hook.received.length === 1 && mail.mails.length === 1, 20_000);

    const body = hook.received[0]!.json;
    expect(body).toMatchObject({
      event: 'file',
      status: 'succeeded',
      file: path.join(folder, 'night.csv'),
      job: runs[0]!.jobId,
      movedTo: path.join(folder, 'processed', 'night.csv'),
    });
    const counts = body.counts as Record<string, number>;
    expect((counts.Created ?? 0) + (counts.Updated ?? 0) + (counts.Unchanged ?? 0)).toBe(2);
    expect(mail.mails[0]!.to).toEqual(['ops@example.com']);
    expect(mail.mails[0]!.subject).toContain('night.csv');
    for (const text of [hook.received[0]!.raw, mail.mails[0]!.raw]) expect(text).not.toContain(PASSWORD);
  });
});
