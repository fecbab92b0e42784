// "Start Commerce Bulk with the system, minimised" (issue 28): what to hand Electron's
// app.setLoginItemSettings and how to tell, at start, that the system started us. Windows
// passes our `args` to the start entry; macOS says `wasOpenedAtLogin` (this Electron has no
// `openAsHidden` any more, so the window is minimised by us); Linux has no login items in
// Electron (an autostart .desktop file is the desktop's business): offered as unsupported.
export const START_MINIMISED_ARG = '--start-minimised';

export interface LoginItemChoice {
  openAtLogin: boolean;
  args: string[];
}

export function loginItemSupported(platform: NodeJS.Platform): boolean {
  return platform === 'darwin' || platform === 'win32';
}

/** The settings for app.setLoginItemSettings. */
export function loginItemChoice(enabled: boolean): LoginItemChoice {
  return { openAtLogin: enabled, args: [START_MINIMISED_ARG] };
}

/** Started by the system's login item: the window starts minimised (the automations run meanwhile). */
export function startedMinimised(argv: readonly string[], openedAtLogin = false): boolean {
  return openedAtLogin || argv.includes(START_MINIMISED_ARG);
}
