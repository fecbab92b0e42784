// A JSON file the app ships or finds beside itself (its package.json), read as it is: no
// schema, no store. Kept apart from json-store.ts (zod, locks) so that `--version` and
// `--help` load nothing more than Node's fs (the start-up bench holds them near Node's own).
import { readFileSync } from 'node:fs';

/** The parsed file, or undefined when it is missing or not JSON. */
export function readShippedJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
