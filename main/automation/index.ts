// main/automation: runs nobody has to sit through (issue 28). Today the watched folder: files
// picked up once complete, one at a time in arrival order, under a lock shared by every
// watcher of the folder, never the same bytes twice, moved to processed/, failed/ or held/,
// and a job left by a killed watcher resumed first; guards learned from the folder's history
// hold a suspicious file before anything is sent (released on purpose: releaseHeld or
// --release-held), and full-feed mode sets the profile's unlisted quantities to 0. It runs
// the engines of main/jobs through their own entries (runImport, resumeImport), as `import` and `resume` do; it prints nothing.
// saved/: the saved automations (a definition per watched folder, and its history), the app's
// runner of them and the one translation of a definition into the watcher's options.
export { ONCE_WAIT_MS, watchFolder, type WatchEnd, type WatchOptions } from './watch-folder.js';
export type { FileReport, FileStatus, WatchRun } from './handle-file.js';
export { fileExitCode } from './file-report.js';
export { LOCK_WAIT_MS, LockHeld } from './lock-held.js';
export { folderKey, realFolder } from './folder-key.js';
export { AUTOMATIONS_FILE, AutomationStore, HISTORY_KEPT } from './saved/store.js';
export { AutomationRunner, errorExitCode, type RunnerDeps } from './saved/runner.js';
export { runFromError, runFromReport } from './saved/run-record.js';
export { guardsOf, unattendedSettings, watchOptionsFor, type WatchBase } from './saved/watch-settings.js';
export { countsText, isProblem, runNotice, shouldNotify, type Notice } from './saved/notice.js';
export { DEFAULT_GUARDS, GuardHeld, guardThresholds, type GuardName, type GuardThresholds } from './guards.js';
export { releaseHeld } from './release-held.js';
export { escapeControls, fittingStem } from './names.js';
// sources/: pull sources (issue 45), an https:// or sftp:// address whose files land in its own inbox folder
export {
  displayAddress,
  isPullAddress,
  pullSource,
  readPull,
  sourceFolders,
  sourcePaths,
  type PullOptions,
  type PullResult,
  type PullOutcome,
  type PullSource,
} from './sources/pull-source.js';
export { storeSourceSecret } from './sources/source-secret.js';
// The notification of a handled file, composed here from its FileReport; main/notify sends it.
export {
  payloadForFile,
  payloadForSignInRefused,
  payloadForRunFailed,
  MAX_FAILURES,
  type PayloadOptions,
  type SignInRefused,
  type RunFailed,
} from './notify-payload.js';
export { nextRuns, timesOfDay } from './saved/schedule-times.js';
export {
  launchdLabel,
  launchdPlist,
  scheduleId,
  systemdUnits,
  taskName,
  taskSchedulerXml,
  type Scheduled,
} from './saved/os-schedule-files.js';
export { OsSchedule, scheduleFolder, type OsScheduleOptions, type RunCommand } from './saved/os-schedule.js';
