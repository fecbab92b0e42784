// What only the shell can do (Electron dialogs and the login window; in e2e tests their
// Chromium-based stand-ins), injected into the app context so that everything else runs
// under plain Node. The sign-in window and the sandbox's options are
// ConnectionShell's (main/connections/app-connections.ts).
import type { ConnectionShell } from '../connect/index.js';

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
}

/** Defaults for a context without a shell: every dialog answers "cancelled". */
export const headlessDeps: AppDeps = {
  pickFile: async () => null,
  saveAs: async () => null,
  openLoginWindow: async () => null,
};
