// The one shape of an error a person can act on: what went wrong (the message) and what to
// do about it (the hint). The CLI prints both, the app shows both, so every user-facing
// error class extends this one instead of attaching `hint` its own way.
//
// Text leaves main as data (issue 40): a site gives its message and hint as messages (ids in
// the `errors` catalogue and their parameters); `message` and `hint` stay their English
// rendering, what the CLI and the logs print, and `shownMessage` / `shownHint` travel to the
// app, which renders them in the user's language. A site that still passes a string (a
// service's own words, a subclass not yet converted) travels as `{text}`, shown as it is.
// This file imports nothing from shared/i18n: every command loads UserError, and the
// catalogues of six languages are no part of starting one (issue 44).
import { ENGLISH_ERRORS } from './english.js';

/**
 * A message as data: shared/i18n's Message, written out here (see above). `id` is
 * `errors:<key>`; a parameter is a value shown as it is, or a nested message.
 */
export interface ErrorMessage {
  readonly id: string;
  readonly params?: Readonly<Record<string, ErrorParam>> | undefined;
}
export type ErrorParam = string | number | ErrorMessage | readonly ErrorMessage[];
export type ShownError = ErrorMessage | { readonly text: string };

/** A message or hint as given: a message to be rendered where it is shown, or a text as it is. */
export type ErrorText = string | ErrorMessage;

// shared/i18n/message.ts's rules, for the English errors alone (a test holds the two equal):
// `{{name}}` a parameter, `{{name, clause}}` a nested message without its full stop.
const PLACEHOLDER = /\{\{(\w+)(?:, *(clause))?\}\}/g;

function paramText(value: ErrorParam | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((m: ErrorMessage) => english(m)).join('; ');
  return english(value as ErrorMessage);
}

function english(m: ErrorMessage): string {
  const template = m.id.startsWith('errors:') ? ENGLISH_ERRORS[m.id.slice('errors:'.length)] : undefined;
  if (template === undefined) return m.id;
  const params = m.params ?? {};
  return template.replace(PLACEHOLDER, (_, name: string, clause: string | undefined) => {
    const text = paramText(params[name]);
    return clause ? text.replace(/\.$/, '') : text;
  });
}

const shown = (t: ErrorText): ShownError => (typeof t === 'string' ? { text: t } : t);
const englishOf = (t: ErrorText): string => (typeof t === 'string' ? t : english(t));

export class UserError extends Error {
  /** What to do about it, one sentence, in English; the CLI prints it under the message. */
  readonly hint: string;
  /** The message as data, for a screen to render in its own language. */
  readonly shownMessage: ShownError;
  /** The hint as data. */
  readonly shownHint: ShownError;

  constructor(message: ErrorText, hint: ErrorText, options?: ErrorOptions) {
    super(englishOf(message), options);
    this.name = 'UserError';
    this.hint = englishOf(hint);
    this.shownMessage = shown(message);
    this.shownHint = shown(hint);
  }
}
