// What the app's connections need from the shell, and what a job gets from one: kept apart
// from app-connections.ts so that file holds only the connections' behaviour.
import type { ApiClient } from '../api/index.js';
import type { SecretVault } from '../auth/index.js';
import type { BrowserProxy } from '../net/index.js';
import type { SandboxOptions } from '../../server/index.js';
import type { JobConnection } from '../connection-refs/index.js';
import type { ResolveProxy } from './app-network.js';

/** What the app's connections need from the shell (main/ipc's AppDeps extends it). */
export interface ConnectionShell {
  /**
   * Shows the service's grant screen and resolves with the first URL that reaches the
   * registered redirect URI (query and fragment intact), or null when the user closed it.
   * `proxy`: the route the client takes to the service, so the grant page goes the same way.
   */
  openLoginWindow(authorizeUrl: string, redirectUri: string, proxy?: BrowserProxy): Promise<string | null>;
  /** Opens a URL in the system browser (the sign-in fallback); absent: the UI shows the URL to copy. */
  openExternal?(url: string): Promise<void>;
  /** Secret storage (the OS keychain by default). */
  vault?: SecretVault;
  /** Options of the built-in sandbox (tests slow it down to pause a run mid-way). */
  sandbox?: SandboxOptions;
  /** Budget the client paces to; the real limit by default. */
  budgetPerMinute?: number;
  /** The system's proxy for a URL (Electron's session.resolveProxy); absent: the environment decides. */
  resolveProxy?: ResolveProxy;
}

/** connection: what a job started on it records in its journal. */
export interface ActiveClient {
  id: string;
  client: ApiClient;
  label: string;
  baseUrl: string;
  connection: JobConnection;
}
