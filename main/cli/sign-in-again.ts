// What an unattended run says when its sign-in is refused: it never opens a window nor waits
// for input, so the person reading the log later must learn how to sign in again.
import { AuthError } from '../auth/index.js';

export const SIGN_IN_AGAIN =
  "Nothing was changed. To sign in again, get a new refresh token (the desktop app's connection screen signs in and saves it, or your service's developer console issues one), put it in the credentials file or run `commerce-bulk login --credentials <file>`, then check it with `commerce-bulk login --check`.";

/** True for a refusal of the credentials (exit 3), not for a service that could not answer. */
export function isSignInRefused(err: unknown): boolean {
  return err instanceof AuthError && err.code !== 'invalid-config' && err.code !== 'token-endpoint';
}
