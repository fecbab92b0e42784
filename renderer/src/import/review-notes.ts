// What the review's "Last fix" live region says after an edit or a replace. Kept as facts, not
// text, so that the words follow the language chosen now, not the one of the moment of the fix.
import type { TFunction } from 'i18next';
import type { ShownText } from '../../../shared/i18n/index.js';
import { fmtNumber } from '../i18n/index.js';

export type LastFix =
  /** A hand edit that left a problem: the engine's message for it. */
  | { kind: 'problem'; row: number; message: ShownText }
  /** A hand edit that settled the row: its status (Ready, Unchanged...). */
  | { kind: 'status'; row: number; status: string }
  /** A find and replace (or "apply this fix to all rows like it") in one column. */
  | { kind: 'replaced'; column: number; header: string | undefined; from: string; to: string; rows: number };

/** A row's status as the sentence "Row 3 is now ready." says it; one it does not know, as main named it. */
function statusWord(t: TFunction<'import'>, status: string): string {
  const words: Record<string, string> = {
    Ready: t('review.status.ready'),
    Invalid: t('review.status.invalid'),
    Skipped: t('review.status.skipped'),
    Unchanged: t('review.status.unchanged'),
  };
  return words[status] ?? status.toLowerCase();
}

/** `say`: an engine message in the UI's language (useEngineText's `message`). */
export function lastFixText(t: TFunction<'import'>, fix: LastFix | null, say: (m: ShownText) => string): string {
  if (!fix) return '';
  switch (fix.kind) {
    case 'problem':
      return t('review.stillProblem', { row: fix.row, message: say(fix.message) });
    case 'status':
      return t('review.nowStatus', { row: fix.row, status: statusWord(t, fix.status) });
    case 'replaced': {
      const column = fix.header ?? t('find.columnN', { n: fix.column + 1 });
      return fix.rows === 0
        ? t('find.noMatch', { column, text: fix.from })
        : t('find.replaced', { count: fix.rows, n: fmtNumber(fix.rows), from: fix.from, to: fix.to, column });
    }
  }
}
