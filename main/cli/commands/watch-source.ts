// `watch https://host/path/file.csv` (issue 45): the address is pulled into its own inbox
// folder in the data folder, once at the start and then every --pull-every seconds, and the
// watcher runs on that inbox as on any local folder. A failed first pull ends the command
// (exit 2, saying why); a failed later pull is said on stderr and tried again next time.
import type { Command } from 'commander';
import { pullSource, type PullOutcome, type PullSource } from '../../automation/index.js';
import { cliNetwork } from '../network-options.js';
import { wholeNumber } from '../numeric-options.js';
import { describeError } from '../exit-codes.js';

export interface PullFlags {
  maxBytes?: number;
  pullEvery: number;
}

export function addPullOptions(command: Command): Command {
  return command
    .option('--max-bytes <n>', 'https:// sources: the largest file a pull fetches (default 512 MB)', wholeNumber(1))
    .option(
      '--pull-every <seconds>',
      'https:// sources: how often the address is asked for a new file',
      wholeNumber(5),
      300,
    );
}

const said = (source: PullSource, r: PullOutcome): string =>
  r.kind === 'fetched'
    ? `Pulled ${source.address}: a new file, ${r.file}\n`
    : `Pulled ${source.address}: not modified since the last pull, nothing fetched\n`;

/** Pulls once (errors end the command), then keeps pulling unless `once`; `stop` ends it. */
export async function startPulling(
  address: string,
  o: PullFlags & { once?: boolean },
  say: (s: string) => unknown,
): Promise<{ folder: string; stop(): void }> {
  const network = cliNetwork();
  const source = pullSource(address, {
    ...(network ? { network } : {}),
    ...(o.maxBytes ? { maxBytes: o.maxBytes } : {}),
  });
  say(said(source, await source.pull()));
  if (o.once) return { folder: source.folders.inbox, stop: () => {} };
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
  return { folder: source.folders.inbox, stop: () => clearInterval(timer) };
}
