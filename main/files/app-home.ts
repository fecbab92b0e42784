// The one default of the data folder, where the app and the CLI keep their state (journals,
// remembered mappings, saved connections, the active-connection file, the built-in
// sandbox's data): $COMMERCE_BULK_HOME when set, its one override, so tests and scripts can
// isolate themselves; else ~/.commerce-bulk. Nothing else decides where that folder is.
// It and every folder in it are the owner's alone (0700, an existing one tightened; see
// owner-only.ts; on Windows the user profile protects it).
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { ownerOnlyDir } from './owner-only.js';

export function appHome(): string {
  const dir = process.env.COMMERCE_BULK_HOME
    ? resolve(process.env.COMMERCE_BULK_HOME)
    : join(homedir(), '.commerce-bulk');
  return ownerOnlyDir(dir);
}

export function appDir(...parts: string[]): string {
  return ownerOnlyDir(join(appHome(), ...parts));
}
