// main/updates: when to check, download and install updates (a pure decision plus the
// service that applies it over time) and where administrators turn updates off. Plain
// Node; electron-updater is plugged in by main/app/updater.ts.
export * from './decide.js';
export * from './admin-policy.js';
export { isNetworkError } from './network-error.js';
export { UpdateService, type UpdaterPort, type UpdateLog, type UpdateServiceOptions } from './service.js';
export { UserSettingStore, SETTINGS_FILE } from './user-setting.js';
