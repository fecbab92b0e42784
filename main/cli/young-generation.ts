// V8's young generation doubles each time it fills while the CLI loads its modules (to 32 MB
// for an import), yet what module loading allocates (code, catalogues, schemas) lives as long
// as the process: a bigger nursery buys nothing but resident memory. Held at its first size
// until the command's modules are in, then given back V8's default growth, so a big run's
// short-lived rows still get the nursery they need (issue 44, docs/performance.md: a 10-row
// dry-run import peaked 16 MB lower, no CPU lost).
import { setFlagsFromString } from 'node:v8';

/** V8's default (Node 20 to 24); set back once loading is done. */
const DEFAULT_GROWTH = 2;

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}

export function releaseYoungGeneration(): void {
  setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_GROWTH}`);
}
