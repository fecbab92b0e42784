// The main window: context isolation, sandbox, no Node in the renderer, our one preload.
import { BrowserWindow } from 'electron';
import { APP_ORIGIN, mainWindowWebPreferences } from '../shell-rules/index.js';

/** `minimised`: started with the system (the automations run; the window waits in the taskbar). */
export function createMainWindow(preloadPath: string, opts: { minimised?: boolean } = {}): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Commerce Bulk',
    webPreferences: mainWindowWebPreferences(preloadPath),
  });
  win.once('ready-to-show', () => (opts.minimised ? win.minimize() : win.show()));
  // Not awaited: the window shows itself on ready-to-show. A failed load leaves it blank, so
  // say why where a support request can find it.
  void win
    .loadURL(`${APP_ORIGIN}/index.html`)
    .catch((error: unknown) => console.error('The app page did not load.', error));
  return win;
}
