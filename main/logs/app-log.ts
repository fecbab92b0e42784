// The log file users can send with a support request: errors, update checks and network
// failures, one line each, in the data folder's logs/ folder. rotating-file-stream keeps it
// small (a new file at 1 MB, the last five kept). Every line goes through the same
// redaction as error messages, so no token or secret reaches the file. Nothing is ever
// sent anywhere: there is no telemetry.
import path from 'node:path';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';
import { redact } from '../../shared/security/index.js';
import { OWNER_ONLY_FILE, ownerOnlyDir } from '../files/index.js';

export const LOG_FILE_NAME = 'commerce-bulk.log';

export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

export interface AppLog {
  /** The current log file, for "Open log file". */
  file: string;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  close(): Promise<void>;
}

export interface AppLogOptions {
  /** Size at which the file is rotated, e.g. '1M'. */
  size?: `${number}${'B' | 'K' | 'M'}`;
  /** How many rotated files are kept beside the current one. */
  keep?: number;
  now?: () => Date;
}

export function formatLogLine(level: LogLevel, message: string, at: Date): string {
  // One line per entry: a stack or a multi-line server answer would otherwise read as
  // several entries.
  const oneLine = redact(message).replace(/\r?\n/g, ' ⏎ ');
  return `${at.toISOString()} ${level.padEnd(5)} ${oneLine}\n`;
}

export function logsDir(dataDir: string): string {
  return path.join(dataDir, 'logs');
}

export function openAppLog(dataDir: string, options: AppLogOptions = {}): AppLog {
  const dir = logsDir(dataDir);
  const now = options.now ?? (() => new Date());
  ownerOnlyDir(dir);
  const stream: RotatingFileStream = createStream(LOG_FILE_NAME, {
    path: dir,
    mode: OWNER_ONLY_FILE, // the log names files and connections: its owner's alone
    size: options.size ?? '1M',
    rotate: options.keep ?? 5,
  });
  let closed = false;
  // A log that cannot be written must never take the app down with it.
  stream.on('error', () => (closed = true));
  const write = (level: LogLevel) => (message: string) => {
    if (!closed) stream.write(formatLogLine(level, message, now()));
  };
  return {
    file: path.join(dir, LOG_FILE_NAME),
    info: write('INFO'),
    warn: write('WARN'),
    error: write('ERROR'),
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        stream.end(() => resolve());
      }),
  };
}
