// The webPreferences of the app's windows as plain values, so the security settings can be
// read and tested without Electron: context isolation, the sandbox, no Node in any page.
import path from 'node:path';

/** What every window of the app shares. */
export interface LockedWebPreferences {
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInSubFrames: false;
  nodeIntegrationInWorker: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
}

const LOCKED: LockedWebPreferences = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
};

/** The main window: the locked settings and the app's one preload script. */
export function mainWindowWebPreferences(
  preloadPath: string,
): LockedWebPreferences & { preload: string; spellcheck: false } {
  return { ...LOCKED, preload: path.resolve(preloadPath), spellcheck: false };
}

/** The login window shows the service's pages: the locked settings and no preload. */
export function loginWindowWebPreferences(): LockedWebPreferences {
  return { ...LOCKED };
}
