// `npm start` after the build: opens the app with the Electron binary when it is there. Since
// Electron 45, npm ci no longer fetches the binary (and cannot where the network is closed):
// then this says why the window cannot open, how to get it, and what works without it, instead
// of Electron's "failed to install correctly".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The Electron executable the electron package would run, or null when it is not downloaded. */
export function electronBinary(electronDir) {
  const pathFile = join(electronDir, 'path.txt');
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : 'electron';
    const full = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, name);
    return existsSync(full) ? full : null;
  }
  if (!existsSync(pathFile)) return null;
  const full = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'));
  return existsSync(full) ? full : null;
}

export const MISSING = `The app's window cannot open: the Electron binary is not installed here.
(npm ci does not download it since Electron 45; it also fails without a network.)

Online, fetch it once, then start again:
  npx install-electron
  npm start

Offline, everything but the window works now, against the built-in sandbox:
  npm run cli -- --help
  npm run cli -- import assets/samples/dc-quantities.csv --resource DCQuantities
  npm run sandbox -- --port 8080 --data-dir ./sandbox-data
`;

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const binary = electronBinary(electronDir);
  if (!binary) {
    process.stderr.write(MISSING);
    process.exit(1);
  }
  const r = spawnSync(binary, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
