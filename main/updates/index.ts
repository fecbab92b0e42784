// main/updates: when to check, download and install updates (a pure decision plus the
// service that applies it over time) and where administrators turn updates off. Plain
// Node; electron-updater is plugged in by main/app/updater.ts.
export {
  decideUpdate,
  type AdminPolicy,
  type DecisionReason,
  type InstallStep,
  type Network,
  type PolicySource,
  type RunState,
  type Trigger,
  type UpdateDecision,
  type UpdateSituation,
  type UserSetting,
} from './decide.js';
export {
  POLICY_ENV,
  POLICY_REGISTRY_KEY,
  POLICY_REGISTRY_VALUE,
  parsePolicyFile,
  parseRegQuery,
  policyFilePath,
  readAdminPolicy,
  systemPolicyReaders,
  type PolicyReaders,
} from './admin-policy.js';
export { isNetworkError } from './network-error.js';
export { UpdateService, type UpdaterPort, type UpdateLog, type UpdateServiceOptions } from './service.js';
export { UserSettingStore, SETTINGS_FILE } from './user-setting.js';
