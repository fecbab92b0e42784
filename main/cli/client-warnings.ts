// What the client reports on its own while a command runs (main/api ClientEvent), printed
// as a warning line on stderr. Today: a list whose paging stopped on a repeated or empty
// page (the real service answers a $skip past the end with the first page again), so the
// user knows the export or pre-flight read took that page as the end. A pre-flight reads
// the same list in many chunks, so each list is named once, not once per chunk.
import type { ClientEvent } from '../api/index.js';

export function clientWarnings(write: (s: string) => void = (s) => process.stderr.write(s)): (e: ClientEvent) => void {
  const told = new Set<string>();
  return (e) => {
    if (e.type !== 'paging-stopped' || told.has(e.path)) return;
    told.add(e.path);
    write(`Warning: ${e.message} Further lists of ${e.path} that stop this way are not reported.\n`);
  };
}
