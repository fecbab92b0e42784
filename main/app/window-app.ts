// The window app: security policy, the app:// protocol, the IPC table, the main window.
// Everything with logic lives outside main/app/ and runs under plain Node too. The app and
// the CLI share one data folder (appHome) so they see the same connections and jobs.
import { app, BrowserWindow, dialog, session, shell } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerAppScheme, serveRenderer, APP_ORIGIN } from './protocol.js';
import { applySecurityPolicy, CONTENT_SECURITY_POLICY } from './security.js';
import { registerIpc, createEmitter } from './ipc-main.js';
import { createMainWindow } from './window.js';
import { openLoginWindow } from './login-window.js';
import { pickFile, pickFolder, saveAs } from './dialogs.js';
import { watchOpenedFiles } from './open-file.js';
import { createUpdaterPort, isOnline, promptRestart } from './updater.js';
import { installMenu, reportCheck } from './menu.js';
import { launchedMinimised, loginItem, showNotification } from './system-integration.js';
import { captureConsole, logFailedCalls, openAppLog } from '../logs/index.js';
import { createDispatcher, trustOrigins } from '../ipc/dispatch.js';
import { createDropDoor } from '../ipc/drop.js';
import { createAppContext, type AppContext } from '../ipc/context.js';
import { createHandlerTable } from '../ipc/handlers.js';
import { appHome } from '../files/index.js';
import { redact } from '../auth/index.js';
import { mainText, setMainLanguage } from '../i18n/index.js';
import { languageOf } from '../../shared/i18n/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.resolve(here, '../../renderer');
const preloadPath = path.resolve(here, 'preload.cjs');

if (!app.requestSingleInstanceLock()) app.quit();
registerAppScheme();
applySecurityPolicy();
// The log users can send: opened first, so start-up errors reach it too.
const log = openAppLog(appHome());
captureConsole(log);

let context: AppContext | null = null;
const helpActions = {
  checkForUpdates: () => void context?.updates.checkNow().then(reportCheck),
  openLog: () => void shell.openPath(log.file),
};
const opened: string[] = [];
watchOpenedFiles((file) => (context ? context.openFile(file) : opened.push(file)));

/** The command line launcher of the installed app (resources/bin), for the OS scheduler. */
function installedLauncher(): string {
  return path.join(process.resourcesPath, 'bin', process.platform === 'win32' ? 'commerce-bulk.cmd' : 'commerce-bulk');
}

// Quitting: asks while a job runs, then stops the runs after their batches in flight.
let quitting = false;
function beforeQuit(event: Electron.Event): void {
  if (quitting || !context) return;
  if (context.hasRunningJob()) {
    const choice = dialog.showMessageBoxSync({
      type: 'question',
      buttons: [mainText('quit.keepRunning'), mainText('quit.quitResume')],
      defaultId: 0,
      cancelId: 0,
      message: mainText('quit.message'),
      detail: mainText('quit.detail'),
    });
    if (choice === 0) {
      event.preventDefault();
      return;
    }
  }
  // Stop the runs after their batches in flight and close the journals, then quit for real.
  event.preventDefault();
  quitting = true;
  // Quit even when closing a journal failed: the runs resume from their journals.
  void context
    .dispose()
    .catch((error: unknown) =>
      console.error('Closing down:', redact(error instanceof Error ? error.message : String(error))),
    )
    .finally(() => app.quit());
}

app
  .whenReady()
  .then(async () => {
    serveRenderer(rendererDir, CONTENT_SECURITY_POLICY);
    // The OS's language until the saved choice is read (a start-up failure is said in it).
    setMainLanguage(languageOf(app.getLocale()));
    const emit = createEmitter(() => BrowserWindow.getAllWindows());
    context = await createAppContext({
      dataDir: appHome(),
      emit,
      appVersion: app.getVersion(),
      log,
      deps: {
        pickFile,
        pickFolder,
        saveAs,
        openLoginWindow: (url, redirectUri, proxy) =>
          openLoginWindow(url, redirectUri, proxy, BrowserWindow.getFocusedWindow() ?? undefined),
        openExternal: (url) => shell.openExternal(url),
        // The OS proxy (PAC, WPAD) for the service's address, as the login window follows it.
        resolveProxy: (url) => session.defaultSession.resolveProxy(url),
        updater: createUpdaterPort(log),
        isOnline,
        promptRestart,
        systemLocale: () => app.getLocale(),
        // Also called once while the context is made: the menu is first built in the app's language.
        languageChanged: () => installMenu(helpActions),
        openPath: async (file) => {
          const failure = await shell.openPath(file);
          if (failure) throw new Error(failure);
        },
        showInFolder: (file) => shell.showItemInFolder(file),
        notify: showNotification,
        loginItem,
        // Installed: the launcher the OS scheduler runs for an automation's schedule.
        ...(app.isPackaged ? { cliLauncher: installedLauncher() } : {}),
      },
    });
    for (const f of opened.splice(0)) context.openFile(f);
    const trusted = trustOrigins([APP_ORIGIN]);
    registerIpc(
      logFailedCalls(log, createDispatcher(createHandlerTable(context), trusted)),
      createDropDoor(context.files, trusted),
    );
    const updates = context.updates;
    installMenu(helpActions);
    updates.start();
    const main = createMainWindow(preloadPath, { minimised: launchedMinimised() });
    app.on('second-instance', () => {
      if (main.isMinimized()) main.restore();
      main.focus();
    });
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow(preloadPath);
    });
    app.on('before-quit', beforeQuit);
  })
  .catch((error: unknown) => {
    dialog.showErrorBox(mainText('start.failed'), redact(error instanceof Error ? error.message : String(error)));
    app.quit();
  });

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
