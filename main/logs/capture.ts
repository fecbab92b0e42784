// Routes what the app already reports on stderr (console.error / console.warn in main/app,
// uncaught errors) into the log file too, so a support request carries it. The console
// keeps printing as before.
import type { AppLog } from './app-log.js';

const text = (args: unknown[]): string =>
  args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : String(a))).join(' ');

/** Returns a function that undoes the capture (for tests). */
export function captureConsole(log: AppLog, target: Pick<Console, 'error' | 'warn'> = console): () => void {
  const { error, warn } = target;
  target.error = (...args: unknown[]) => {
    log.error(text(args));
    error.apply(target, args);
  };
  target.warn = (...args: unknown[]) => {
    log.warn(text(args));
    warn.apply(target, args);
  };
  return () => {
    target.error = error;
    target.warn = warn;
  };
}

/** Wraps the IPC door so every failed call is logged (network failures show up here). */
export function logFailedCalls<A extends unknown[], R>(
  log: AppLog,
  call: (channel: string, ...rest: A) => Promise<R>,
): (channel: string, ...rest: A) => Promise<R> {
  return async (channel, ...rest) => {
    try {
      return await call(channel, ...rest);
    } catch (error) {
      log.error(`Call '${channel}' failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
}
