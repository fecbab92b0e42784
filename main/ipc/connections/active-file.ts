// Which connection is active, in the same file and shape the CLI reads
// (main/cli/connect.ts), so `npm run cli` follows the app's choice. Never holds a secret.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ACTIVE_FILE = 'cli-active-connection.json';
export const SANDBOX_ID = 'sandbox';

export function readActiveId(dataDir: string): string | null {
  const file = join(dataDir, ACTIVE_FILE);
  if (!existsSync(file)) return null;
  try {
    const active = JSON.parse(readFileSync(file, 'utf8')) as { kind?: string; id?: string };
    if (active.kind === 'sandbox') return SANDBOX_ID;
    if (active.kind === 'saved' && typeof active.id === 'string') return active.id;
  } catch {
    // a damaged file: fall back to the sandbox
  }
  return null;
}

export function writeActiveId(dataDir: string, id: string): void {
  const active = id === SANDBOX_ID ? { kind: 'sandbox' } : { kind: 'saved', id };
  writeFileSync(join(dataDir, ACTIVE_FILE), `${JSON.stringify(active, null, 2)}\n`);
}
