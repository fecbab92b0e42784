// Journals written before the `connection` column named their connection by a display label
// (`built-in sandbox`, `credentials file <path>`, `connection <name>` from the CLI; the
// connection's name, perhaps with its id, from the app). This is the one place such a label
// is read: the journal's migration turns it into a typed reference once, and from then on
// nothing parses a label.
import { SANDBOX_ID, type JobConnection } from './reference.js';

/** The `connection` field of JobData as older journals hold it. */
export interface LegacyJobConnection {
  label: string;
  baseUrl: string;
  credentialsFile?: string;
  id?: string;
}

const CLI_SANDBOX_LABEL = 'built-in sandbox';
const APP_SANDBOX_NAME = 'Built-in sandbox';
const CLI_SAVED_PREFIX = 'connection ';

export function jobConnectionFromLabel(old: LegacyJobConnection): JobConnection {
  const baseUrl = old.baseUrl;
  if (old.credentialsFile) return { ref: { kind: 'credentials-file', path: old.credentialsFile }, baseUrl };
  if (
    old.id === SANDBOX_ID ||
    (old.id === undefined && (old.label === CLI_SANDBOX_LABEL || old.label === APP_SANDBOX_NAME))
  ) {
    return { ref: { kind: 'sandbox' }, baseUrl };
  }
  if (old.id) return { ref: { kind: 'saved', id: old.id, name: old.label }, baseUrl };
  // The CLI wrote `connection <name>`; the app wrote the bare name.
  const name = old.label.startsWith(CLI_SAVED_PREFIX) ? old.label.slice(CLI_SAVED_PREFIX.length) : old.label;
  return { ref: { kind: 'saved-by-name', name, baseUrl }, baseUrl };
}
