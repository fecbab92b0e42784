// A refusal's message and hint as data for the renderer (issue 40): a UserError's ids and
// parameters go over IPC beside its English, so the window can say it in the user's language.
// Scrubbed as the English is: a parameter can hold what a person typed (an address, a path).
import { UserError } from '../../shared/errors/index.js';
import type { IpcErrorShape } from '../../shared/ipc/index.js';
import type { Message, MessageParam, ShownText } from '../../shared/i18n/index.js';
import { redact } from '../auth/index.js';

function redactParam(param: MessageParam): MessageParam {
  if (typeof param === 'string') return redact(param);
  if (typeof param === 'number') return param;
  if (Array.isArray(param)) return param.map((m: Message) => redactMessage(m));
  return redactMessage(param as Message);
}

function redactMessage(m: Message): Message {
  if (!m.params) return { id: m.id };
  const params = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, redactParam(v)]));
  return { id: m.id, params };
}

export function redactShown(shown: ShownText): ShownText {
  return 'text' in shown ? { text: redact(shown.text) } : redactMessage(shown);
}

/** The data of a UserError's message and hint; nothing for any other error (its English is all). */
export function shownOf(error: unknown): Pick<IpcErrorShape, 'shownMessage' | 'shownHint'> {
  if (!(error instanceof UserError)) return {};
  return { shownMessage: redactShown(error.shownMessage), shownHint: redactShown(error.shownHint) };
}
