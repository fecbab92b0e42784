import { UserError, type ErrorMessage, type ErrorText } from '../../shared/errors/index.js';
import { redact, redactShown } from '../../shared/security/index.js';

/** A text or message scrubbed of registered secrets, each user value of a message on its own. */
const scrubbed = (t: ErrorText): ErrorText => (typeof t === 'string' ? redact(t) : (redactShown(t) as ErrorMessage));

export type AuthErrorCode =
  | 'sign-in-required' // the refresh token is invalid or gone: the user must sign in again
  | 'access-denied' // the user pressed Deny on the grant screen
  | 'state-mismatch' // the redirect's state is not the one we sent: possible forgery
  | 'session-expired' // implicit flow: the one-hour token ran out, no refresh exists
  | 'token-endpoint' // the token endpoint failed in a way a retry may fix
  | 'invalid-config' // a connection or credentials file is wrong
  | 'keychain'; // the OS keychain refused

/** A typed authentication failure. Its message and hint never carry a secret. */
export class AuthError extends UserError {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  readonly status?: number;
  /** `message` and `hint` are `errors` ids; a string only where a hint is put together for the CLI. */
  constructor(code: AuthErrorCode, message: ErrorText, hint: ErrorText, status?: number) {
    super(scrubbed(message), scrubbed(hint));
    this.code = code;
    if (status !== undefined) this.status = status;
  }
  get signInRequired(): boolean {
    return this.code === 'sign-in-required' || this.code === 'session-expired' || this.code === 'access-denied';
  }
}
