// The app's proxy choice, as a pure function: "system" (the operating system's settings,
// PAC files and WPAD included, as Electron's session.resolveProxy() answers them for the
// service's address), "none", or a manual proxy. main/app asks Electron; this turns the
// answer into the settings the client's dispatcher is made from (dispatcher.ts).
import type { NetworkSettings } from './settings.js';

export type AppProxyMode = 'system' | 'none' | 'manual';

export interface AppProxySetting {
  mode: AppProxyMode;
  /** The manual proxy, e.g. http://proxy.example.com:8080 (mode 'manual' only). */
  manualUrl?: string | undefined;
}

/**
 * The first usable entry of a PAC answer ("PROXY a:8080; DIRECT", "HTTPS b:443",
 * "SOCKS5 c:1080; PROXY a:8080"): a proxy URL, 'none' for DIRECT, or null when no entry is
 * one this client can use (SOCKS only).
 */
export function proxyFromPac(answer: string): string | null {
  for (const entry of answer.split(';')) {
    const [kind = '', address] = entry.trim().split(/\s+/);
    const upper = kind.toUpperCase();
    if (upper === 'DIRECT') return 'none';
    if (!address) continue;
    if (upper === 'PROXY' || upper === 'HTTP') return `http://${address}`;
    if (upper === 'HTTPS') return `https://${address}`;
  }
  return null;
}

/** The network settings of the app's connections, from the user's choice and the system's PAC answer. */
export function appNetworkSettings(setting: AppProxySetting, systemAnswer?: string): NetworkSettings {
  if (setting.mode === 'none') return { proxy: 'none', proxySource: "the app's proxy setting (none)" };
  if (setting.mode === 'manual') {
    const url = setting.manualUrl?.trim();
    return url
      ? { proxy: url, proxySource: "the manual proxy in the app's settings" }
      : { proxy: 'none', proxySource: "the app's proxy setting" };
  }
  // System: the OS's answer for the service's address; without one, the environment decides.
  const fromPac = systemAnswer ? proxyFromPac(systemAnswer) : null;
  return fromPac === null ? {} : { proxy: fromPac, proxySource: "the system's proxy settings (PAC or WPAD)" };
}
