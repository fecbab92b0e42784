// A saved automation as the watcher's options: the one translation of a definition that the
// app's runner and `watch --automation` share, so both run the same thing, guards and full
// feed included.
import type { AutomationDefinition } from '../../../shared/ipc/index.js';
import type { ConnectionInfo, JobClient, MappingFile, MappingStore } from '../../jobs/index.js';
import type { GuardThresholds } from '../guards.js';
import type { WatchOptions } from '../watch-folder.js';

export interface WatchBase {
  client: JobClient;
  connection: ConnectionInfo;
  signal: AbortSignal;
  mapping?: MappingFile | undefined;
  once: boolean;
  /** How long a once-run waits for files still being written (default: the watcher's). */
  onceWaitMs?: number;
  /** How long a once-run waits for the folder's lock held by another watcher (default: the watcher's). */
  lockWaitMs?: number;
  onFile: WatchOptions['onFile'];
  jobsDir?: string | undefined;
  mappingStore?: MappingStore | undefined;
}

/** What the definition sets beyond the watcher's options today: guards, full feed, notifications. */
export function unattendedSettings(
  d: AutomationDefinition,
): Pick<AutomationDefinition, 'guards' | 'fullFeed' | 'fullFeedDcs' | 'notify'> {
  return {
    guards: { ...d.guards },
    fullFeed: d.fullFeed,
    ...(d.fullFeedDcs ? { fullFeedDcs: [...d.fullFeedDcs] } : {}),
    notify: { ...d.notify },
  };
}

/** The definition's guards (percent) as the watcher's thresholds. */
export function guardsOf(d: Pick<AutomationDefinition, 'guards'>): GuardThresholds {
  const g = d.guards;
  return { minRows: g.minRowsPercent, maxZeroed: g.maxZeroedPercent, maxInvalid: g.maxInvalidPercent };
}

export function watchOptionsFor(d: AutomationDefinition, base: WatchBase): WatchOptions {
  return {
    folder: d.folder,
    settleMs: d.settleSeconds * 1000,
    once: base.once,
    ...(base.onceWaitMs !== undefined ? { onceWaitMs: base.onceWaitMs } : {}),
    ...(base.lockWaitMs !== undefined ? { lockWaitMs: base.lockWaitMs } : {}),
    guards: guardsOf(d),
    ...(d.fullFeed ? { fullFeed: true } : {}),
    client: base.client,
    signal: base.signal,
    importOptions: {
      resource: d.resource,
      connection: base.connection,
      interimReport: true,
      ...(base.mapping ? { mapping: base.mapping } : {}),
      ...(d.profile ? { profile: d.profile } : {}),
      ...(d.fullFeed && d.fullFeedDcs?.length ? { fullFeedDcs: d.fullFeedDcs } : {}),
      ...(base.jobsDir ? { jobsDir: base.jobsDir } : {}),
      ...(base.mappingStore ? { mappingStore: base.mappingStore } : {}),
    },
    resumeOptions: { interimReport: true },
    onFile: base.onFile,
  };
}
