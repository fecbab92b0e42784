// The update decision as a pure function, so every combination of user setting, admin
// policy, run state and network is tested without Electron or a release feed. The shell
// (main/app/updater.ts) asks it before each check, after each download and when a run ends,
// and does only what it answers.

/** The user's own switch in Settings. Off stops the automatic checks; "Check for updates" still works. */
export type UserSetting = 'on' | 'off';

/** Where an administrator turned updates off; users cannot undo any of these. */
export type PolicySource = 'env' | 'file' | 'registry';
export type AdminPolicy = { updates: 'allowed' } | { updates: 'off'; source: PolicySource; detail: string };

export type RunState = 'idle' | 'running';
export type Network = 'online' | 'offline';
/** Automatic: at start and every six hours. Manual: the "Check for updates" item. */
export type Trigger = 'automatic' | 'manual';

export interface UpdateSituation {
  setting: UserSetting;
  policy: AdminPolicy;
  run: RunState;
  network: Network;
  trigger: Trigger;
  /** An update was downloaded earlier and waits to be installed. */
  downloaded: boolean;
}

/**
 * - prompt: offer "Restart and update" now (declining leaves it for the quit);
 * - wait: an import is running; the prompt comes when it ends, never in the middle of it;
 * - none: nothing to install.
 */
export type InstallStep = 'prompt' | 'wait' | 'none';

export type DecisionReason = 'admin-policy' | 'user-setting' | 'offline' | 'already-downloaded' | 'check';

export interface UpdateDecision {
  /** Ask the release feed whether there is a newer version. */
  check: boolean;
  /** Download a newer version in the background when the check finds one. */
  download: boolean;
  install: InstallStep;
  /** Let electron-updater install a downloaded update when the app quits. */
  installOnQuit: boolean;
  /** Why nothing is checked, for the status line and the log (offline is no error). */
  reason: DecisionReason;
}

export function decideUpdate(situation: UpdateSituation): UpdateDecision {
  const { setting, policy, run, network, trigger, downloaded } = situation;
  // An administrator's "off" wins over everything, including an update fetched before the
  // policy arrived: nothing is checked, fetched or installed.
  if (policy.updates === 'off') {
    return { check: false, download: false, install: 'none', installOnQuit: false, reason: 'admin-policy' };
  }
  // Installing needs no network, and an update is only ever on disk because the user or the
  // automatic check allowed it; the one rule is never in the middle of an import. Quitting
  // with a run in flight stops the run first ("Quit and resume later"), so the install on
  // quit cannot cut an import.
  const install: InstallStep = !downloaded ? 'none' : run === 'running' ? 'wait' : 'prompt';
  const installOnQuit = downloaded;
  const idle = { check: false, download: false, install, installOnQuit };
  if (downloaded) return { ...idle, reason: 'already-downloaded' };
  if (setting === 'off' && trigger === 'automatic') return { ...idle, reason: 'user-setting' };
  // Offline is a normal state for a laptop, not an error: no check, no dialog.
  if (network === 'offline') return { ...idle, reason: 'offline' };
  return { check: true, download: true, install, installOnQuit, reason: 'check' };
}
