// Where the engine keeps its state (journals, remembered mappings, the built-in sandbox's
// data): $COMMERCE_BULK_HOME when set, so tests and scripts can isolate themselves, else
// ~/.commerce-bulk.
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function appHome(): string {
  const dir = process.env.COMMERCE_BULK_HOME ? resolve(process.env.COMMERCE_BULK_HOME) : join(homedir(), '.commerce-bulk');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function appDir(...parts: string[]): string {
  const dir = join(appHome(), ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
