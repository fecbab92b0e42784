// The application menu's template in the current language (issue 30): every item a role
// would label in English gets its label from the `main` namespace, so the menu is rebuilt
// in the new language when the user switches.
import type { MenuItemConstructorOptions } from 'electron';
import { mainText as t } from '../i18n/index.js';

export interface MenuActions {
  checkForUpdates(): void;
  /** macOS: links /usr/local/bin/commerce-bulk to the app's launcher (main/launch). */
  installCommandLineTool(): void;
  openLog(): void;
  showAbout(): void;
}

type Item = MenuItemConstructorOptions;
const separator: Item = { type: 'separator' };

function appMenu(actions: MenuActions): Item {
  return {
    role: 'appMenu',
    submenu: [
      { role: 'about', label: t('menu.about') },
      separator,
      { label: t('menu.installCli'), click: () => actions.installCommandLineTool() },
      separator,
      { role: 'services', label: t('menu.services') },
      separator,
      { role: 'hide', label: t('menu.hide') },
      { role: 'hideOthers', label: t('menu.hideOthers') },
      { role: 'unhide', label: t('menu.unhide') },
      separator,
      { role: 'quit', label: t('menu.quit') },
    ],
  };
}

function editMenu(): Item {
  return {
    label: t('menu.edit'),
    submenu: [
      { role: 'undo', label: t('menu.undo') },
      { role: 'redo', label: t('menu.redo') },
      separator,
      { role: 'cut', label: t('menu.cut') },
      { role: 'copy', label: t('menu.copy') },
      { role: 'paste', label: t('menu.paste') },
      { role: 'selectAll', label: t('menu.selectAll') },
    ],
  };
}

function viewMenu(): Item {
  return {
    label: t('menu.view'),
    submenu: [
      { role: 'reload', label: t('menu.reload') },
      { role: 'forceReload', label: t('menu.forceReload') },
      { role: 'toggleDevTools', label: t('menu.toggleDevTools') },
      separator,
      { role: 'resetZoom', label: t('menu.resetZoom') },
      { role: 'zoomIn', label: t('menu.zoomIn') },
      { role: 'zoomOut', label: t('menu.zoomOut') },
      separator,
      { role: 'togglefullscreen', label: t('menu.toggleFullScreen') },
    ],
  };
}

function windowMenu(mac: boolean): Item {
  const common: Item[] = [{ role: 'minimize', label: t('menu.minimize') }];
  return {
    label: t('menu.window'),
    role: 'windowMenu',
    submenu: mac
      ? [...common, { role: 'zoom', label: t('menu.zoom') }, separator, { role: 'front', label: t('menu.front') }]
      : [...common, { role: 'close', label: t('menu.close') }],
  };
}

function helpMenu(mac: boolean, actions: MenuActions): Item {
  return {
    label: t('menu.help'),
    role: 'help',
    submenu: [
      { label: t('menu.checkForUpdates'), click: () => actions.checkForUpdates() },
      { label: t('menu.openLog'), click: () => actions.openLog() },
      ...(mac ? [] : [separator, { label: t('menu.about'), click: () => actions.showAbout() }]),
    ],
  };
}

export function menuTemplate(mac: boolean, actions: MenuActions): Item[] {
  const file: Item = {
    label: t('menu.file'),
    submenu: [mac ? { role: 'close', label: t('menu.close') } : { role: 'quit', label: t('menu.quit') }],
  };
  return [...(mac ? [appMenu(actions)] : []), file, editMenu(), viewMenu(), windowMenu(mac), helpMenu(mac, actions)];
}
