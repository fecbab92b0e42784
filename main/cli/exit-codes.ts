// Exit codes scripts rely on (architecture.md): 0 all rows succeeded, 1 some rows failed or
// were invalid, 2 the command could not run, 3 authentication failed, 4 interrupted, 5 a
// watched folder stayed locked by another watcher for --lock-wait seconds (busy, not broken).
import { AuthError, redact } from '../auth/index.js';
// Deep: the automation barrel loads ssh2, the mailer's payloads and the saved automations'
// schemas, ~70 modules every import and export paid for this one class (issue 44).
// eslint-disable-next-line local/no-deep-import -- see above
import { LockHeld } from '../automation/lock-held.js';
import { JobInterrupted } from '../jobs/index.js';
import { EXIT } from './exit-code-values.js';

export { EXIT };

export function exitCodeFor(err: unknown): number {
  // 'token-endpoint' means the service could not answer (down, 5xx, 429): the credentials
  // were never judged, so the command could not run; every other AuthError is a refusal.
  if (err instanceof AuthError && err.code !== 'invalid-config' && err.code !== 'token-endpoint') return EXIT.auth;
  if (err instanceof JobInterrupted) return EXIT.interrupted;
  if (err instanceof LockHeld) return EXIT.lockHeld;
  return EXIT.cannotRun;
}

/** One line saying what went wrong and what to do, never a stack trace. */
export function describeError(err: unknown): string {
  const e = err as Error & { hint?: string };
  const message = e?.message ?? String(err);
  const hint = typeof e?.hint === 'string' && e.hint && !message.includes(e.hint) ? `\n  ${e.hint}` : '';
  return redact(`Error: ${message}${hint}`);
}
