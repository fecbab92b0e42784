// Temporary folders for tests: every test that writes files gets a folder of its own under
// the OS temp dir, and removes it when it is done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new empty folder under the OS temp dir; the caller removes it (see `removeDir`). */
export function tempDir(prefix = 'cb-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a test's temp folder (afterAll); nothing when it was never made. */
export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** A temp folder with a path builder and its own clean-up, for tests that write many files. */
export function tempFolder(prefix = 'cb-test-'): { dir: string; file(name: string): string; cleanup(): void } {
  const dir = tempDir(prefix);
  return { dir, file: (name) => join(dir, name), cleanup: () => removeDir(dir) };
}

const tracked: string[] = [];

/** A temp folder remembered for `removeTrackedDirs`, for files that make several data dirs. */
export function trackedTempDir(tag: string): string {
  const dir = tempDir(`cb-test-${tag}-`);
  tracked.push(dir);
  return dir;
}

/** Removes every folder `trackedTempDir` made in this test file (call after the servers on them stopped). */
export function removeTrackedDirs(): void {
  for (const dir of tracked.splice(0)) removeDir(dir);
}
