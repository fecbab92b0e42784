// The shell's part of issue 28's automations: desktop notifications (Electron's Notification)
// and the OS login item for "Start Commerce Bulk with the system, minimised". What to pass and
// how to read it back are main/shell-rules's plain functions; only the Electron calls are here.
import { app, Notification } from 'electron';
import { loginItemChoice, loginItemSupported, startedMinimised } from '../shell-rules/index.js';
import type { LoginItemPort } from '../ipc/deps.js';

export function showNotification(notice: { title: string; body: string }): void {
  if (Notification.isSupported()) new Notification({ title: notice.title, body: notice.body }).show();
}

export const loginItem: LoginItemPort = {
  supported: loginItemSupported(process.platform),
  get: () => app.getLoginItemSettings(loginItemChoice(true)).openAtLogin,
  set: (enabled) => app.setLoginItemSettings(loginItemChoice(enabled)),
};

/** True when the system started the app at login: the window starts minimised. */
export function launchedMinimised(): boolean {
  return startedMinimised(process.argv, app.getLoginItemSettings().wasOpenedAtLogin);
}
