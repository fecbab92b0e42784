// A refusal's message and hint as data for the renderer (issue 40): a UserError's ids and
// parameters go over IPC beside its English, so the window can say it in the user's language.
// Scrubbed as the English is: a parameter can hold what a person typed (an address, a path).
import { UserError } from '../../shared/errors/index.js';
import type { IpcErrorShape } from '../../shared/ipc/index.js';
import { redactShown } from '../../shared/security/index.js';

/** The data of a UserError's message and hint; nothing for any other error (its English is all). */
export function shownOf(error: unknown): Pick<IpcErrorShape, 'shownMessage' | 'shownHint'> {
  if (!(error instanceof UserError)) return {};
  return { shownMessage: redactShown(error.shownMessage), shownHint: redactShown(error.shownHint) };
}
