// `notify-setup`: the mail server e-mail notifications go through, saved once for this user
// (main/notify: notifications.json in the data folder, no secret in it) so a scheduled
// `watch --notify-email` needs no mail flags. The password is read from stdin
// (--password-stdin) or COMMERCE_BULK_SMTP_PASSWORD and kept in the OS keychain, never in a
// file nor on the command line, where any user could read it in the process list.
import { Command } from 'commander';
import { UserError } from '../../../shared/errors/index.js';
import { appHome } from '../../files/index.js';
import {
  forgetSmtpPassword,
  notificationsFile,
  readSmtpSettings,
  SMTP_PASSWORD_ENV,
  storeSmtpPassword,
  writeSmtpSettings,
  type SmtpSettings,
  type SmtpTls,
} from '../../notify/index.js';
import { mergeSmtp, smtpOptions } from './watch-notify.js';

interface SetupFlags {
  smtpHost?: string;
  smtpPort?: number;
  smtpTls?: SmtpTls;
  smtpUser?: string;
  smtpFrom?: string;
  passwordStdin?: boolean;
  show?: boolean;
  clear?: boolean;
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    throw new UserError(
      { id: 'errors:cli.stdinIsTerminal' },
      { id: 'errors:cli.stdinIsTerminalHint', params: { variable: SMTP_PASSWORD_ENV } },
    );
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function describe(s: SmtpSettings): string {
  return `${s.host}:${s.port} (${s.tls})${s.user ? `, user ${s.user}` : ''}, from ${s.from}`;
}

async function setup(o: SetupFlags): Promise<void> {
  const dataDir = appHome();
  const saved = readSmtpSettings(dataDir);
  if (o.show) {
    process.stdout.write(saved ? `Mail server: ${describe(saved)}\n` : 'No mail server is set up.\n');
    return;
  }
  if (o.clear) {
    if (saved) await forgetSmtpPassword(saved);
    await writeSmtpSettings(dataDir, null);
    process.stdout.write('The mail server settings and its stored password were removed.\n');
    return;
  }
  const next = mergeSmtp(saved, o);
  const password = o.passwordStdin ? await readStdin() : process.env[SMTP_PASSWORD_ENV];
  if (o.passwordStdin && !password)
    throw new UserError({ id: 'errors:cli.stdinEmpty' }, { id: 'errors:cli.stdinEmptyHint' });
  if (password && !next.user)
    throw new UserError({ id: 'errors:smtp.passwordNoUser' }, { id: 'errors:smtp.passwordNoUserHint' });
  // A password belongs to one user at one server: a change of either forgets the old one.
  if (saved && (saved.host !== next.host || saved.user !== next.user)) await forgetSmtpPassword(saved);
  await writeSmtpSettings(dataDir, next);
  process.stdout.write(`Saved in ${notificationsFile(dataDir)}: ${describe(next)}\n`);
  if (!password) {
    if (next.user)
      process.stdout.write(`Password: give it with --password-stdin (kept in the keychain) or ${SMTP_PASSWORD_ENV}.\n`);
    return;
  }
  const stored = await storeSmtpPassword(next, password);
  if (stored.persisted) process.stdout.write('The password is kept in the system keychain.\n');
  else
    process.stderr.write(
      `Warning: the password was NOT saved: ${stored.warning ?? 'no system keychain answered.'} Set ${SMTP_PASSWORD_ENV} in the environment of the scheduled run instead.\n`,
    );
}

export function notifySetupCommand(run: (code: number) => void): Command {
  const command = new Command('notify-setup').description(
    'Save the mail server for e-mail notifications (watch --notify-email); the password goes to the system keychain.',
  );
  for (const o of smtpOptions()) command.addOption(o);
  return command
    .option(
      '--password-stdin',
      `read the mail server's password from stdin (else ${SMTP_PASSWORD_ENV}, if set) and keep it in the keychain`,
    )
    .option('--show', 'print the saved mail server (never the password)')
    .option('--clear', 'remove the saved mail server and its password')
    .action(async (o: SetupFlags) => {
      await setup(o);
      run(0);
    });
}
