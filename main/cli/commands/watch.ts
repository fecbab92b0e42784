// `watch <folder> --resource <name>`: imports each CSV/XLSX file dropped into a folder once it
// is complete, one at a time, and moves it to processed/, failed/ or held/ with its result
// and undo workbooks (main/automation). --once handles what is there now and exits, for the
// OS scheduler. Unattended: it never prompts; a refused sign-in ends it with exit 3 and the
// file left untouched. --automation <name> runs a definition saved in the app (the folder
// argument then optional; flags override it) and records each file in its history. Guards
// learned from the folder's history hold a suspicious file (--min-rows, --max-zeroed,
// --max-invalid); --release-held sends a held file moved back; --full-feed sets the profile's
// quantities a file no longer lists to 0; --notify-* tell a webhook and e-mail recipients.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { UserError } from '../../../shared/errors/index.js';
import {
  DEFAULT_GUARDS,
  LOCK_WAIT_MS,
  ONCE_WAIT_MS,
  escapeControls,
  watchFolder,
  type WatchOptions,
} from '../../automation/index.js';
import { IMPORT_RESOURCES, loadMappingFile, type MappingFile } from '../../jobs/index.js';
import { connectForAutomation } from '../automation-connect.js';
import { connect } from '../connect.js';
import { humanOutput } from '../human-output.js';
import { describeError, EXIT, exitCodeFor } from '../exit-codes.js';
import { errorJson, printJson } from '../job-json.js';
import { wholeNumber } from '../numeric-options.js';
import { isSignInRefused } from '../sign-in-again.js';
import { noteTokenUse } from '../token-idle.js';
import { withConnection, type CommandSession } from '../with-connection.js';
import { JSON_HELP, duplicatesOption } from './import-flags.js';
import { planLine } from './outcome.js';
import { historyRecorder, mergeAutomation, savedAutomation } from './watch-automation.js';
import { addNotifyOptions, notifyTargets, watchNotices, type NotifyFlags, type WatchNotices } from './watch-notify.js';
import { fileJson, printFileReport, watchExitCode } from './watch-report.js';
import { addPullOptions, movingRemote, startPulling, type PullFlags } from './watch-source.js';
import { isPullAddress } from '../../automation/index.js';

interface WatchFlags extends NotifyFlags, PullFlags {
  resource?: string;
  automation?: string;
  mapping?: string;
  credentials?: string;
  profile?: number;
  once?: boolean;
  onceWait: number;
  lockWait: number;
  budget?: number;
  json?: boolean;
  minRows: number;
  maxZeroed: number;
  maxInvalid: number;
  fullFeed?: boolean;
  fullFeedDcs?: string[];
  duplicates?: 'reject' | 'sum' | 'last' | 'first';
  releaseHeld?: boolean;
  allowMassChange?: boolean;
}

function checkFolder(folder: string): string {
  const path = resolve(folder);
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    /* reported below */
  }
  if (!isDir)
    throw new UserError({ id: 'errors:watch.noFolder', params: { path } }, { id: 'errors:watch.noFolderHint' });
  return path;
}

/** The watcher's options from the flags and the open session; `at` follows the file in hand. */
function watchOptions(
  folder: string,
  o: WatchFlags & { resource: string },
  mapping: MappingFile | undefined,
  s: CommandSession,
  say: (t: string) => unknown,
  at: { file: string | null; job: string | null },
  history: ReturnType<typeof historyRecorder> | null,
  notices: WatchNotices,
): WatchOptions {
  const onPlan = (plan: Parameters<typeof planLine>[0]): unknown => say(`${planLine(plan)}\n`);
  const shared = { onProgress: s.onProgress, onOutage: s.onOutage, onPlan, interimReport: true };
  return {
    folder,
    settleMs: o.settle * 1000,
    once: Boolean(o.once),
    onceWaitMs: o.onceWait * 1000,
    lockWaitMs: o.lockWait * 1000,
    onWarning: (text) => process.stderr.write(`${text}\n`),
    guards: { minRows: o.minRows, maxZeroed: o.maxZeroed, maxInvalid: o.maxInvalid },
    ...(o.fullFeed ? { fullFeed: true } : {}),
    // --allow-mass-change is the word `import` confirms a held mass change with: the same confirmation here.
    ...(o.releaseHeld || o.allowMassChange ? { releaseHeld: true } : {}),
    client: s.conn.client,
    signal: s.signal,
    importOptions: {
      ...shared,
      resource: o.resource,
      connection: s.conn.info,
      ...(mapping ? { mapping } : {}),
      ...(o.profile ? { profile: o.profile } : {}),
      ...(o.fullFeed && o.fullFeedDcs?.length ? { fullFeedDcs: o.fullFeedDcs } : {}),
      ...(o.duplicates ? { duplicates: o.duplicates } : {}),
      onJob: (id) => {
        at.job = id;
        say(`Job ${id}\n`);
      },
    },
    resumeOptions: shared,
    onPick: (file) => {
      Object.assign(at, { file, job: null });
      say(`File ${escapeControls(file)}\n`);
    },
    onResume: (job, file) => {
      Object.assign(at, { file, job });
      say(`Resuming job ${job} of ${escapeControls(file)}, left by a watcher that stopped\n`);
    },
    onFile: (r) => {
      history?.onFile(r);
      s.progressDone();
      printFileReport(r, say);
      noteTokenUse(s.conn); // a long watch keeps its token alive: the idle time starts again
      if (o.json) printJson(fileJson(r));
      notices.onFile(r);
      Object.assign(at, { file: null, job: null });
    },
  };
}

/** The flags, with a saved automation's definition under them when --automation names one. */
function effectiveFlags(folderArg: string | undefined, given: WatchFlags, cmd: Command) {
  const saved = given.automation ? savedAutomation(given.automation) : null;
  const o = saved ? mergeAutomation(saved, given, cmd, folderArg) : { ...given, folder: folderArg };
  if (!o.folder) throw new UserError({ id: 'errors:watch.needsFolder' }, { id: 'errors:watch.needsFolderHint' });
  if (!o.resource) throw new UserError({ id: 'errors:watch.needsResource' }, { id: 'errors:watch.needsResourceHint' });
  return { saved, o: { ...o, folder: o.folder, resource: o.resource } };
}

async function watch(
  folderArg: string | undefined,
  given: WatchFlags,
  cmd: Command,
  run: (code: number) => void,
): Promise<void> {
  const say = humanOutput(Boolean(given.json));
  const at = { file: null as string | null, job: null as string | null };
  const startedAt = new Date();
  let history: ReturnType<typeof historyRecorder> | null = null;
  let notices: WatchNotices | null = null;
  let folder = '';
  let pulling: Awaited<ReturnType<typeof startPulling>> | null = null;
  try {
    const { saved, o } = effectiveFlags(folderArg, given, cmd); // in the try: a broken automations.json gets its --json object
    history = saved ? historyRecorder(saved.name) : null;
    // An https:// or sftp:// address is pulled into its own inbox folder, which is then watched (issue 45).
    pulling = isPullAddress(o.folder) ? await startPulling(o.folder, o, say) : null;
    folder = pulling?.folder ?? checkFolder(o.folder);
    const notify = watchNotices(notifyTargets(o), say);
    notices = notify;
    const mapping = o.mapping ? await loadMappingFile(o.mapping) : undefined;
    const options = {
      ...(o.credentials ? { credentials: o.credentials } : {}),
      ...(o.budget ? { budgetPerMinute: o.budget } : {}),
    };
    const open = (): ReturnType<typeof connect> =>
      saved ? connectForAutomation(saved.connection, options) : connect(options);
    const end = await withConnection(open, async (session) => {
      const what = saved ? `automation "${saved.name}": ` : '';
      const mode = `${o.once ? ', once' : ''}${o.fullFeed ? ', full feed' : ''}`;
      say(`Watching ${what}${folder} for ${o.resource} files (settle ${o.settle}s${mode})\n`);
      const notices = pulling ? movingRemote(notify, pulling.source) : notify; // sftp://: moved as here
      return watchFolder(watchOptions(folder, o, mapping, session, say, at, history, notices));
    });
    for (const file of end.left)
      process.stderr.write(
        `Left for the next run: ${escapeControls(file)} was still changing after ${o.onceWait} s of waiting (still being copied, or held open by another program).\n`,
      );
    await pulling?.source.finish(end.reports); // sftp://: each file moved on the server as it was here
    await notify.drain();
    run(watchExitCode(end.reports, end.interrupted));
  } catch (err) {
    history?.onError(err, startedAt);
    if (isSignInRefused(err)) {
      // How to sign in again, naming the `login` command for this connection, is the error's own hint.
      if (at.file) process.stderr.write(`${escapeControls(at.file)} was left in the folder.\n`);
      notices?.onSignInRefused({ folder, ...at, howToSignIn: (err as { hint?: string }).hint });
    } else if (exitCodeFor(err) === EXIT.cannotRun)
      notices?.onRunFailed({
        folder,
        ...at,
        error: describeError(err)
          .replace(/^Error: /, '')
          .replace(/\s*\n\s*/g, ' '),
      });
    if (given.json) printJson(errorJson(err, at.job, at.file));
    await notices?.drain();
    throw err;
  } finally {
    pulling?.stop();
    await history?.flush();
  }
}

/** The guards of an unattended run (issue 28) and the full feed's reach (issue 41). */
function addGuardOptions(command: Command): Command {
  return command
    .option(
      '--min-rows <percent>',
      "hold a file with fewer rows than this share of the last file's",
      wholeNumber(0, 100),
      DEFAULT_GUARDS.minRows,
    )
    .option(
      '--max-zeroed <percent>',
      'hold a file that would set more than this share of the quantities it touches to 0',
      wholeNumber(0, 100),
      DEFAULT_GUARDS.maxZeroed,
    )
    .option(
      '--max-invalid <percent>',
      'hold a file with more than this share of its rows Invalid',
      wholeNumber(0, 100),
      DEFAULT_GUARDS.maxInvalid,
    )
    .option(
      '--full-feed',
      "DCQuantities: the file is the profile's whole stock at the DCs it names; quantities it no longer lists there are set to 0",
    )
    .option(
      '--full-feed-dcs <dcs>',
      'with --full-feed: the DCs the feed owns (IDs, Codes or Names, comma-separated); default: the DCs the file names',
      (v: string) =>
        v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
    );
}

export function watchCommand(run: (code: number) => void): Command {
  const command = addGuardOptions(
    new Command('watch')
      .description(
        'Import each CSV or XLSX file dropped into a folder, once complete, one at a time; move it to processed/, failed/ or held/ with its result and undo workbooks.',
      )
      .argument(
        '[folder]',
        'the folder to watch, or an https:// or sftp:// address to pull from (default with --automation: its folder)',
      )
      .addOption(new Option('--resource <name>', 'what the rows are').choices([...IMPORT_RESOURCES]))
      .option(
        '--automation <name>',
        'run an automation saved in the app (its folder, resource, mapping, connection, settle time); flags given here override it, and each file is recorded in its history',
      )
      .option(
        '--mapping <file>',
        'a mapping file (JSON, version 1); default: remembered for this header layout, else automatic',
      )
      .option('--credentials <file>', 'a credentials.json; default: the active connection or the built-in sandbox')
      .option(
        '--profile <id>',
        "DistributionCenters: the profile new centers go into; --full-feed: the profile whose whole stock each file is (default: its products' profiles)",
        wholeNumber(1),
      )
      .option(
        '--once',
        'handle the files in the folder now, then exit (for cron, systemd timers, Task Scheduler, launchd)',
      )
      .option(
        '--once-wait <seconds>',
        'with --once: how long to wait for files still being written before leaving them for the next run',
        wholeNumber(0, 86_400),
        ONCE_WAIT_MS / 1000,
      )
      .option(
        '--lock-wait <seconds>',
        `with --once: how long to wait for the folder's lock held by another watcher before ending with exit ${EXIT.lockHeld}, naming it`,
        wholeNumber(0, 86_400),
        LOCK_WAIT_MS / 1000,
      )
      .option(
        '--settle <seconds>',
        'a file is complete when unchanged this long and readable to its end',
        wholeNumber(0, 86_400),
        10,
      )
      .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1)),
  )
    .addOption(duplicatesOption())
    .option('--release-held', 'send held files moved back into the folder, without the guards')
    .option('--allow-mass-change', 'the same as --release-held')
    .option('--json', JSON_HELP);
  return addNotifyOptions(addPullOptions(command)).action((folder: string | undefined, o: WatchFlags, cmd: Command) =>
    watch(folder, o, cmd, run),
  );
}
