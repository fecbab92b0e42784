// Text as data (issue 40): what main says to a person leaves it as a message id and its
// parameters, and is put into words only where it is shown, in the language of whoever reads
// it: the CLI and the result workbooks in English, the app in the user's language. A nested
// message is a nested object and a list of messages an array, so no reader ever has to take a
// sentence apart again to find out what it said.
import { ENGLISH_CATALOGUES } from './locales/en/index.js';
import type { Catalogue, Namespace } from './namespaces.js';

/** A value a message shows: a user's value or a name as it is, or another message. */
export type MessageParam = string | number | Message | readonly Message[];

/**
 * A message: `id` is a key of the `engine` catalogue ('issue.valueCell') or, for another
 * catalogue, `namespace:key` ('main:error.noFile').
 */
export interface Message {
  readonly id: string;
  readonly params?: Readonly<Record<string, MessageParam>> | undefined;
}

/** What travels to a screen: a message, or a text nobody wrote here (a service's own words). */
export type ShownText = Message | { readonly text: string };

/** The template of a message id in one language, or undefined when that language lacks it. */
export type Templates = (id: string) => string | undefined;

/**
 * `{{name}}` fills in a parameter; `{{name, clause}}` fills in a nested message without its
 * closing full stop, where the sentence around it goes on (the template decides, per language).
 */
const PLACEHOLDER = /\{\{(\w+)(?:, *(clause))?\}\}/g;
/** How the messages of a list are joined: a row's several reasons in one Message cell. */
export const LIST_SEPARATOR = '; ';

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
}

function splitId(id: string): { ns: string; key: string } {
  const at = id.indexOf(':');
  return at < 0 ? { ns: 'engine', key: id } : { ns: id.slice(0, at), key: id.slice(at + 1) };
}

/**
 * Templates from one language's catalogues, English where they lack an id. The catalogues come
 * as an argument so that this file needs English alone (issue 44): `templatesFor(language)`
 * in shared/languages hands it the app's other languages.
 */
export function templatesOf(own: Readonly<Record<Namespace, Catalogue>>): Templates {
  const english = ENGLISH_CATALOGUES as Readonly<Record<Namespace, Catalogue>>;
  return (id) => {
    const { ns, key } = splitId(id);
    return own[ns as Namespace]?.[key] ?? english[ns as Namespace]?.[key];
  };
}

/** English templates: what the CLI prints and the result workbooks keep. */
export const ENGLISH_TEMPLATES: Templates = templatesOf(ENGLISH_CATALOGUES);

function paramText(value: MessageParam | undefined, templates: Templates): string {
  if (value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((m: Message) => renderMessage(m, templates)).join(LIST_SEPARATOR);
  return renderMessage(value as Message, templates);
}

/**
 * Message `m` in words. An id no catalogue knows is shown as the id itself, so that a message
 * added without its catalogue entry is seen in a test rather than shown as nothing.
 */
export function renderMessage(m: Message, templates: Templates = ENGLISH_TEMPLATES): string {
  const template = templates(m.id);
  if (template === undefined) return m.id;
  const params = m.params ?? {};
  return template.replace(PLACEHOLDER, (_, name: string, clause: string | undefined) => {
    const text = paramText(params[name], templates);
    return clause ? text.replace(/\.$/, '') : text;
  });
}

/** A shown text in words: a message rendered, a text as it is. */
export function renderShown(shown: ShownText, templates: Templates = ENGLISH_TEMPLATES): string {
  return 'text' in shown ? shown.text : renderMessage(shown, templates);
}
