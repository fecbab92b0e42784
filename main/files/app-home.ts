// The one default of the data folder, where the app and the CLI keep their state (journals,
// remembered mappings, saved connections, the active-connection file, the built-in
// sandbox's data): $COMMERCE_BULK_HOME when set, its one override, so tests and scripts can
// isolate themselves; else ~/.commerce-bulk. Nothing else decides where that folder is.
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function appHome(): string {
  const dir = process.env.COMMERCE_BULK_HOME
    ? resolve(process.env.COMMERCE_BULK_HOME)
    : join(homedir(), '.commerce-bulk');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function appDir(...parts: string[]): string {
  const dir = join(appHome(), ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
