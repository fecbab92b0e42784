// The app's proxy choice (Settings → Network): "system", "none" or a manual proxy, kept per
// user in <dataDir>/network.json. A proxy password never goes into that plain file: a
// manual URL holding credentials is refused with a message pointing to the system proxy or
// the environment (HTTPS_PROXY), where a password can live.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../files/index.js';
import { NetworkError, parseProxyUrl, type AppProxySetting } from '../net/index.js';

const FILE = 'network.json';
const SOURCE = "the manual proxy in the app's settings";

/** The setting as it may be stored: a known mode, a manual URL only in manual mode, no credentials. */
export function checkAppProxySetting(setting: AppProxySetting): AppProxySetting {
  if (setting.mode !== 'manual') return { mode: setting.mode };
  const raw = setting.manualUrl?.trim() ?? '';
  if (!raw)
    throw new NetworkError(
      'proxy-setting',
      'The manual proxy has no address.',
      'Enter an address like http://proxy.example.com:8080, or choose "system" or "none".',
    );
  const url = parseProxyUrl(raw, SOURCE);
  if (url.username || url.password)
    throw new NetworkError(
      'proxy-setting',
      'The manual proxy address holds a user name or password, which the app does not store in its settings file.',
      'Remove them from the address and use the system proxy (choose "system"), or start the app with HTTPS_PROXY=http://user:password@host:port in the environment.',
    );
  return { mode: 'manual', manualUrl: `${url.protocol}//${url.host}` };
}

/** The saved choice; "system" when nothing (or nothing usable) is saved. */
export function readAppProxySetting(dataDir: string): AppProxySetting {
  try {
    const saved = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<AppProxySetting>;
    if (saved.mode === 'system' || saved.mode === 'none' || saved.mode === 'manual')
      return checkAppProxySetting({ mode: saved.mode, manualUrl: saved.manualUrl });
  } catch {
    // Missing or damaged: the system's settings, as on a first start.
  }
  return { mode: 'system' };
}

/** Checks and saves the choice; answers what was saved. */
export async function writeAppProxySetting(dataDir: string, setting: AppProxySetting): Promise<AppProxySetting> {
  const checked = checkAppProxySetting(setting);
  await writeWhole(path.join(dataDir, FILE), `${JSON.stringify(checked, null, 2)}\n`);
  return checked;
}
