// The main window: context isolation, sandbox, no Node in the renderer, our one preload.
import { BrowserWindow } from 'electron';
import path from 'node:path';
import { APP_ORIGIN } from './protocol.js';

export function createMainWindow(preloadPath: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Commerce Bulk',
    webPreferences: {
      preload: path.resolve(preloadPath),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  // Not awaited: the window shows itself on ready-to-show. A failed load leaves it blank, so
  // say why where a support request can find it.
  void win
    .loadURL(`${APP_ORIGIN}/index.html`)
    .catch((error: unknown) => console.error('The app page did not load.', error));
  return win;
}
