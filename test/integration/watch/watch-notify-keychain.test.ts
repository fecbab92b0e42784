// Issue 28, the mail password in the keychain: `notify-setup --password-stdin` keeps it in a
// real Secret Service (gnome-keyring in a private D-Bus session under scripts/with-keyring.sh),
// nowhere on disk; a scheduled `watch --notify-email` with no password in its environment
// signs in to the mail server with it; `notify-setup --clear` removes it. Skips, saying why,
// where no keychain answers.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecretVault } from '../../../main/auth/index.js';
import { smtpPassword } from '../../../main/notify/index.js';
import {
  ROOT,
  filesUnder,
  killChildren,
  removeDir,
  startCli,
  startService,
  tempDir,
  type CliRun,
  type Service,
} from '../../support/index.js';
import { startMailServer, type MailServer } from './notify-receivers.js';
import { stockCsv } from './watch-helpers.js';

const vault = await openSecretVault();
if (!vault.persistent)
  console.warn(
    'mail password keychain test skipped: no Secret Service answered. Run it with: sh scripts/with-keyring.sh npx vitest run test/integration/watch',
  );

const PASSWORD = `kc-smtp-${process.pid}-secret`;
let svc: Service;
let dir: string;
let mail: MailServer;

/** The CLI with `input` on its stdin (startCli closes stdin). */
function cliWithStdin(args: string[], home: string, input: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, COMMERCE_BULK_HOME: home, COMMERCE_BULK_SMTP_PASSWORD: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/index.ts', ...args], { cwd: ROOT, env });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  child.stdin.end(input);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((r) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      r({ code, signal, ...out });
    }),
  );
}

describe.skipIf(!vault.persistent)('the mail password in the system keychain', () => {
  beforeAll(async () => {
    dir = tempDir('cb-notify-kc-');
    svc = await startService({ seedProducts: 10 });
    mail = await startMailServer('cb-kc', PASSWORD);
  });
  afterAll(async () => {
    killChildren();
    await mail?.close();
    await svc?.close();
    removeDir(dir);
  });

  it('notify-setup keeps it in the keychain only; watch uses it; --clear removes it', async () => {
    const home = join(dir, 'home');
    const smtp = ['--smtp-host', '127.0.0.1', '--smtp-port', String(mail.port), '--smtp-tls', 'none'];
    const setup = await cliWithStdin(
      ['notify-setup', ...smtp, '--smtp-user', mail.user, '--smtp-from', 'bulk@example.com', '--password-stdin'],
      home,
      `${PASSWORD}\n`,
    );
    expect(setup.code, setup.stderr).toBe(0);
    expect(setup.stdout).toContain('kept in the system keychain');
    expect(await smtpPassword({ host: '127.0.0.1', user: mail.user }, {})).toBe(PASSWORD);
    for (const f of filesUnder(home)) expect(f.text, f.path).not.toContain(PASSWORD);

    const folder = join(dir, 'drop');
    mkdirSync(folder);
    writeFileSync(join(folder, 'night.csv'), stockCsv(800_000, 1, 2).text);
    const env: Record<string, string> = { COMMERCE_BULK_HOME: home, COMMERCE_BULK_SMTP_PASSWORD: '' };
    const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--settle', '0'];
    const run = await startCli([...args, '--notify-email', 'ops@example.com'], env, 120_000).done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('could not notify');
    expect(mail.mails.map((m) => m.subject)).toEqual(['Commerce Bulk: night.csv succeeded']);
    expect(mail.refused).toBe(0);
    expect(mail.mails[0]!.raw).not.toContain(PASSWORD);

    const clear = await cliWithStdin(['notify-setup', '--clear'], home, '');
    expect(clear.code, clear.stderr).toBe(0);
    expect(await smtpPassword({ host: '127.0.0.1', user: mail.user }, {})).toBeUndefined();
    expect(JSON.parse(readFileSync(join(home, 'notifications.json'), 'utf8'))).toEqual({ version: 1 });
  }, 180_000);
});
