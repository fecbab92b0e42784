// Everything the handlers need, created once per app run (and once per e2e test): the data
// folder, the event emitter, the shell's dialogs, the connections (the built-in sandbox is
// started here, so the app works at once on first start), the review sessions and the job
// runner. Everything here runs under plain Node; Electron supplies only `deps`.
import path from 'node:path';
import { MappingStore } from '../jobs/index.js';
import { appHome, ownerOnlyDir } from '../files/index.js';
import { closeIngestWorkers, type ReviewSession } from '../review/index.js';
import { autoSaveResult, JobRunner } from '../run-control/index.js';
import { ConnectionService } from '../live-connections/index.js';
import { headlessDeps, type AppDeps } from './deps.js';
import { openAppLog, type AppLog } from '../logs/index.js';
import type { UpdateService } from '../updates/index.js';
import { createUpdates } from './update-wiring.js';
import { createAutomations, type AutomationWiring } from './automation-wiring.js';
import type { Emit } from './emit.js';
import { FileGrants } from './file-grants.js';
import type { FileRef } from '../../shared/ipc/index.js';
import { LanguageService } from '../i18n/index.js';

export type { Emit };

export interface AppContextOptions {
  /** Default: the one data folder of main/files/app-home.ts ($COMMERCE_BULK_HOME, else ~/.commerce-bulk). */
  dataDir?: string;
  emit: Emit;
  appVersion?: string;
  deps?: Partial<AppDeps>;
  /** The shell opens the log before the context, to catch start-up errors; else it is opened here. */
  log?: AppLog;
}

export interface AppContext {
  dataDir: string;
  emit: Emit;
  appVersion: string;
  deps: AppDeps;
  connections: ConnectionService;
  reviews: Map<string, ReviewSession>;
  jobs: JobRunner;
  jobsDir: string;
  resultsDir: string;
  mappings: MappingStore;
  log: AppLog;
  updates: UpdateService;
  /** The language the app speaks (Settings → Language, else the OS's), for main's texts too. */
  language: LanguageService;
  /** The saved automations and their runner (checking folders while the app is open). */
  automations: AutomationWiring;
  /** The tokens of the files and folders the user chose: the only names handlers take for files. */
  files: FileGrants;
  /** Files the OS asked us to open before the UI took them. */
  openedFiles: FileRef[];
  /** A file the OS opened with the app (double-click, open-with, argv): granted, then offered to the UI. */
  openFile(file: string): void;
  hasRunningJob(): boolean;
  /** Stops running sends after their batches in flight, so they resume on the next start. */
  pauseRuns(): Promise<void>;
  dispose(): Promise<void>;
}

export async function createAppContext(options: AppContextOptions): Promise<AppContext> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : appHome();
  const jobsDir = path.join(dataDir, 'jobs');
  const resultsDir = path.join(dataDir, 'results');
  for (const dir of [dataDir, jobsDir, resultsDir]) ownerOnlyDir(dir); // 0700, an existing one tightened
  const deps: AppDeps = { ...headlessDeps, ...options.deps };
  const emit = options.emit;
  const connections = await ConnectionService.open(dataDir, deps, (activeId) =>
    emit('connections.changed', { activeId }),
  );
  // A run's result workbook is saved by itself, in the app's language, when its report is built (issue 42).
  const jobs = new JobRunner(jobsDir, (p) => emit('jobs.progress', p), {
    afterReport: (journal) => autoSaveResult(journal, resultsDir, language.effective),
  });
  const reviews = new Map<string, ReviewSession>();
  const files = new FileGrants();
  const openedFiles: FileRef[] = [];
  const log = options.log ?? openAppLog(dataDir);
  const appVersion = options.appVersion ?? '0.1.0';
  const updates = createUpdates(dataDir, appVersion, deps, emit, log, () => jobs.hasRunning());
  const language = new LanguageService({
    dataDir,
    systemLocale: () => deps.systemLocale?.(),
    onChange: (effective) => deps.languageChanged?.(effective),
  });
  const mappings = new MappingStore(path.join(dataDir, 'mappings.json'));
  const automations = createAutomations(
    { dataDir, jobsDir, mappings, connections, language: () => language.effective },
    deps,
    emit,
    log,
  );
  automations.runner.start();
  let disposed = false;
  return {
    dataDir,
    emit,
    appVersion,
    deps,
    connections,
    reviews,
    jobs,
    jobsDir,
    resultsDir,
    mappings,
    log,
    updates,
    language,
    automations,
    files,
    openedFiles,
    openFile(file) {
      const granted = files.grant(file, 'file');
      openedFiles.push(granted);
      emit('files.opened', granted);
    },
    hasRunningJob: () => jobs.hasRunning(),
    pauseRuns: () => jobs.pauseAll(),
    async dispose() {
      if (disposed) return;
      disposed = true;
      await automations.runner.stop();
      await jobs.close();
      for (const s of reviews.values()) await s.discard();
      reviews.clear();
      await closeIngestWorkers();
      await connections.close();
      updates.stop();
      // A log the shell opened is the shell's to close (it logs the quit itself).
      if (!options.log) await log.close();
    },
  };
}
