// `--version`: the version in the package's own package.json, found upwards from this file
// (main/cli/ when run from source, dist/main/cli/ when built).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line local/no-deep-import -- the barrel loads zod and the lock files; `--version` must start in a blink (issue 44).
import { readShippedJson } from '../files/read-json.js';

export function cliVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = dirname(dir)) {
    // No package.json at this level (undefined): look one folder up.
    const pkg = readShippedJson(join(dir, 'package.json')) as { name?: string; version?: string } | undefined;
    if (pkg?.name === 'commerce-bulk' && pkg.version) return pkg.version;
  }
  return 'unknown';
}
