// Issue 28: an automation run by the app tells its webhook and its e-mail recipients, through
// the same payloads and sending code as `watch --notify-*`: a local webhook receiver and a
// local SMTP server (with a password) receive one notification each for the file, with its
// status, file and counts, and neither carries the mail password. Issue 39: a hand-edited
// notifications.json with tls none to a name that is not this machine's (though it resolves
// to a loopback address here, where a mail server listens) is refused before any connection,
// and STARTTLS to a server whose certificate is not trusted sends no password, even with
// NODE_TLS_REJECT_UNAUTHORIZED=0.
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_PASSWORD_ENV, writeSmtpSettings } from '../../../main/notify/index.js';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
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

function appLog(): string {
  const file = path.join(app.ctx.dataDir, 'logs', 'commerce-bulk.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

async function runWithMail(name: string, file: string): Promise<void> {
  const own = path.join(app.dir, file.replace(/\.csv$/, ''));
  mkdirSync(own);
  const token = app.ctx.files.grant(own, 'folder').token;
  await app.call('automations.save', {
    name,
    folder: token,
    resource: 'DCQuantities',
    settleSeconds: 0,
    checkEverySeconds: 3600,
    notify: { when: 'always', email: ['ops@example.com'] },
  });
  writeFileSync(path.join(own, file), 'ProductID,DistributionCenterID,AvailableQuantity\n2000002,1,5\n');
  const { runs } = await app.call('automations.runNow', { name });
  expect(runs.map((r) => [r.status, r.message])).toEqual([['processed', undefined]]);
  const told = [`Automation "${name}": no e-mail was sent`, `Automation "${name}": could not notify`];
  await until(() => told.some((line) => appLog().includes(line)), 20_000);
}

describe('the app never sends the mail password readable or to an untrusted server', () => {
  it('tls none to a name that is not this machine: refused before any connection, named in the log', async () => {
    // This machine's own name resolves to a loopback address (/etc/hosts) yet is not one the
    // rule may take for "this machine": a mail server listens there and must see nothing.
    const name = hostname();
    const { address } = await lookup(name, { family: 4 });
    expect(address.startsWith('127.'), `${name} resolves to ${address}`).toBe(true);
    const remote = await startMailServer('bulk', PASSWORD, { host: address });
    try {
      await writeSmtpSettings(app.ctx.dataDir, {
        host: name,
        port: remote.port,
        tls: 'none',
        user: 'bulk',
        from: 'bulk@example.com',
      });
      await runWithMail('Plain mail', 'plain.csv');
      expect(appLog()).toContain(
        `Automation "Plain mail": no e-mail was sent: --smtp-tls none is only allowed for a mail server on this machine, not ${name}.`,
      );
      expect(remote.connections).toBe(0);
      expect(remote.passwordsSeen).toEqual([]);
    } finally {
      await remote.close();
    }
  });

  it('STARTTLS to an untrusted certificate with NODE_TLS_REJECT_UNAUTHORIZED=0: no password sent, the failure named', async () => {
    const certs = issueCertificates({ names: ['127.0.0.1'], caName: 'Untrusted Mail CA' });
    const tlsMail = await startMailServer('bulk', PASSWORD, { starttls: { cert: certs.cert, key: certs.key } });
    const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      await writeSmtpSettings(app.ctx.dataDir, {
        host: '127.0.0.1',
        port: tlsMail.port,
        tls: 'starttls',
        user: 'bulk',
        from: 'bulk@example.com',
      });
      await runWithMail('Untrusted mail', 'untrusted.csv');
      expect(tlsMail.connections).toBe(1);
      expect(tlsMail.passwordsSeen).toEqual([]);
      expect(tlsMail.mails).toEqual([]);
      expect(appLog()).toMatch(
        /Automation "Untrusted mail": could not notify ops@example\.com: The mail server 127\.0\.0\.1:\d+ did not take the e-mail \(its certificate comes from an authority this computer does not trust; give that authority with --ca-file: unable to verify the first certificate\)/,
      );
    } finally {
      if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
      await tlsMail.close();
    }
  });
});

/** Every regular file under `root`. */
function filesUnder(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const p = path.join(root, name);
    const st = statSync(p);
    return st.isDirectory() ? filesUnder(p) : st.isFile() ? [p] : [];
  });
}

describe('the secret scan of what the app wrote', () => {
  it('no file in the data folder (logs, journals, workbooks, settings, history) holds the mail password', () => {
    const files = filesUnder(app.dir);
    expect(files.some((f) => f.endsWith('commerce-bulk.log'))).toBe(true);
    expect(files.some((f) => f.endsWith('.sqlite'))).toBe(true);
    const b64 = Buffer.from(`\0bulk\0${PASSWORD}`).toString('base64');
    for (const f of files) {
      const bytes = readFileSync(f);
      expect(bytes.includes(PASSWORD), f).toBe(false);
      expect(bytes.includes(b64), f).toBe(false);
    }
  });
});
