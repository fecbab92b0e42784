// Which service a CLI command talks to: the one answer of main/connection-refs/resolve.ts
// (--credentials <file>; else the connection chosen with `login`; else the built-in sandbox)
// opened for this command, with the data under the data folder so the next command sees
// the same data.
import { ConnectionStore } from '../auth/index.js';
import { appHome } from '../files/index.js';
import { connectionForCommand } from '../connection-refs/index.js';
import {
  openCredentialsFile,
  openSandbox,
  openSaved,
  type ConnectOptions as OpenOptions,
  type Connected,
} from '../live-connections/index.js';
import type { SandboxHandle } from '../../server/index.js';
import { clientWarnings } from './client-warnings.js';
import { cliNetwork } from './network-options.js';

export type { Connected } from '../live-connections/index.js';
export interface ConnectOptions extends OpenOptions {
  credentials?: string;
}

/** --proxy and --ca-file, when the command was given them, on top of `opts`. */
export function withCliNetwork<T extends OpenOptions>(opts: T): T {
  const network = cliNetwork();
  return network ? { ...opts, network } : opts;
}

export function connectWithFile(path: string, opts: OpenOptions = {}): Promise<Connected> {
  return openCredentialsFile(path, withCliNetwork(opts));
}

/** The built-in sandbox, persisted under <data folder>/sandbox. */
export function connectSandbox(
  opts: OpenOptions & { port?: number } = {},
): Promise<Connected & { sandbox: SandboxHandle }> {
  return openSandbox(appHome(), opts);
}

/** The CLI's client prints what it reports on its own (a list whose paging stopped) on stderr. */
export async function connect(given: ConnectOptions = {}): Promise<Connected> {
  const opts: ConnectOptions = withCliNetwork({ onEvent: clientWarnings(), ...given });
  const dataDir = appHome();
  const chosen = connectionForCommand(dataDir, opts.credentials);
  if (chosen.kind === 'credentials-file') return openCredentialsFile(chosen.path, opts);
  if (chosen.kind === 'saved') {
    const store = await ConnectionStore.open(dataDir);
    const config = store.get(chosen.id);
    if (config) return openSaved(store, config, opts);
    // A saved connection removed since `login` chose it: the built-in sandbox, as on a first run.
  }
  return openSandbox(dataDir, opts);
}
