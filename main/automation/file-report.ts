// What the watcher's handling of one file shares and answers: the run's settings (WatchRun)
// and the report of each file (FileReport), apart from the code so both sides import them.
import type { ShownText } from '../../shared/i18n/index.js';
import type { ImportOptions, ImportOutcome, JobClient, RunOptions } from '../jobs/index.js';
import type { Destination } from './destinations.js';
import type { GuardThresholds } from './guards.js';

/** What every import of a watcher shares: the connection's client and the flags. */
export interface WatchRun {
  client: JobClient;
  signal: AbortSignal;
  /** The import's options but the file, its workbook, the client and the signal. */
  importOptions: Omit<ImportOptions, 'file' | 'out' | 'client' | 'signal'>;
  /** Passed to a resumed job (progress, outage notices, a mass change confirmed). */
  resumeOptions?: Omit<RunOptions, 'signal'>;
  /** The guards' thresholds in percent (issue 28); those not given: DEFAULT_GUARDS. */
  guards?: Partial<GuardThresholds> | undefined;
  /** Full feed (DCQuantities only): the profile's quantities the file does not list are set to 0. */
  fullFeed?: boolean | undefined;
  /** Held files moved back into the folder are sent, without the guards (--release-held). */
  releaseHeld?: boolean | undefined;
  /** Where picked files are copied to and their workbooks written (the data folder's watch/<key>/files). */
  privateRoot?: string | undefined;
}

export type FileStatus = Destination | 'interrupted';

export interface FileReport {
  /** The file's path in the watched folder when it was picked up. */
  file: string;
  status: FileStatus;
  jobId: string | null;
  outcome: ImportOutcome | null;
  /** Where the file is now (null: still in the folder). */
  movedTo: string | null;
  result: string | null;
  undo: string | null;
  /** Why it was not processed (a duplicate, a file that cannot be imported, a held mass change). */
  message?: string;
  /** The message as data, when it has it (a held file's reason): the app says it in the user's language. */
  shown?: ShownText;
  /** Rows were sent (the message then says what went wrong after): never "Not imported". */
  sent?: boolean;
  /** What `import` would have exited with for this file: 0, 1, 2 or 4. */
  exitCode: number;
  /** When the watcher took the file (under the lock) and when it was done with it. */
  startedAt?: Date;
  finishedAt?: Date;
}

/**
 * The exit code a file gives the watcher, its `--json` object's `exitCode` and the app's
 * automation history, so all three agree (issue 41: a held file's object said 2 while `watch`
 * exited 1): 4 stopped mid-job, 1 failed, held or a duplicate (whatever the engine's own
 * code), 0 succeeded.
 */
export function fileExitCode(r: Pick<FileReport, 'exitCode'>): number {
  if (r.exitCode === 0 || r.exitCode === 4) return r.exitCode;
  return 1;
}
