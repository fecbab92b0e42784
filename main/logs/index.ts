// main/logs: the rotating, redacted log file in the data folder (errors, update checks,
// network failures) that Help opens. Plain Node.
export {
  LOG_FILE_NAME,
  formatLogLine,
  logsDir,
  openAppLog,
  type AppLog,
  type AppLogOptions,
  type LogLevel,
} from './app-log.js';
export { captureConsole, logFailedCalls } from './capture.js';
