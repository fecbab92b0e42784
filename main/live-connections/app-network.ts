// How the app's saved connections reach their service: the connection's own proxy and
// company certificate first, then the operating system's proxy for the service's address
// (Electron's session.resolveProxy, PAC files and WPAD included, asked by main/app through
// ConnectionShell.resolveProxy), then the environment. The sandbox never goes through one.
import type { ConnectionConfig } from '../auth/index.js';
import { appNetworkSettings, layerSettings, type AppProxySetting, type NetworkSettings } from '../net/index.js';
import { savedNetwork } from './open.js';

/** What main/app gives: the system's proxy answer for a URL ("PROXY a:8080; DIRECT"). */
export type ResolveProxy = (url: string) => Promise<string>;

/** `setting`: the user's choice in Settings (app-proxy-file.ts); the system is only asked in mode "system". */
export async function appNetworkFor(
  config: ConnectionConfig,
  resolveProxy?: ResolveProxy,
  setting: AppProxySetting = { mode: 'system' },
): Promise<NetworkSettings> {
  let answer: string | undefined;
  try {
    answer = resolveProxy && setting.mode === 'system' ? await resolveProxy(config.baseUrl) : undefined;
  } catch {
    // No answer from the system: the environment decides, as in the CLI.
  }
  return layerSettings(savedNetwork(config), appNetworkSettings(setting, answer));
}

/** An automation's pull source (issue 45) goes out by the app's proxy choice, the system asked for the source's own address. */
export async function sourceNetworkFor(
  address: string,
  setting: AppProxySetting,
  resolveProxy?: ResolveProxy,
): Promise<NetworkSettings> {
  let answer: string | undefined;
  try {
    answer = resolveProxy && setting.mode === 'system' ? await resolveProxy(address) : undefined;
  } catch {
    // No answer from the system: the environment decides.
  }
  return appNetworkSettings(setting, answer);
}
