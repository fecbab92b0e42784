// Bundles the sandboxed preload into one CommonJS file: a sandboxed preload may require only
// 'electron', so shared/ipc must be inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['main/app/preload.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['electron'],
  outfile: 'dist/main/app/preload.cjs',
  minify: true,
  logLevel: 'warning',
});
