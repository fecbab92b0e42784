// Where a worker thread's module is, beside the module that starts it: from the .ts sources
// (tests, tsx) its `-dev.mjs` shim, which registers tsx's loader in the thread before loading
// the .ts (on Node 20 a loader given by execArgv is not applied to a worker's entry); from
// the build, the compiled .js. One rule for every worker of the app.
import type { Worker, WorkerOptions } from 'node:worker_threads';

/** The URL of worker `name` (no extension) in the folder of `from` (the caller's import.meta.url). */
export function workerUrl(from: string, name: string): URL {
  return new URL(from.endsWith('.ts') ? `./${name}-dev.mjs` : `./${name}.js`, from);
}

/**
 * Starts worker `name` beside `from`. node:worker_threads is taken when a thread starts, not
 * imported, so starting none costs nothing (a small import writes its lines on the main
 * thread): the module weighs 1.7 MB on Node 24 (docs/performance.md).
 */
export function startWorker(from: string, name: string, options?: WorkerOptions): Worker {
  const { Worker: Thread } = process.getBuiltinModule('node:worker_threads');
  return new Thread(workerUrl(from, name), options);
}
