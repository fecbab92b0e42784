// What only the shell can do (Electron dialogs and the login window; in e2e tests their
// Chromium-based stand-ins), injected into the app context so that everything else runs
// under plain Node.
import type { SecretVault } from '../auth/index.js';
import type { SandboxOptions } from '../../server/index.js';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface AppDeps {
  /** The OS open dialog; null when cancelled. */
  pickFile(purpose: 'spreadsheet' | 'mapping'): Promise<string | null>;
  /** The OS folder dialog (the PDFs of a ChannelDocuments import); absent or null: cancelled. */
  pickFolder?(): Promise<string | null>;
  /** The OS save dialog; null when cancelled. */
  saveAs(defaultName: string, filters: FileFilter[]): Promise<string | null>;
  /**
   * Shows the service's grant screen and resolves with the first URL that reaches the
   * registered redirect URI (query and fragment intact), or null when the user closed it.
   */
  openLoginWindow(authorizeUrl: string, redirectUri: string): Promise<string | null>;
  /** Opens a URL in the system browser (the sign-in fallback); absent: the UI shows the URL to copy. */
  openExternal?(url: string): Promise<void>;
  /** Secret storage (the OS keychain by default). */
  vault?: SecretVault;
  /** Options of the built-in sandbox (tests slow it down to pause a run mid-way). */
  sandbox?: SandboxOptions;
  /** Budget the client paces to; the real limit by default. */
  budgetPerMinute?: number;
}

/** Defaults for a context without a shell: every dialog answers "cancelled". */
export const headlessDeps: AppDeps = {
  pickFile: async () => null,
  saveAs: async () => null,
  openLoginWindow: async () => null,
};
