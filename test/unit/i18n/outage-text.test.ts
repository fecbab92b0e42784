// Issues 30 and 40: the Send step's outage line travels from main as data (the `import`
// catalogue's send.outageSilent and the silence's duration), not as English the renderer reads
// back; in English it says what the CLI prints, in German the German line with the duration.
import { describe, expect, it } from 'vitest';
import { templatesFor } from '../../../shared/languages/index.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import { answeringNotice, silentNotice } from '../../../main/jobs/run/outage-notices.js';

describe('the outage line in the UI language', () => {
  it('says every duration main measures, in English exactly as the CLI prints it', () => {
    for (const seconds of [30, 119, 120, 125, 3600]) {
      const notice = silentNotice(seconds);
      expect(renderMessage(notice.shown!)).toBe(notice.message);
      expect(renderMessage(notice.shown!, templatesFor('de'))).toMatch(/^Der Dienst antwortet seit \d+ (s|min)/);
    }
    expect(renderMessage(silentNotice(125).shown!, templatesFor('de'))).toContain('seit 2 min 5 s nicht');
  });

  it('has no line for the app once the service answers again (the app drops the notice)', () => {
    expect(answeringNotice(40).shown).toBeUndefined();
  });
});
