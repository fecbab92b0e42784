// `watch <folder> --resource <name>`: imports each CSV/XLSX file dropped into a folder once it
// is complete, one at a time, and moves it to processed/, failed/ or held/ with its result
// and undo workbooks (main/automation). --once handles what is there now and exits, for the
// OS scheduler. Unattended: it never prompts; a refused sign-in ends it with exit 3 and the
// file left untouched.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { UserError } from '../../../shared/errors/index.js';
import { watchFolder, type WatchOptions } from '../../automation/index.js';
import { IMPORT_RESOURCES, loadMappingFile, type MappingFile } from '../../jobs/index.js';
import { connect } from '../connect.js';
import { humanOutput } from '../human-output.js';
import { describeError, EXIT, exitCodeFor } from '../exit-codes.js';
import { errorJson, printJson } from '../job-json.js';
import { wholeNumber } from '../numeric-options.js';
import { isSignInRefused, SIGN_IN_AGAIN } from '../sign-in-again.js';
import { noteTokenUse } from '../token-idle.js';
import { withConnection, type CommandSession } from '../with-connection.js';
import { JSON_HELP } from './import-flags.js';
import { planLine } from './outcome.js';
import { addNotifyOptions, notifyTargets, watchNotices, type NotifyFlags, type WatchNotices } from './watch-notify.js';
import { fileJson, printFileReport, watchExitCode } from './watch-report.js';

interface WatchFlags extends NotifyFlags {
  resource: string;
  mapping?: string;
  credentials?: string;
  profile?: number;
  once?: boolean;
  settle: number;
  budget?: number;
  json?: boolean;
}

function checkFolder(folder: string): string {
  const path = resolve(folder);
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    /* reported below */
  }
  if (!isDir) throw new UserError(`The folder ${path} does not exist.`, 'Give watch an existing folder.');
  return path;
}

/** The watcher's options from the flags and the open session; `at` follows the file in hand. */
function watchOptions(
  folder: string,
  o: WatchFlags,
  mapping: MappingFile | undefined,
  s: CommandSession,
  say: (t: string) => unknown,
  at: { file: string | null; job: string | null },
  notices: WatchNotices,
): WatchOptions {
  const onPlan = (plan: Parameters<typeof planLine>[0]): unknown => say(`${planLine(plan)}\n`);
  const shared = { onProgress: s.onProgress, onOutage: s.onOutage, onPlan, interimReport: true };
  return {
    folder,
    settleMs: o.settle * 1000,
    once: Boolean(o.once),
    client: s.conn.client,
    signal: s.signal,
    importOptions: {
      ...shared,
      resource: o.resource,
      connection: s.conn.info,
      ...(mapping ? { mapping } : {}),
      ...(o.profile ? { profile: o.profile } : {}),
      onJob: (id) => {
        at.job = id;
        say(`Job ${id}\n`);
      },
    },
    resumeOptions: shared,
    onPick: (file) => {
      Object.assign(at, { file, job: null });
      say(`File ${file}\n`);
    },
    onResume: (job, file) => {
      Object.assign(at, { file, job });
      say(`Resuming job ${job} of ${file}, left by a watcher that stopped\n`);
    },
    onFile: (r) => {
      s.progressDone();
      printFileReport(r, say);
      noteTokenUse(s.conn); // a long watch keeps its token alive: the idle time starts again
      if (o.json) printJson(fileJson(r));
      notices.onFile(r);
      Object.assign(at, { file: null, job: null });
    },
  };
}

async function watch(folderArg: string, o: WatchFlags, run: (code: number) => void): Promise<void> {
  const say = humanOutput(Boolean(o.json));
  const at = { file: null as string | null, job: null as string | null };
  let notices: WatchNotices | null = null;
  let folder = '';
  try {
    folder = checkFolder(folderArg);
    const notify = watchNotices(notifyTargets(o), say);
    notices = notify;
    const mapping = o.mapping ? await loadMappingFile(o.mapping) : undefined;
    const open = (): ReturnType<typeof connect> =>
      connect({
        ...(o.credentials ? { credentials: o.credentials } : {}),
        ...(o.budget ? { budgetPerMinute: o.budget } : {}),
      });
    const end = await withConnection(open, async (session) => {
      say(`Watching ${folder} for ${o.resource} files (settle ${o.settle}s${o.once ? ', once' : ''})\n`);
      return watchFolder(watchOptions(folder, o, mapping, session, say, at, notify));
    });
    await notify.drain();
    run(watchExitCode(end.reports, end.interrupted));
  } catch (err) {
    if (isSignInRefused(err)) {
      process.stderr.write(`${SIGN_IN_AGAIN}${at.file ? ` ${at.file} was left in the folder.` : ''}\n`);
      notices?.onSignInRefused({ folder, ...at });
    } else if (exitCodeFor(err) === EXIT.cannotRun)
      notices?.onRunFailed({
        folder,
        ...at,
        error: describeError(err)
          .replace(/^Error: /, '')
          .replace(/\s*\n\s*/g, ' '),
      });
    if (o.json) printJson(errorJson(err, at.job, at.file));
    await notices?.drain();
    throw err;
  }
}

export function watchCommand(run: (code: number) => void): Command {
  const command = new Command('watch')
    .description(
      'Import each CSV or XLSX file dropped into a folder, once complete, one at a time; move it to processed/, failed/ or held/ with its result and undo workbooks.',
    )
    .argument('<folder>', 'the folder to watch')
    .addOption(
      new Option('--resource <name>', 'what the rows are').choices([...IMPORT_RESOURCES]).makeOptionMandatory(),
    )
    .option(
      '--mapping <file>',
      'a mapping file (JSON, version 1); default: remembered for this header layout, else automatic',
    )
    .option('--credentials <file>', 'a credentials.json; default: the active connection or the built-in sandbox')
    .option('--profile <id>', 'DistributionCenters: the profile new centers go into', wholeNumber(1))
    .option(
      '--once',
      'handle the files in the folder now, then exit (for cron, systemd timers, Task Scheduler, launchd)',
    )
    .option(
      '--settle <seconds>',
      'a file is complete when unchanged this long and readable to its end',
      wholeNumber(0, 86_400),
      10,
    )
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option('--json', JSON_HELP);
  return addNotifyOptions(command).action((folder: string, o: WatchFlags) => watch(folder, o, run));
}
