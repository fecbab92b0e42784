// Builds the context's update service and log from the shell's deps, so context.ts only
// names them. Without a shell (CLI-less tests, e2e) the updater is absent and the status
// says so; the policy is still read, so an administrator's "off" shows everywhere.
import type { AppLog } from '../logs/index.js';
import { readAdminPolicy, systemPolicyReaders, UpdateService, UserSettingStore } from '../updates/index.js';
import type { AppDeps } from './deps.js';
import type { Emit } from './emit.js';

export function createUpdates(
  dataDir: string,
  version: string,
  deps: AppDeps,
  emit: Emit,
  log: AppLog,
  isRunning: () => boolean,
): UpdateService {
  return new UpdateService({
    version,
    updater: deps.updater ?? null,
    settings: new UserSettingStore(dataDir),
    readPolicy: deps.readUpdatePolicy ?? (() => readAdminPolicy(systemPolicyReaders())),
    isOnline: deps.isOnline ?? (() => true),
    isRunning,
    promptRestart: deps.promptRestart ?? (async () => false),
    onChange: (status) => emit('updates.changed', status),
    log,
  });
}
