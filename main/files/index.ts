// The files the app and the CLI own: where the data folder is (app-home.ts), whole-file
// writes for the small files they replace (write-whole.ts), and where a worker thread's
// module file is, in dev and in the build (worker-url.ts).
export { appDir, appHome } from './app-home.js';
export { writeWhole, writeWholeSync, type WholeFileOptions } from './write-whole.js';
export { workerUrl } from './worker-url.js';
