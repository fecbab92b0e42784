// The one shape of an error a person can act on: what went wrong (the message) and what to
// do about it (the hint). The CLI prints both, the app shows both, so every user-facing
// error class extends this one instead of attaching `hint` its own way.
export class UserError extends Error {
  /** What to do about it, one sentence; the CLI prints it under the message. */
  readonly hint: string;

  constructor(message: string, hint: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UserError';
    this.hint = hint;
  }
}
