// Electron entry point. A start by an installed `commerce-bulk` launcher runs the CLI headless
// (no window, the CLI's output and exit code, the app's own native modules); any other start
// opens the window (window-app.ts). The decision lives in main/launch/, plain Node, so the
// launcher tests run it without Electron.
import { app } from 'electron';
import { startApp } from '../launch/index.js';

// Awaited: Electron emits `ready` only once the entry has resolved, so the window app's
// pre-ready calls (single-instance lock, privileged scheme) still come before it.
await startApp(process.argv, {
  beforeCli: () => app.dock?.hide(),
  startWindow: () => import('./window-app.js'),
});
