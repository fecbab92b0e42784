// `--version`: the version in the package's own package.json, found upwards from this file
// (main/cli/ when run from source, dist/main/cli/ when built).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function cliVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 5; up++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'commerce-bulk' && pkg.version) return pkg.version;
    } catch {
      // No package.json at this level: look one folder up.
    }
  }
  return 'unknown';
}
