// The app's proxy choice (Settings → Network): "system", "none" or a manual proxy, kept per
// user in <dataDir>/network.json. A proxy password never goes into that plain file: a
// manual URL holding credentials is refused with a message pointing to the system proxy or
// the environment (HTTPS_PROXY), where a password can live. Read and written through
// main/files' JsonStore ('refuse' policy: a damaged file is never reset, see below).
import path from 'node:path';
import * as z from 'zod';
import { JsonStore, type BrokenFile } from '../files/index.js';
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
      { id: 'errors:net.manualNoAddress' },
      { id: 'errors:net.manualNoAddressHint' },
    );
  const url = parseProxyUrl(raw, SOURCE);
  if (url.username || url.password)
    throw new NetworkError(
      'proxy-setting',
      { id: 'errors:net.manualCredentials' },
      { id: 'errors:net.manualCredentialsHint' },
    );
  return { mode: 'manual', manualUrl: `${url.protocol}//${url.host}` };
}

/** The saved choice, and what is wrong with the file when it could not be used. */
export interface SavedAppProxySetting {
  setting: AppProxySetting;
  /** A damaged network.json: its path, what is wrong and how to fix it (the setting is then "system"). */
  problem?: string;
}

const MODE = '"mode" is not "system", "none" or "manual"';
/** The file's shape; anything else in it is ignored, as the setting's reader always did. */
const FileSchema = z.object(
  {
    mode: z.enum(['system', 'none', 'manual'], { error: MODE }),
    manualUrl: z.string({ error: '"manualUrl" is not text' }).optional(),
  },
  { error: MODE },
);

/** Why a saved setting cannot be used, as Settings → Network shows it: the file, what is wrong, the way out. */
function unusable(file: string, what: string): NetworkError {
  return new NetworkError(
    'proxy-setting',
    { id: 'errors:net.settingsUnusable', params: { file, what } },
    { id: 'errors:net.settingsUnusableHint' },
  );
}

const refusal = (b: BrokenFile): NetworkError =>
  unusable(b.file, b.kind === 'invalid' ? [...new Set(b.issues?.issues.map((i) => i.message))].join('; ') : b.why);

const networkStore = (dataDir: string) =>
  new JsonStore(path.join(dataDir, FILE), FileSchema, {
    what: 'The network settings',
    empty: () => ({ mode: 'system' as const }),
    broken: 'refuse',
    refusal,
  });

/**
 * The saved choice; "system" when nothing is saved. A damaged file is never reset (the data
 * folder's policy, files/json-store.ts) nor silently read as "system": the app still starts on
 * the system's proxy, and the problem names the file and how to fix it, for Settings → Network.
 */
export function readAppProxySetting(dataDir: string): SavedAppProxySetting {
  const store = networkStore(dataDir);
  try {
    const saved = store.read();
    try {
      return { setting: checkAppProxySetting({ mode: saved.mode, manualUrl: saved.manualUrl }) };
    } catch (err) {
      throw unusable(store.file, (err as Error).message.replace(/\.$/, ''));
    }
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    return { setting: { mode: 'system' }, problem: `${err.message} ${err.hint}` };
  }
}

/** Checks and saves the choice (the last choice wins); answers what was saved. */
export async function writeAppProxySetting(dataDir: string, setting: AppProxySetting): Promise<AppProxySetting> {
  const checked = checkAppProxySetting(setting);
  await networkStore(dataDir).write(checked);
  return checked;
}
