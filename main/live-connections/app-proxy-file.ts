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

/** The saved choice, and what is wrong with the file when it could not be used. */
export interface SavedAppProxySetting {
  setting: AppProxySetting;
  /** A damaged network.json: its path, what is wrong and how to fix it (the setting is then "system"). */
  problem?: string;
}

/**
 * The saved choice; "system" when nothing is saved. A damaged file is never reset (the data
 * folder's policy, files/json-store.ts) nor silently read as "system": the app still starts on
 * the system's proxy, and the problem names the file and how to fix it, for Settings → Network.
 */
export function readAppProxySetting(dataDir: string): SavedAppProxySetting {
  const file = path.join(dataDir, FILE);
  const refused = (what: string): SavedAppProxySetting => ({
    setting: { mode: 'system' },
    problem: `The network settings file ${file} cannot be used: ${what}. The app uses the system proxy until it is fixed: correct the file, or choose a proxy in Settings → Network and save, which replaces it.`,
  });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { setting: { mode: 'system' } };
    return refused(`it cannot be read (${(err as Error).message})`);
  }
  let saved: Partial<AppProxySetting>;
  try {
    saved = JSON.parse(text) as Partial<AppProxySetting>;
  } catch (err) {
    return refused(`it is not JSON (${(err as Error).message})`);
  }
  if (saved?.mode !== 'system' && saved?.mode !== 'none' && saved?.mode !== 'manual')
    return refused('"mode" is not "system", "none" or "manual"');
  try {
    return { setting: checkAppProxySetting({ mode: saved.mode, manualUrl: saved.manualUrl }) };
  } catch (err) {
    return refused((err as Error).message.replace(/\.$/, ''));
  }
}

/** Checks and saves the choice; answers what was saved. */
export async function writeAppProxySetting(dataDir: string, setting: AppProxySetting): Promise<AppProxySetting> {
  const checked = checkAppProxySetting(setting);
  await writeWhole(path.join(dataDir, FILE), `${JSON.stringify(checked, null, 2)}\n`);
  return checked;
}
