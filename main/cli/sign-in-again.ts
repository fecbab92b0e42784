// What a run says when its sign-in is refused: it never opens a window nor waits for input,
// so the person reading the message (or the log, later) must learn how to sign in again, with
// the very command for the connection that was refused (issue 42: it named no command).
import { AuthError } from '../auth/index.js';
import type { ConnectionRef } from '../connection-refs/index.js';

/** A shell word: as is when plain, else in single quotes (a path with spaces, quotes or `$`). */
function shellWord(s: string): string {
  return /^[\w./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** How to sign in again for this connection: where the new sign-in comes from, and the `login` command that proves it. */
export function signInAgain(ref: ConnectionRef | null): string {
  const lead = 'Nothing was changed. To sign in again';
  switch (ref?.kind) {
    case 'saved':
    case 'saved-by-name': {
      const name = ref.kind === 'saved' ? (ref.name ?? ref.id) : ref.name;
      const flag = ref.kind === 'saved' ? `--connection ${shellWord(ref.id)}` : '--check';
      return `${lead}, open the desktop app's Connections screen and press "Sign in again" next to "${name}", then check it here with \`commerce-bulk login ${flag}\`.`;
    }
    case 'sandbox':
      return `${lead} to the built-in sandbox, run \`commerce-bulk login --sandbox\`.`;
    case 'credentials-file': {
      const file = shellWord(ref.path);
      return `${lead}, put a new refresh token in ${ref.path} (the desktop app's connection screen signs in and saves one, or your service's developer console issues one), then run \`commerce-bulk login --credentials ${file}\`.`;
    }
    default:
      return `${lead}, get a new refresh token (the desktop app's connection screen signs in and saves it, or your service's developer console issues one), put it in the credentials file and run \`commerce-bulk login --credentials <file>\`.`;
  }
}

/** Kept for messages that know no connection (a notification composed before one is open). */
export const SIGN_IN_AGAIN = signInAgain(null);

/** True for a refusal of the credentials (exit 3), not for a service that could not answer. */
export function isSignInRefused(err: unknown): boolean {
  return err instanceof AuthError && err.code !== 'invalid-config' && err.code !== 'token-endpoint';
}

/** The refusal with the command to sign in again for `ref` added to its hint (the exit code stays 3). */
export function withSignInCommand(err: unknown, ref: ConnectionRef): unknown {
  if (!isSignInRefused(err)) return err;
  const e = err as AuthError;
  return new AuthError(e.code, e.message, `${e.hint} ${signInAgain(ref)}`, e.status);
}
