// The one codec of `<data folder>/cli-active-connection.json`: the connection `login` or the
// app's connection list made active, which later commands use when they get no
// --credentials. The CLI and the app read and write it only through here, so they agree on
// its shape. It holds a pointer (a file path or a saved connection's id), never a secret.
import { join } from 'node:path';
import { JsonStore } from '../files/index.js';
import { activeConnectionSchema, type ActiveConnection } from './reference.js';

export const ACTIVE_FILE = 'cli-active-connection.json';

/** The active connection, or null when none was chosen or the file is damaged (the caller falls back to the sandbox). */
// A damaged pointer reads as none (main/files' 'empty' policy): the caller falls back to the
// sandbox and says so, and choosing a connection writes the file afresh.
const activeFile = (dataDir: string) =>
  new JsonStore(join(dataDir, ACTIVE_FILE), activeConnectionSchema.nullable(), {
    what: 'The active connection',
    empty: () => null,
    broken: 'empty',
  });

export function readActiveConnection(dataDir: string): ActiveConnection | null {
  return activeFile(dataDir).read();
}

export function writeActiveConnection(dataDir: string, active: ActiveConnection): void {
  // Whole or not at all (main/files), so the CLI and the app never read half a file.
  activeFile(dataDir).writeSync(activeConnectionSchema.parse(active));
}
