// The shape of a notification, on its own so the text composer and the builder share it
// without importing each other.

export type NotificationStatus = 'succeeded' | 'partly failed' | 'failed' | 'held';

/**
 * One failed or invalid row: its number, verdict and the engine message's id (null for a text
 * the catalogue does not know, a service's own words). The message itself quotes the offending
 * cell, so it is there only when the user turned on "include first failures".
 */
export interface NotificationFailure {
  row: number;
  result: 'Failed' | 'Invalid';
  id: string | null;
  message?: string;
}

export interface NotificationPayload {
  /** One human line or a few: what Slack and Teams show. */
  text: string;
  /**
   * 'file': one file handled; 'sign-in refused': the sign-in was refused, the run ended before
   * (or while) importing; 'run failed': the run could not go on (the service unreachable, ...).
   */
  event: 'file' | 'sign-in refused' | 'run failed';
  status: NotificationStatus;
  /** The file's path when it was picked up (null: the run ended before taking one). */
  file: string | null;
  job: string | null;
  /** The verdict counts (Created, Updated, Failed, Invalid, ...), null when nothing was sent. */
  counts: Record<string, number> | null;
  /** The result workbook, beside the file where it was moved. */
  result: string | null;
  undo: string | null;
  /** Where the file went (processed/, failed/, held/); null when it was left in the folder. */
  movedTo: string | null;
  /** Why the file was not imported (a duplicate, held, refused sign-in); absent otherwise. */
  message?: string;
  /** The first failed or invalid rows, at most 10: see NotificationFailure. */
  failures: NotificationFailure[];
}
