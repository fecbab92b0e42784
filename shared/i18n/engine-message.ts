// The engine's row messages (Invalid reasons, fixes, failures) by id (issue 30). The English
// catalogue (locales/en/engine.ts) is their one source of truth: the engine writes its text
// from it, so the CLI's output and the workbooks it writes stay English and byte for byte what
// they were, and the app can read a message back into its id and parameters (engine-read.ts)
// and show it, or write it into a result workbook, in the user's language.
import { ENGLISH_ENGINE_MESSAGES as english } from './locales/index.js';
import type { Catalogue } from './namespaces.js';

/** The id of an engine message: a key of the `engine` namespace. */
export type EngineMessageId = keyof typeof english;

/**
 * A message's parameters. By the name's ending, a parameter is itself an engine message:
 * `...Text` a whole one (or ''), `...Clause` one whose closing full stop was dropped; every
 * other parameter (a value, a column, a field of the service) is shown as it is.
 */
export type EngineParams = Readonly<Record<string, string | number>>;

export interface EngineMessage {
  id: EngineMessageId;
  params: EngineParams;
  /** The English text: what the CLI prints and writes. */
  text: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** `template` with its `{{name}}` placeholders filled from `params` (a missing one is ''). */
export function fillTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}

/** The English text of message `id`. */
export function engineText(id: EngineMessageId, params: EngineParams = {}): string {
  return fillTemplate(english[id], params);
}

/** Message `id` with its parameters and English text. */
export function engineMessage(id: EngineMessageId, params: EngineParams = {}): EngineMessage {
  return { id, params, text: engineText(id, params) };
}

/** The English catalogue, for the reader of messages (engine-read.ts) and tests. */
export const ENGLISH_ENGINE: Catalogue = english;
