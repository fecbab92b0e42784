// The files the app and the CLI own: where the data folder is (app-home.ts), whole-file
// writes for the small files they replace (write-whole.ts), and where a worker thread's
// module file is, in dev and in the build (worker-url.ts), and files and folders kept for their
// owner alone (owner-only.ts), lock files that know their owner (lock-file.ts, with the
// process identity of process-identity.ts), and bounded reads of regular files an option
// names (bounded-read.ts), the JSON stores of the data folder (json-store.ts) and a JSON file
// the app ships (read-json.ts).
export { appDir, appHome } from './app-home.js';
export { writeWhole, writeWholeSync, type WholeFileOptions } from './write-whole.js';
export { startWorker, workerUrl } from './worker-url.js';
export { modeForFileIn, ownerOnlyDir, ownerOnlyFile, OWNER_ONLY_DIR, OWNER_ONLY_FILE } from './owner-only.js';
export {
  FOREIGN_STALE_MS,
  lockOwner,
  tryLock,
  waitForLock,
  type HeldLock,
  type LockOwner,
  type TakeOver,
} from './lock-file.js';
export { bootId, processStart } from './process-identity.js';
export { issuesLine, JsonStore, type BrokenFile, type JsonStoreOptions } from './json-store.js';
export { readShippedJson } from './read-json.js';
export { readBoundedText, readProblem, FileRefused, MB } from './bounded-read.js';
