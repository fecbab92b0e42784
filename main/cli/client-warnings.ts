// What the client reports on its own while a command runs (main/api ClientEvent), printed
// as a warning line on stderr. Today: a list whose paging stopped on a repeated or empty
// page (the real service answers a $skip past the end with the first page again), so the
// user knows the export or pre-flight read took that page as the end.
import type { ClientEvent } from '../api/index.js';

export function printClientWarning(e: ClientEvent): void {
  if (e.type === 'paging-stopped') process.stderr.write(`Warning: ${e.message}\n`);
}
