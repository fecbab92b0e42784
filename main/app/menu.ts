// The application menu: the usual roles, plus Help with "Check for updates", "Open log
// file" (the file a support request asks for) and About with the version. Rebuilt in the
// new language whenever the user switches (installMenu is called again).
import { app, dialog, Menu } from 'electron';
import type { UpdateStatus } from '../../shared/ipc/index.js';
import { mainText as t } from '../i18n/index.js';
import { CLI_LINK, installCommandLineTool, launcherIn } from '../launch/index.js';
import { redact } from '../auth/index.js';
import { UserError } from '../../shared/errors/index.js';
import { menuTemplate } from './menu-template.js';

export interface HelpActions {
  checkForUpdates(): void;
  openLog(): void;
}

function showAbout(): void {
  void dialog.showMessageBox({
    type: 'info',
    title: t('menu.about'),
    message: `Commerce Bulk ${app.getVersion()}`,
    detail: `Electron ${process.versions.electron}, Chromium ${process.versions.chrome}, Node ${process.versions.node}.`,
  });
}

/** "Install Command Line Tool" (macOS): the link, then what came of it. */
function installCli(): void {
  installCommandLineTool(launcherIn(process.resourcesPath)).then(
    () => void dialog.showMessageBox({ type: 'info', message: t('cli.installed', { link: CLI_LINK }) }),
    (error: unknown) =>
      void dialog.showMessageBox({
        type: 'warning',
        message: t('cli.installFailed', { message: redact(error instanceof Error ? error.message : String(error)) }),
        ...(error instanceof UserError ? { detail: error.hint } : {}),
      }),
  );
}

export function installMenu(actions: HelpActions): void {
  const mac = process.platform === 'darwin';
  app.setAboutPanelOptions({ applicationName: 'Commerce Bulk', applicationVersion: app.getVersion() });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(menuTemplate(mac, { ...actions, showAbout, installCommandLineTool: installCli })),
  );
}

/** After "Check for updates" from the menu: what came of it (offline is said calmly, not as an error). */
export function reportCheck(status: UpdateStatus): void {
  const messages: Partial<Record<UpdateStatus['phase'], string>> = {
    'up-to-date': t('update.upToDate', { version: status.version }),
    offline: t('update.offline'),
    failed: t('update.failed', { message: status.message ?? t('update.unknownError') }),
    'off-by-policy': t('update.offByPolicy'),
    unsupported: t('update.unsupported'),
  };
  const message = messages[status.phase];
  if (message) void dialog.showMessageBox({ type: 'info', title: t('update.title'), message });
}
