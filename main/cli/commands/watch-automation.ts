// `watch --automation <name>`: a definition saved in the app (main/automation's store) as the
// watch's settings — its folder, resource, mapping, connection, profile, settle time, guards
// and full feed —
// with any flag given on the command line overriding it; each file handled is recorded in
// the automation's history, as the app's runner records it. `automations list` shows them.
import { Command, type Command as CommandType } from 'commander';
import { UserError } from '../../../shared/errors/index.js';
import type { AutomationDefinition } from '../../../shared/ipc/index.js';
import {
  AutomationStore,
  errorExitCode,
  guardsOf,
  runFromError,
  runFromReport,
  type FileReport,
} from '../../automation/index.js';
import { appHome } from '../../files/index.js';

export interface AutomationFlags {
  resource?: string;
  mapping?: string;
  profile?: number;
  settle: number;
  minRows: number;
  maxZeroed: number;
  maxInvalid: number;
  fullFeed?: boolean;
  fullFeedDcs?: string[] | undefined;
  notifyWebhook?: string[] | undefined;
  notifyEmail?: string[] | undefined;
  notify?: 'always' | 'problems' | undefined;
  notifyIncludeFailures?: boolean | undefined;
}

/** The definition named, or a UserError listing the names there are. */
export function savedAutomation(name: string): AutomationDefinition {
  const store = AutomationStore.in(appHome());
  const found = store.get(name);
  if (found) return found;
  const names = store.list().map((a) => a.name);
  throw new UserError(
    { id: 'errors:automation.notSaved', params: { name } },
    names.length
      ? { id: 'errors:automation.savedOnesHint', params: { names: names.join(', ') } }
      : { id: 'errors:automation.noneSavedHint' },
  );
}

/** The definition's notifications, where the command line names none of its own. */
function notifyOf(
  d: AutomationDefinition,
  flags: AutomationFlags,
  fromCli: (key: string) => boolean,
): Pick<AutomationFlags, 'notifyWebhook' | 'notifyEmail' | 'notify' | 'notifyIncludeFailures'> {
  const webhook = d.notify.webhook;
  return {
    notifyWebhook: flags.notifyWebhook ?? (webhook ? [webhook] : undefined),
    notifyEmail: flags.notifyEmail ?? d.notify.email,
    notify: fromCli('notify') ? flags.notify : d.notify.when,
    notifyIncludeFailures: flags.notifyIncludeFailures ?? d.notify.includeFailures,
  };
}

/** The flags with the definition filling in what the command line did not set. */
export function mergeAutomation<F extends AutomationFlags>(
  d: AutomationDefinition,
  flags: F,
  cmd: CommandType,
  folderArg: string | undefined,
): F & { folder: string; resource: string } {
  const fromCli = (key: string): boolean => cmd.getOptionValueSource(key) === 'cli';
  return {
    ...flags,
    folder: folderArg ?? d.source ?? d.folder, // a source is pulled into its inbox, as the app does
    resource: flags.resource ?? d.resource,
    ...(flags.mapping === undefined && d.mapping ? { mapping: d.mapping } : {}),
    ...(flags.profile === undefined && d.profile ? { profile: d.profile } : {}),
    settle: fromCli('settle') ? flags.settle : d.settleSeconds,
    ...Object.fromEntries(
      Object.entries(guardsOf(d)).map(([k, v]) => [k, fromCli(k) ? flags[k as keyof typeof flags] : v]),
    ),
    fullFeed: flags.fullFeed ?? d.fullFeed,
    fullFeedDcs: flags.fullFeedDcs ?? d.fullFeedDcs,
    ...notifyOf(d, flags, fromCli),
  };
}

/** Records each file (and a run that could not go on) in the automation's history. */
export function historyRecorder(name: string): {
  onFile(r: FileReport): void;
  onError(err: unknown, startedAt: Date): void;
  flush(): Promise<void>;
} {
  const store = AutomationStore.in(appHome());
  const pending: Promise<void>[] = [];
  return {
    onFile: (r) => void pending.push(store.record(name, runFromReport(r))),
    onError: (err, startedAt) =>
      void pending.push(store.record(name, runFromError(err, startedAt, errorExitCode(err)))),
    flush: async () => {
      const results = await Promise.allSettled(pending);
      for (const r of results)
        if (r.status === 'rejected')
          process.stderr.write(`Could not record the run in the automation's history: ${String(r.reason)}\n`);
    },
  };
}

function describe(a: AutomationDefinition): string {
  const parts = [
    `${a.name}${a.enabled ? '' : ' (disabled)'}`,
    `  folder ${a.folder}, ${a.resource}, connection ${a.connection}`,
    `  settle ${a.settleSeconds}s, check every ${a.checkEverySeconds}s${a.mapping ? `, mapping ${a.mapping}` : ''}`,
  ];
  return parts.join('\n');
}

export function automationsCommand(run: (code: number) => void): Command {
  const list = new Command('list')
    .description('List the automations saved in the app, with their folder, resource and connection.')
    .option('--json', 'print JSON')
    .action((o: { json?: boolean }) => {
      const store = AutomationStore.in(appHome());
      const all = store.list().map((a) => ({ ...a, lastRun: store.history(a.name)[0] ?? null }));
      if (o.json) process.stdout.write(`${JSON.stringify(all, null, 2)}\n`);
      else if (all.length === 0)
        process.stdout.write("No saved automations. Create one in the app's Automations screen.\n");
      else for (const a of all) process.stdout.write(`${describe(a)}\n`);
      run(0);
    });
  return new Command('automations')
    .description('The automations saved in the app (run one with `watch --automation <name>`).')
    .addCommand(list);
}
