// Where a worker thread's module is, beside the module that starts it: from the .ts sources
// (tests, tsx) its `-dev.mjs` shim, which registers tsx's loader in the thread before loading
// the .ts (on Node 20 a loader given by execArgv is not applied to a worker's entry); from
// the build, the compiled .js. One rule for every worker of the app.

/** The URL of worker `name` (no extension) in the folder of `from` (the caller's import.meta.url). */
export function workerUrl(from: string, name: string): URL {
  return new URL(from.endsWith('.ts') ? `./${name}-dev.mjs` : `./${name}.js`, from);
}
