// Fails when the installed Electron is out of support. Electron supports the three newest
// stable majors (https://www.electronjs.org/docs/latest/tutorial/electron-timelines), so a
// major older than the third-newest stable one on the registry no longer gets security fixes,
// and the login window shows remote pages in its Chromium. Run by .ci/run, not by the test
// suite: the answer changes with the registry, not with our code.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const installed = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version;
const installedMajor = Number(installed.split('.')[0]);

let versions;
try {
  const out = execFileSync('npm', ['view', 'electron', 'versions', '--json'], {
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  versions = JSON.parse(out);
} catch (error) {
  // No registry, no verdict: say so loudly rather than pass or fail on a guess.
  console.error(
    `electron-support: cannot read Electron's versions from the registry (${error.message.split('\n')[0]}); check skipped`,
  );
  process.exit(0);
}

// Stable releases only: "45.5.0", not "46.0.0-beta.3" or "46.0.0-nightly...".
const stableMajors = [
  ...new Set(versions.filter((v) => /^\d+\.\d+\.\d+$/.test(v)).map((v) => Number(v.split('.')[0]))),
].sort((a, b) => b - a);
const supported = stableMajors.slice(0, 3);
const oldestSupported = supported[supported.length - 1];
if (installedMajor < oldestSupported) {
  console.error(
    `electron-support: Electron ${installed} is out of support; the supported majors are ${supported.join(', ')}. ` +
      `Raise "electron" in package.json to ^${supported[0]} (ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm install --save-dev electron@^${supported[0]}).`,
  );
  process.exit(1);
}
console.log(`electron-support: Electron ${installed} is supported (supported majors: ${supported.join(', ')})`);
