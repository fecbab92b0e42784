// `watch https://host/path/file.csv` or `watch sftp://user@host/path/*.csv` (issue 45): the address is pulled into its own inbox
// folder in the data folder, once at the start and then every --pull-every seconds, and the
// watcher runs on that inbox as on any local folder. A failed first pull ends the command
// (exit 2, saying why); a failed later pull is said on stderr and tried again next time.
import type { Command } from 'commander';
import { pullSource, type PullOutcome, type PullSource } from '../../automation/index.js';
import { cliNetwork } from '../network-options.js';
import { wholeNumber } from '../numeric-options.js';
import { describeError } from '../exit-codes.js';
import type { WatchNotices } from './watch-notify.js';

export interface PullFlags {
  maxBytes?: number;
  pullEvery: number;
  sftpKey?: string;
  settle: number;
}

export function addPullOptions(command: Command): Command {
  return command
    .option('--max-bytes <n>', 'https:// sources: the largest file a pull fetches (default 512 MB)', wholeNumber(1))
    .option(
      '--pull-every <seconds>',
      'https:// and sftp:// sources: how often the address is asked for a new file',
      wholeNumber(5),
      300,
    )
    .option(
      '--sftp-key <file>',
      'sftp:// sources: a private key file (its passphrase from COMMERCE_BULK_SFTP_PASSPHRASE); default: the password',
    );
}

function said(source: PullSource, r: PullOutcome): string {
  if (r.kind === 'fetched') return `Pulled ${source.address}: a new file, ${r.file}\n`;
  if (r.kind === 'not-modified') return `Pulled ${source.address}: not modified since the last pull, nothing fetched\n`;
  const files = r.files.map((f) => `Pulled ${source.address}: a new file, ${f}\n`).join('');
  const left = r.left.map((n) => `Left on the server for the next pull: ${n} was still changing\n`).join('');
  return files || left ? `${files}${left}` : `Pulled ${source.address}: no new file\n`;
}

/** Pulls once (errors end the command), then keeps pulling unless `once`; `stop` ends it. */
export async function startPulling(
  address: string,
  o: PullFlags & { once?: boolean },
  say: (s: string) => unknown,
): Promise<{ folder: string; source: PullSource; stop(): void }> {
  const network = cliNetwork();
  const source = pullSource(address, {
    ...(network ? { network } : {}),
    ...(o.maxBytes ? { maxBytes: o.maxBytes } : {}),
    ...(o.sftpKey ? { keyFile: o.sftpKey } : {}),
    settleMs: o.settle * 1000,
  });
  say(said(source, await source.pull()));
  if (o.once) return { folder: source.folders.inbox, source, stop: () => {} };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    source
      .pull()
      .then((r) => say(said(source, r)))
      .catch((err: unknown) => process.stderr.write(`${describeError(err)}\n`))
      .finally(() => (busy = false));
  }, o.pullEvery * 1000);
  return { folder: source.folders.inbox, source, stop: () => clearInterval(timer) };
}

/** The notices, also moving each handled file on the server as it was moved here (sftp://). */
export function movingRemote(notices: WatchNotices, source: PullSource): WatchNotices {
  return {
    ...notices,
    onFile: (r) => {
      notices.onFile(r);
      source.finish([r]).catch((err: unknown) => process.stderr.write(`${describeError(err)}\n`));
    },
  };
}
