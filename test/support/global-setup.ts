// One temp folder per test run, removed when the run ends: every folder a test, a CLI or app
// process, SQLite or Chromium makes under os.tmpdir() lands in it (TMPDIR, and TMP/TEMP on
// Windows, are read on each call, and the workers and their child processes inherit them).
// Without this, a full run left ~100 folders and 150 MB in /tmp (journals, result workbooks,
// app data, browser profiles), since many tests make a folder and never remove it.
// KEEP_TEST_TMP=1 keeps the folder, to look at what a failing test wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'cb-test-run-'));
  process.env.TMPDIR = dir;
  process.env.TMP = dir;
  process.env.TEMP = dir;
  return () => {
    if (process.env.KEEP_TEST_TMP === '1') return console.log(`Test files kept in ${dir}`);
    try {
      // A process a test started may still be closing its files: retry for a second.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.log(`Could not remove the test run's temp folder ${dir}: ${(err as Error).message}`);
    }
  };
}
