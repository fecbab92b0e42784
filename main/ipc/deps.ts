// What only the shell can do (Electron dialogs and the login window; in e2e tests their
// Chromium-based stand-ins), injected into the app context so that everything else runs
// under plain Node. The sign-in window and the sandbox's options are
// ConnectionShell's (main/live-connections/app-connections.ts).
import type { ConnectionShell } from '../live-connections/index.js';
import type { AdminPolicy, UpdaterPort } from '../updates/index.js';
import type { UiLanguage } from '../../shared/i18n/index.js';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface AppDeps extends ConnectionShell {
  /** The OS open dialog; null when cancelled. */
  pickFile(purpose: 'spreadsheet' | 'mapping'): Promise<string | null>;
  /** The OS folder dialog (the PDFs of a ChannelDocuments import); absent or null: cancelled. */
  pickFolder?(): Promise<string | null>;
  /** The OS save dialog; null when cancelled. */
  saveAs(defaultName: string, filters: FileFilter[]): Promise<string | null>;
  /** electron-updater behind a port; absent where this copy cannot update itself. */
  updater?: UpdaterPort | null;
  /** Asks "restart and update now?" (a native dialog in the app). */
  promptRestart?(version: string): Promise<boolean>;
  isOnline?(): boolean;
  /** Default: the environment variable, policy file and registry key of main/updates. */
  readUpdatePolicy?(): Promise<AdminPolicy>;
  /** Opens a file with the system's own app (the log file, from Help). */
  openPath?(file: string): Promise<void>;
  /** Shows a file selected in the system's file manager (a saved result workbook); absent: refused with a message. */
  showInFolder?(file: string): void;
  /** The operating system's locale (app.getLocale()); absent: English. Tests pass `en-XA` or `de-DE`. */
  systemLocale?(): string;
  /** The app's language changed (and once at start): the shell rebuilds its menu. */
  languageChanged?(language: UiLanguage): void;
  /** A desktop notification (an automation's run); absent: none is shown. */
  notify?(notice: { title: string; body: string }): void;
  /** "Start with the system, minimised" (the OS login item); absent where the shell cannot set one. */
  loginItem?: LoginItemPort;
  /**
   * The installed command line launcher (resources/bin/commerce-bulk, .cmd on Windows): an
   * automation's schedule is registered with the OS scheduler to run it. Absent (a checkout,
   * the tests): schedules are saved but not registered.
   */
  cliLauncher?: string;
}

export interface LoginItemPort {
  supported: boolean;
  get(): boolean;
  set(enabled: boolean): void;
}

/** Defaults for a context without a shell: every dialog answers "cancelled". */
export const headlessDeps: AppDeps = {
  pickFile: async () => null,
  saveAs: async () => null,
  openLoginWindow: async () => null,
};
