// Electron entry point: security policy, the app:// protocol, the IPC table, the main window.
// Everything with logic lives outside main/app/ and runs under plain Node too. The app and
// the CLI share one data folder (appHome) so they see the same connections and jobs.
import { app, BrowserWindow, dialog } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerAppScheme, serveRenderer, APP_ORIGIN } from './protocol.js';
import { applySecurityPolicy, CONTENT_SECURITY_POLICY } from './security.js';
import { registerIpc, createEmitter } from './ipc-main.js';
import { createMainWindow } from './window.js';
import { createDispatcher, trustOrigins } from '../ipc/dispatch.js';
import { createAppContext } from '../ipc/context.js';
import { createHandlerTable } from '../ipc/handlers.js';
import { appHome } from '../jobs/app-home.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.resolve(here, '../../renderer');
const preloadPath = path.resolve(here, 'preload.cjs');

if (!app.requestSingleInstanceLock()) app.quit();
registerAppScheme();
applySecurityPolicy();

app.whenReady().then(async () => {
  serveRenderer(rendererDir, CONTENT_SECURITY_POLICY);
  const emit = createEmitter(() => BrowserWindow.getAllWindows());
  const context = await createAppContext({ dataDir: appHome(), emit, appVersion: app.getVersion() });
  registerIpc(createDispatcher(createHandlerTable(context), trustOrigins([APP_ORIGIN])));
  createMainWindow(preloadPath);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(preloadPath);
  });
  app.on('before-quit', (event) => {
    if (!context.hasRunningJob()) return;
    const choice = dialog.showMessageBoxSync({
      type: 'question',
      buttons: ['Keep running', 'Quit and resume later'],
      defaultId: 0,
      message: 'An import is still running.',
      detail: 'If you quit now, the rows already sent are kept and the rest can be resumed on the next start.',
    });
    if (choice === 0) event.preventDefault();
    else void context.dispose();
  });
}).catch((error: unknown) => {
  dialog.showErrorBox('Commerce Bulk could not start', error instanceof Error ? error.message : String(error));
  app.quit();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
