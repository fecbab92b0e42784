// The app's built-in sandbox connection: the sandbox server started in-process (data under
// <dataDir>/sandbox, its credentials kept in memory, never written) and the live connection
// the app lists for it, so a new user works at once, offline.
import { TokenManager } from '../auth/index.js';
import type { SandboxHandle, SandboxOptions } from '../../server/index.js';
import { builtInSandboxDir } from './open.js';
import { SANDBOX_ID } from '../connection-refs/index.js';
import type { LiveConnection } from './summary.js';

export async function startAppSandbox(
  dataDir: string,
  options: SandboxOptions | undefined,
  onStateChange: () => void,
): Promise<{ handle: SandboxHandle; live: LiveConnection }> {
  // Loaded when the sandbox starts, so the app's window and the CLI do not wait for it.
  const { startSandbox } = await import('../../server/index.js');
  const handle = await startSandbox({
    dataDir: builtInSandboxDir(dataDir),
    port: 0,
    quiet: true,
    ...options,
    writeCredentials: false,
  });
  const c = handle.credentials;
  const tokens = new TokenManager({
    baseUrl: handle.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
    onStateChange,
  });
  const live: LiveConnection = {
    id: SANDBOX_ID,
    name: 'Built-in sandbox',
    kind: 'sandbox',
    baseUrl: handle.url,
    tokens,
    profiles: c.profiles.map((p) => ({ id: p.id, name: p.name })),
    note: 'Runs on this computer with sample data; nothing leaves it.',
  };
  return { handle, live };
}
