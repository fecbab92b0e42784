// The engine's row messages (Invalid reasons, fixes, failures) by id (issues 30 and 40). The
// engine makes them as data, `{id, params}` (message.ts), and they are put into words only
// where they are shown: the CLI and the result workbooks with the English catalogue
// (locales/en/engine.ts, byte for byte what they said before messages had ids), the app in the
// user's language. A parameter that is itself a message is a nested message, not its text.
import { ENGLISH_ENGINE_MESSAGES as english } from './locales/en/index.js';
import { renderMessage, type Message, type MessageParam, type ShownText } from './message.js';
import type { Catalogue } from './namespaces.js';

/** The id of an engine message: a key of the `engine` namespace. */
export type EngineMessageId = keyof typeof english;

/** A message's parameters: a value, column or field as it is, or a nested message (or list). */
export type EngineParams = Readonly<Record<string, MessageParam>>;

/** A message of the `engine` catalogue, its id checked against the English catalogue. */
export interface EngineMessage extends Message {
  readonly id: EngineMessageId;
  readonly params?: EngineParams;
}

/** Message `id` with its parameters (none kept when there are none). */
export function engineMessage(id: EngineMessageId, params?: EngineParams): EngineMessage {
  return params && Object.keys(params).length > 0 ? { id, params } : { id };
}

/** A message in English: what the CLI prints and the result workbooks keep. */
export function englishText(m: Message): string {
  return renderMessage(m);
}

/** The English text of message `id`: for tests and the legacy reader's checks. */
export function engineText(id: EngineMessageId, params?: EngineParams): string {
  return renderMessage(engineMessage(id, params));
}

/** The English catalogue, for the reader of legacy messages (engine-read.ts) and tests. */
export const ENGLISH_ENGINE: Catalogue = english;

/**
 * What a row says: an engine message, or a text nobody wrote here (the service's own words,
 * the English of a row in a journal written before messages were kept as data).
 */
export type RowText = Message | string;

/** A row's text in English (the CLI, the result workbooks); nothing is ''. */
export function rowEnglish(t: RowText | null | undefined): string {
  if (t === null || t === undefined) return '';
  return typeof t === 'string' ? t : renderMessage(t);
}

/** A row's text as it travels to a screen: a message as data, a text as it is. */
export function shownOf(t: RowText): ShownText {
  return typeof t === 'string' ? { text: t } : t;
}
