// The legacy reader's one door (issue 40). Since messages are kept as data, English is read
// back into a message only for a text that has no id: a row of a journal written before
// migration 5. Every caller in main/ and renderer/ comes through here, so the matcher in
// engine-read.ts has one user and can go when older journals no longer need reading.
import { localiseEngineText, readEngineText } from './engine-read.js';
import type { Catalogue } from './namespaces.js';

/** The message id of an older journal's English row message; null for words nobody wrote here. */
export function legacyMessageId(text: string): string | null {
  try {
    return readEngineText(text)?.id ?? null;
  } catch {
    return null;
  }
}

/** An older journal's English row message said with `catalogue`'s templates (unread text stays). */
export function legacyLocalised(text: string, catalogue: Catalogue): string {
  return localiseEngineText(text, catalogue);
}
