// watch's notifications (issue 28): --notify-webhook, --notify-email and --notify, and the
// mail server flags that override the one saved by `notify-setup`. Checked before anything
// is imported (a mistyped flag is exit 2 with nothing done); then each handled file, and a
// run ended by a refused sign-in, is told to every target. A target that cannot be reached
// is a line on stderr: it never fails or stops the watcher.
import { Option, type Command } from 'commander';
import { UserError } from '../../../shared/errors/index.js';
import {
  payloadForFile,
  payloadForRunFailed,
  payloadForSignInRefused,
  type FileReport,
} from '../../automation/index.js';
import { appHome } from '../../files/index.js';
import {
  checkSmtpSettings,
  checkWebhookUrl,
  hasTargets,
  Notifier,
  NOTIFY_WHEN,
  readSmtpSettings,
  SMTP_TLS_MODES,
  type NotifyTargets,
  type NotifyWhen,
  type SmtpSettings,
  type SmtpTls,
} from '../../notify/index.js';
import { cliNetwork } from '../network-options.js';
import { wholeNumber } from '../numeric-options.js';
import { SIGN_IN_AGAIN } from '../sign-in-again.js';

export interface NotifyFlags {
  notifyWebhook?: string[];
  notifyEmail?: string[];
  notify?: NotifyWhen;
  notifyIncludeFailures?: boolean;
  smtpHost?: string;
  smtpPort?: number;
  smtpTls?: SmtpTls;
  smtpUser?: string;
  smtpFrom?: string;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
const collectAddresses = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
];

/** The smtp flags, shared with notify-setup. */
export function smtpOptions(): Option[] {
  return [
    new Option('--smtp-host <host>', 'the mail server for e-mail notifications'),
    new Option('--smtp-port <port>', 'its port (default 587 for starttls, 465 for tls)').argParser(
      wholeNumber(1, 65_535),
    ),
    new Option('--smtp-tls <mode>', 'starttls (default), tls, or none (a mail server on this machine only)').choices([
      ...SMTP_TLS_MODES,
    ]),
    new Option(
      '--smtp-user <name>',
      'the user to sign in to the mail server as (password: COMMERCE_BULK_SMTP_PASSWORD or the keychain)',
    ),
    new Option('--smtp-from <address>', 'the From address of the e-mails'),
  ];
}

export function addNotifyOptions(command: Command): Command {
  command
    .option(
      '--notify-webhook <url>',
      'POST a JSON notification (Slack, Teams, any receiver) after each file; https, or http to this machine; repeatable',
      collect,
    )
    .option(
      '--notify-email <address>',
      'e-mail a notification after each file, through the mail server of notify-setup; repeatable or a comma list',
      collectAddresses,
    )
    .addOption(
      new Option('--notify <when>', 'always: after every file; problems: only when something failed or was held')
        .choices([...NOTIFY_WHEN])
        .default('always'),
    )
    .option(
      '--notify-include-failures',
      "include the first failures' messages, which quote the offending cells; by default only row numbers and message ids",
    );
  for (const o of smtpOptions()) command.addOption(o);
  return command;
}

/** The saved mail server with the flags on top; a TLS mode changed by flag takes its own default port. */
export function mergeSmtp(saved: SmtpSettings | null, o: NotifyFlags): SmtpSettings {
  const given = { host: o.smtpHost, port: o.smtpPort, tls: o.smtpTls, user: o.smtpUser, from: o.smtpFrom };
  const next: Partial<SmtpSettings> = { ...(saved ?? {}) };
  for (const [k, v] of Object.entries(given)) if (v !== undefined) Object.assign(next, { [k]: v });
  if (o.smtpTls && o.smtpPort === undefined && o.smtpTls !== saved?.tls) delete next.port;
  return checkSmtpSettings(next);
}

/** The targets the flags name, checked; null when none is given. */
export function notifyTargets(o: NotifyFlags, dataDir = appHome()): NotifyTargets | null {
  const webhooks = o.notifyWebhook ?? [];
  for (const w of webhooks) {
    const checked = checkWebhookUrl(w);
    if ('error' in checked) throw new UserError(checked.error, { id: 'errors:cli.webhookHint' });
  }
  const to = o.notifyEmail ?? [];
  for (const a of to)
    if (!/^[^\s@]+@[^\s@]+$/.test(a))
      throw new UserError({ id: 'errors:cli.notEmail', params: { address: a } }, { id: 'errors:cli.notEmailHint' });
  const network = cliNetwork();
  const targets: NotifyTargets = {
    webhooks,
    when: o.notify ?? 'always',
    ...(o.notifyIncludeFailures ? { includeFailures: true } : {}),
    ...(network ? { network } : {}),
  };
  if (to.length) {
    targets.email = { to, smtp: mergeSmtp(readSmtpSettings(dataDir), o) };
  }
  return hasTargets(targets) ? targets : null;
}

export interface WatchNotices {
  onFile(r: FileReport): void;
  /** `howToSignIn`: the refusal's own hint, naming the `login` command for the connection refused. */
  onSignInRefused(at: {
    folder: string;
    file: string | null;
    job: string | null;
    howToSignIn?: string | undefined;
  }): void;
  /** The run could not go on (exit 2): `error` says why, as the CLI printed it. */
  onRunFailed(at: { folder: string; file: string | null; job: string | null; error: string }): void;
  /** Waits for the notifications still being sent (each bounded by its timeout). */
  drain(): Promise<void>;
}

export function watchNotices(targets: NotifyTargets | null, say: (s: string) => unknown): WatchNotices {
  if (!targets) return { onFile: () => {}, onSignInRefused: () => {}, onRunFailed: () => {}, drain: async () => {} };
  const notifier = new Notifier(targets, (r) => {
    if (r.ok) say(`Notified ${r.target}\n`);
    else process.stderr.write(`Warning: could not notify ${r.target}: ${r.error}\n`);
  });
  return {
    onFile: (r) => {
      const payload = payloadForFile(r, { includeFailures: targets.includeFailures === true });
      if (payload) notifier.notify(payload);
    },
    onSignInRefused: ({ howToSignIn, ...at }) =>
      notifier.notify(payloadForSignInRefused({ ...at, howToSignIn: howToSignIn ?? SIGN_IN_AGAIN })),
    onRunFailed: (at) => notifier.notify(payloadForRunFailed(at)),
    drain: () => notifier.drain(),
  };
}
