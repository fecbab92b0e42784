// The application menu: the usual roles, plus Help with "Check for updates", "Open log
// file" (the file a support request asks for) and About with the version.
import { app, dialog, Menu, type MenuItemConstructorOptions } from 'electron';
import type { UpdateStatus } from '../../shared/ipc/index.js';

export interface HelpActions {
  checkForUpdates(): void;
  openLog(): void;
}

function showAbout(): void {
  void dialog.showMessageBox({
    type: 'info',
    title: 'About Commerce Bulk',
    message: `Commerce Bulk ${app.getVersion()}`,
    detail: `Electron ${process.versions.electron}, Chromium ${process.versions.chrome}, Node ${process.versions.node}.`,
  });
}

export function installMenu(actions: HelpActions): void {
  const mac = process.platform === 'darwin';
  const help: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      { label: 'Check for Updates…', click: () => actions.checkForUpdates() },
      { label: 'Open Log File', click: () => actions.openLog() },
      ...(mac ? [] : [{ type: 'separator' as const }, { label: 'About Commerce Bulk', click: showAbout }]),
    ],
  };
  const template: MenuItemConstructorOptions[] = [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    help,
  ];
  app.setAboutPanelOptions({ applicationName: 'Commerce Bulk', applicationVersion: app.getVersion() });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** After "Check for updates" from the menu: what came of it (offline is said calmly, not as an error). */
export function reportCheck(status: UpdateStatus): void {
  const messages: Partial<Record<UpdateStatus['phase'], string>> = {
    'up-to-date': `Commerce Bulk ${status.version} is the newest version.`,
    offline: 'The update server cannot be reached right now. Commerce Bulk checks again later.',
    failed: `The update check did not work: ${status.message ?? 'unknown error'}.`,
    'off-by-policy': 'Updates are turned off by your administrator.',
    unsupported: 'This copy was not installed with an installer, so it cannot update itself.',
  };
  const message = messages[status.phase];
  if (message) void dialog.showMessageBox({ type: 'info', title: 'Check for Updates', message });
}
