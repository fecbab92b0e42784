// Issue 30: the Send step's outage line is main's English sentence (the CLI's words), shown in
// the UI language; the sentences come from main's own silentNotice, so a change of its wording
// fails here rather than showing English in German.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../shared/i18n/index.js';
import { answeringNotice, silentNotice } from '../../../main/jobs/run/outage-notices.js';
import { outageText } from '../../../renderer/src/import/outage-text.js';

/** A t over one language's import catalogue, filling the {{duration}} placeholder. */
const tIn = (lang: 'en' | 'de') =>
  ((key: string, o: { duration: string }) =>
    (CATALOGUES[lang].import[key] ?? `missing ${key}`).replace(
      '{{duration}}',
      o.duration,
    )) as unknown as TFunction<'import'>;

describe('the outage line in the UI language', () => {
  it('reads every duration main words, in English exactly as main wrote it', () => {
    for (const seconds of [30, 119, 120, 125, 3600]) {
      const english = silentNotice(seconds).message;
      expect(outageText(tIn('en'), english)).toBe(english);
      expect(outageText(tIn('de'), english)).toMatch(/^Der Dienst antwortet seit \d+ (s|min)/);
    }
    expect(outageText(tIn('de'), silentNotice(125).message)).toContain('seit 2 min 5 s nicht');
  });

  it('shows any other wording as it is', () => {
    const answering = answeringNotice(40).message;
    expect(outageText(tIn('de'), answering)).toBe(answering);
  });
});
