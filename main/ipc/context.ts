// Everything the handlers need, created once per app run (and once per e2e test): the data
// folder, the event emitter, the connections and the job engine.
import path from 'node:path';
import os from 'node:os';
import type { EventName, EventOf } from '../../shared/ipc/index.js';

export type Emit = <E extends EventName>(event: E, payload: EventOf<E>) => void;

export interface AppContextOptions {
  dataDir: string;
  emit: Emit;
  appVersion?: string;
}

export interface AppContext {
  dataDir: string;
  emit: Emit;
  appVersion: string;
  hasRunningJob(): boolean;
  dispose(): Promise<void>;
}

export async function createAppContext(options: AppContextOptions): Promise<AppContext> {
  const dataDir = path.resolve(options.dataDir || path.join(os.homedir(), '.commerce-bulk'));
  return {
    dataDir,
    emit: options.emit,
    appVersion: options.appVersion ?? '0.1.0',
    hasRunningJob: () => false,
    dispose: async () => {},
  };
}
