// The one codec of `<data folder>/cli-active-connection.json`: the connection `login` or the
// app's connection list made active, which later commands use when they get no
// --credentials. The CLI and the app read and write it only through here, so they agree on
// its shape. It holds a pointer (a file path or a saved connection's id), never a secret.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWholeSync } from '../files/index.js';
import { activeConnectionSchema, type ActiveConnection } from './reference.js';

export const ACTIVE_FILE = 'cli-active-connection.json';

/** The active connection, or null when none was chosen or the file is damaged (the caller falls back to the sandbox). */
export function readActiveConnection(dataDir: string): ActiveConnection | null {
  const file = join(dataDir, ACTIVE_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = activeConnectionSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeActiveConnection(dataDir: string, active: ActiveConnection): void {
  const pointer = activeConnectionSchema.parse(active);
  const file = join(dataDir, ACTIVE_FILE);
  // Whole or not at all (main/files), so the CLI and the app never read half a file.
  writeWholeSync(file, `${JSON.stringify(pointer, null, 2)}\n`);
}
