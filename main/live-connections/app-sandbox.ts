// The app's built-in sandbox connection: the sandbox started in-process as the CLI starts it
// (built-in-sandbox.ts: data under <dataDir>/sandbox, credentials kept in memory, never
// written) and the live connection the app lists for it, so a new user works at once, offline.
import type { SandboxHandle, SandboxOptions } from '../../server/index.js';
import { SANDBOX_ID } from '../connection-refs/index.js';
import { startBuiltInSandbox } from './built-in-sandbox.js';
import type { LiveConnection } from './summary.js';

export async function startAppSandbox(
  dataDir: string,
  options: SandboxOptions | undefined,
  onStateChange: () => void,
): Promise<{ handle: SandboxHandle; live: LiveConnection }> {
  const { sandbox: handle, tokens } = await startBuiltInSandbox(dataDir, options, onStateChange);
  const live: LiveConnection = {
    id: SANDBOX_ID,
    name: 'Built-in sandbox',
    kind: 'sandbox',
    baseUrl: handle.url,
    tokens,
    profiles: handle.credentials.profiles.map((p) => ({ id: p.id, name: p.name })),
    note: 'Runs on this computer with sample data; nothing leaves it.',
  };
  return { handle, live };
}
