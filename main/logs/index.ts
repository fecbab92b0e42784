// main/logs: the rotating, redacted log file in the data folder (errors, update checks,
// network failures) that Help opens. Plain Node.
export * from './app-log.js';
export { captureConsole, logFailedCalls } from './capture.js';
