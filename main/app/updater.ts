// electron-updater behind main/updates' port: the release feed the installers were built
// with (electron-builder writes app-update.yml from electron-builder.yml's publish
// setting). Nothing is downloaded or installed on its own: main/updates decides each step.
// Staged rollouts need nothing here: electron-updater skips a release whose latest*.yml
// stagingPercentage does not include this machine.
import { app, dialog, net, BrowserWindow } from 'electron';
import electronUpdater from 'electron-updater';
import type { AppLog } from '../logs/index.js';
import type { UpdaterPort } from '../updates/index.js';
import { mainText as t } from '../i18n/index.js';

/** Null when this copy was not installed from an installer (a developer's `npm start`). */
export function createUpdaterPort(log: AppLog): UpdaterPort | null {
  if (!app.isPackaged) return null;
  const updater = electronUpdater.autoUpdater;
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  updater.logger = {
    info: (message?: unknown) => log.info(`updater: ${String(message)}`),
    warn: (message?: unknown) => log.warn(`updater: ${String(message)}`),
    error: (message?: unknown) => log.error(`updater: ${String(message)}`),
  };
  // Errors are answered by the promises below; without a listener the emitter would throw.
  updater.on('error', () => undefined);
  return {
    async check() {
      const result = await updater.checkForUpdates();
      return result?.isUpdateAvailable ? result.updateInfo.version : null;
    },
    async download() {
      await updater.downloadUpdate();
    },
    setInstallOnQuit(on) {
      updater.autoInstallOnAppQuit = on;
    },
    installNow() {
      updater.quitAndInstall();
    },
  };
}

export const isOnline = (): boolean => net.isOnline();

/** The prompt, shown only when no import runs (main/updates waits for the run to end). */
export async function promptRestart(version: string): Promise<boolean> {
  const options = {
    type: 'info' as const,
    buttons: [t('update.restart'), t('update.later')],
    defaultId: 0,
    cancelId: 1,
    message: t('update.readyMessage', { version }),
    detail: t('update.readyDetail'),
  };
  const parent = BrowserWindow.getFocusedWindow();
  const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
  return response === 0;
}
