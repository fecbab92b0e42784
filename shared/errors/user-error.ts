// The one shape of an error a person can act on: what went wrong (the message) and what to
// do about it (the hint). The CLI prints both, the app shows both, so every user-facing
// error class extends this one instead of attaching `hint` its own way.
//
// Text leaves main as data (issue 40): a site gives its message and hint as Messages (ids in
// the `errors` catalogue and their parameters); `message` and `hint` stay their English
// rendering, what the CLI and the logs print, and `shownMessage` / `shownHint` travel to the
// app, which renders them in the user's language. A site that still passes a string (a
// service's own words, a subclass not yet converted) travels as `{text}`, shown as it is.
import { renderMessage, type Message, type ShownText } from '../i18n/index.js';

/** A message or hint as given: a Message to be rendered where it is shown, or a text as it is. */
export type ErrorText = string | Message;

const shown = (t: ErrorText): ShownText => (typeof t === 'string' ? { text: t } : t);
const english = (t: ErrorText): string => (typeof t === 'string' ? t : renderMessage(t));

export class UserError extends Error {
  /** What to do about it, one sentence, in English; the CLI prints it under the message. */
  readonly hint: string;
  /** The message as data, for a screen to render in its own language. */
  readonly shownMessage: ShownText;
  /** The hint as data. */
  readonly shownHint: ShownText;

  constructor(message: ErrorText, hint: ErrorText, options?: ErrorOptions) {
    super(english(message), options);
    this.name = 'UserError';
    this.hint = english(hint);
    this.shownMessage = shown(message);
    this.shownHint = shown(hint);
  }
}
