// The version `commerce-bulk --version` prints: the package's, read from the package.json
// beside dist/ (the repository's, or the one inside the installed app's resources).
import { readFileSync } from 'node:fs';

export function cliVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  // From the sources (tsx) the file is one folder nearer.
  const candidates = [file, new URL('../../package.json', import.meta.url)];
  for (const candidate of candidates) {
    try {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'commerce-bulk' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // Not there from this layout: try the next.
    }
  }
  return 'unknown';
}
