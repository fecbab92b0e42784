// Issue 40: the note a refused group action leaves is worded by the engine catalogue, and says
// in English byte for byte what the template literal it replaces said.
import { describe, expect, it } from 'vitest';
import { Grouping } from '../../../main/jobs/send/grouping.js';
import type { Journal } from '../../../main/journal/index.js';
import { engineMessage, renderShown, type ShownText } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

/** The notes in English (the CLI's `Note:` lines) or in another language's templates. */
const notesOf = (j: Journal, language: 'en' | 'de' = 'en'): string[] =>
  (j.data.grouping?.notes ?? []).map((n) =>
    renderShown(typeof n === 'string' ? { text: n } : (n as ShownText), templatesFor(language)),
  );

function fakeJournal(): Journal {
  const j = { data: {} as Record<string, unknown>, update: (p: object) => Object.assign(j.data, p) };
  return j as unknown as Journal;
}

describe("a refused group action's note", () => {
  it('names the action, the profile, the status and the first 200 characters of the answer', () => {
    const journal = fakeJournal();
    const g = new Grouping(journal);
    const said = `No HTTP resource was found that matches the request URI ${'x'.repeat(300)}`;
    expect(g.refuse('UpdateQuantity', 7, 'profile', { ok: false, status: 404, attempts: 1, message: said })).toBe(true);
    expect(g.refuse('UpdateQuantity', null, 'action', { ok: false, status: 400, attempts: 1, message: said })).toBe(
      true,
    );
    expect(notesOf(journal)).toEqual([
      `The service refused UpdateQuantity for profile 7 (HTTP 404: ${said.slice(0, 200)}); the rest of this run sends one request per value.`,
      `The service refused UpdateQuantity (HTTP 400: ${said.slice(0, 200)}); the rest of this run sends one request per value.`,
    ]);
    expect(journal.data.grouping?.off).toEqual(['UpdateQuantity@7', 'UpdateQuantity']);
    expect(notesOf(journal, 'de')[0]).toMatch(
      /^Der Dienst lehnte UpdateQuantity für Profil 7 ab \(HTTP 404: No HTTP resource/,
    );
  });

  it("says an engine message's English", () => {
    const journal = fakeJournal();
    const message = engineMessage('send.noAnswer', { attempts: 3 });
    new Grouping(journal).refuse('UpdateQuantity', null, 'action', { ok: false, status: 0, attempts: 3, message });
    expect(notesOf(journal)).toEqual([
      'The service refused UpdateQuantity (HTTP 0: No answer from the service after 3 attempts (timed out).); the rest of this run sends one request per value.',
    ]);
  });
});
