// The built-in sandbox started in-process, as the CLI and the app both start it: its data
// under <data folder>/sandbox (shared with the `sandbox` command), its credentials kept in
// memory and never written, and a token manager over them. One function, so the two cannot
// drift apart in where the data goes or whether the secrets reach a file.
import { join } from 'node:path';
import { TokenManager } from '../auth/index.js';
import type { SandboxHandle, SandboxOptions } from '../../server/index.js';
import { ownerOnlyDir } from '../files/index.js';

/** Where the built-in sandbox keeps its data: the CLI, the app and the `sandbox` command share it. */
export function builtInSandboxDir(dataDir: string): string {
  return ownerOnlyDir(join(dataDir, 'sandbox'));
}

export async function startBuiltInSandbox(
  dataDir: string,
  options: SandboxOptions = {},
  onStateChange?: () => void,
): Promise<{ sandbox: SandboxHandle; tokens: TokenManager }> {
  // Loaded when the sandbox starts: a command on a real service, and the app's window, never wait for it.
  const { startSandbox } = await import('../../server/index.js');
  const sandbox = await startSandbox({
    dataDir: builtInSandboxDir(dataDir),
    port: 0,
    quiet: true,
    ...options,
    writeCredentials: false,
  });
  const c = sandbox.credentials;
  const tokens = new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
    ...(onStateChange ? { onStateChange } : {}),
  });
  return { sandbox, tokens };
}
