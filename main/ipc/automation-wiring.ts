// Builds the context's runner of saved automations from the connections and the shell's deps,
// so context.ts only names it: each run goes on the automation's own connection, into the
// app's jobs folder (the History view lists it), and ends as an event for the renderer and a
// desktop notification (the shell's, in the user's language) when the automation asks for one,
// and its webhook and e-mail (automation-notify.ts).
import {
  AutomationRunner,
  AutomationStore,
  OsSchedule,
  runNotice,
  scheduleFolder,
  shouldNotify,
} from '../automation/index.js';
import { noteAppTokenUse, sourceNetworkFor, type ConnectionService } from '../live-connections/index.js';
import type { MappingStore } from '../jobs/index.js';
import type { AppLog } from '../logs/index.js';
import { createI18n, templatesFor } from '../../shared/languages/index.js';
import type { UiLanguage } from '../../shared/i18n/index.js';
import { notificationLanguage, notifyAutomation } from './automation-notify.js';
import type { AppDeps } from './deps.js';
import type { Emit } from './emit.js';

export interface AutomationWiring {
  store: AutomationStore;
  runner: AutomationRunner;
  /** The OS scheduler's side of automations with a schedule; null without an installed launcher. */
  osSchedule: OsSchedule | null;
}

export function createAutomations(
  w: {
    dataDir: string;
    jobsDir: string;
    mappings: MappingStore;
    connections: ConnectionService;
    /** The app's language now (Settings → Language, else the OS's): notifications speak it. */
    language: () => UiLanguage;
  },
  deps: AppDeps,
  emit: Emit,
  log: AppLog,
): AutomationWiring {
  const store = AutomationStore.in(w.dataDir);
  const runner = new AutomationRunner({
    store,
    jobsDir: w.jobsDir,
    mappingStore: w.mappings,
    dataDir: w.dataDir,
    ...(deps.vault ? { vault: deps.vault } : {}),
    networkFor: (address) => sourceNetworkFor(address, w.connections.proxySetting, deps.resolveProxy),
    clientFor: (id) => {
      const c = w.connections.client(id);
      return { client: c.client, connection: c.connection };
    },
    onSignedIn: (id) => noteAppTokenUse(w.dataDir, w.connections, id, deps.sandbox),
    onRun: (automation, run, source) => {
      emit('automations.ran', { name: automation.name, run });
      log.info(`Automation "${automation.name}": ${run.status} ${run.file ?? ''} ${run.jobId ?? ''}`.trim());
      const where = { dataDir: w.dataDir, jobsDir: w.jobsDir, language: w.language() };
      void notifyAutomation(automation, source, where, log).catch((err: unknown) =>
        log.warn(`Automation "${automation.name}": notifications failed: ${String(err)}`),
      );
      if (!deps.notify || !shouldNotify(automation, run)) return;
      const i18n = createI18n(w.language());
      const templates = templatesFor(notificationLanguage(w.language()));
      deps.notify(runNotice(i18n.getFixedT(null, 'automations'), automation.name, run, templates));
    },
  });
  const launcher = deps.cliLauncher;
  const osSchedule = launcher
    ? new OsSchedule({
        platform: process.platform,
        command: launcher,
        folder: scheduleFolder(process.platform, w.dataDir),
      })
    : null;
  return { store, runner, osSchedule };
}
