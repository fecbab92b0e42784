// The set-up watch-notify-files.test.ts and watch-notify-failures.test.ts share: a sandbox, a
// webhook receiver and a mail server (with a password) on 127.0.0.1, `watch --once` run
// against them, and the check that no secret left the machine.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  cli,
  type CliRun,
  killChildren,
  refreshToken,
  removeDir,
  startCli,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';
import { startMailServer, startWebhookReceiver, type MailServer, type WebhookReceiver } from './notify-receivers.js';

export const SMTP_PASSWORD = 'smtp-Pa55-word-for-the-test';
export const PAYLOAD_KEYS = [
  'counts',
  'event',
  'failures',
  'file',
  'job',
  'movedTo',
  'result',
  'status',
  'text',
  'undo',
];

export interface NotifyBed {
  svc: Service;
  dir: string;
  hook: WebhookReceiver;
  mail: MailServer;
  home: string;
}

export interface NotifyTools {
  /** `watch FOLDER --once --json` on DCQuantities, with the mail password in the environment. */
  watch(folder: string, extra: string[]): ReturnType<typeof startCli>['done'];
  /** notify-setup of the mail server, its user and sender (the password comes from the environment). */
  notifySetup(): Promise<CliRun>;
  /** No secret of credentials.json nor the mail password; with `probe`, no token the service accepts. */
  expectNoSecrets(probe: boolean): Promise<void>;
  /** A folder `name` in the temp folder holding `files`. */
  dropFolder(name: string, files: Record<string, string>): string;
}

/** Starts the sandbox and both receivers before the file's tests, hands them over through `use`. */
export function useNotifyBed(prefix: string, use: (bed: NotifyBed) => void): NotifyTools {
  // Filled as each part starts, so that afterAll closes what did start when a later part fails.
  const bed: Partial<NotifyBed> = {};
  beforeAll(async () => {
    bed.dir = tempDir(prefix);
    bed.home = join(bed.dir, 'home');
    bed.svc = await startService({ seedProducts: 10, refreshTokenIdleDays: 30 });
    bed.hook = await startWebhookReceiver();
    bed.mail = await startMailServer('cb-notify', SMTP_PASSWORD);
    use(bed as NotifyBed);
  });
  afterAll(async () => {
    killChildren();
    await bed.hook?.close();
    await bed.mail?.close();
    await bed.svc?.close();
    if (bed.dir) removeDir(bed.dir);
  });
  const the = (): NotifyBed => bed as NotifyBed;

  function watch(folder: string, extra: string[]): ReturnType<typeof startCli>['done'] {
    const { svc, home } = the();
    const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--settle', '0'];
    return startCli(
      [...args, '--json', ...extra],
      { COMMERCE_BULK_HOME: home, COMMERCE_BULK_SMTP_PASSWORD: SMTP_PASSWORD },
      150_000,
    ).done;
  }

  function notifySetup(): Promise<CliRun> {
    const { mail, home } = the();
    return cli(
      ['notify-setup', '--smtp-host', '127.0.0.1', '--smtp-port', String(mail.port), '--smtp-tls', 'none'].concat([
        '--smtp-user',
        mail.user,
        '--smtp-from',
        'Commerce Bulk <bulk@example.com>',
      ]),
      home,
    );
  }

  /** Every body and header received so far. */
  function everythingSent(): string[] {
    const { hook, mail } = the();
    return [...hook.received.map((r) => `${JSON.stringify(r.headers)}\n${r.raw}`), ...mail.mails.map((m) => m.raw)];
  }

  async function expectNoSecrets(probe: boolean): Promise<void> {
    const { svc } = the();
    const creds = JSON.parse(readFileSync(svc.creds, 'utf8')) as Record<string, unknown>;
    const secrets = [...svc.secrets, creds.password as string, SMTP_PASSWORD].filter(Boolean);
    const sent = everythingSent();
    for (const text of sent) for (const secret of secrets) expect(text).not.toContain(secret);
    if (!probe) return;
    // The CLI's access tokens are 43 base64url characters: none that the service accepts appears.
    const shaped = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
    const candidates = new Set(sent.flatMap((t) => t.match(shaped) ?? []));
    const accepted: string[] = [];
    // The probe itself works: a token of this sandbox is accepted.
    const control = await fetch(`${svc.sandbox.url}/v1/Products?$top=1`, {
      headers: { authorization: `Bearer ${await refreshToken(svc.sandbox)}` },
    });
    await control.arrayBuffer();
    expect(control.status).toBe(200);
    for (const token of candidates) {
      const res = await fetch(`${svc.sandbox.url}/v1/Products?$top=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 401) accepted.push(`${token.slice(0, 6)}… ${res.status}`);
    }
    expect(accepted).toEqual([]);
  }

  function dropFolder(name: string, files: Record<string, string>): string {
    const folder = join(the().dir, name);
    mkdirSync(folder);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
    return folder;
  }

  return { watch, notifySetup, expectNoSecrets, dropFolder };
}
