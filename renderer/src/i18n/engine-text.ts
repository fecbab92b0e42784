// The engine's words in the UI language (issue 30): row messages (Invalid reasons, fixes,
// failures), the result columns and the verdicts. Main hands them over in English, as the CLI
// writes them and as the result workbooks keep their columns and verdicts; the grids show them
// translated. A message no catalogue entry matches (a service's own text) is shown as it is.
import { useMemo } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import {
  languageOf,
  localiseEngineText,
  renderMessage,
  type Catalogue,
  type UiLanguage,
} from '../../../shared/i18n/index.js';

export interface EngineText {
  /** An engine message (a row's Message, an issue's message or fix). */
  message(text: string): string;
  /** A result column: 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value', 'Row'. */
  column(name: string): string;
  /** A verdict or review status: 'Created', 'Partly updated', 'Will be updated', ... */
  verdict(name: string): string;
  /** One issue of a review row, as its Message cell says it: `column: message. Fix: fix`. */
  issue(i: { column: string; message: string; fix: string }): string;
}

/** The engine's words from one language's `engine` catalogue (English: as they are). */
export function engineTextFor(catalogue: Catalogue, english: boolean): EngineText {
  const message = (text: string): string => (english ? text : localiseEngineText(text, catalogue));
  const word = (prefix: string, name: string): string => catalogue[`${prefix}.${name}`] ?? name;
  return {
    message,
    column: (name) => word('column', name),
    verdict: (name) => word('verdict', name),
    issue: (i) =>
      renderMessage(
        { id: 'issue.bare', params: { column: i.column, message: message(i.message), fix: message(i.fix) } },
        (id) => catalogue[id] ?? '{{column}}: {{message, clause}}. Fix: {{fix}}',
      ),
  };
}

/** The language a saved result workbook's messages are written in: the UI's. */
export const resultLanguage = (): UiLanguage => languageOf(getI18n().language);

/** The engine's words in the current UI language; a language switch renders again. */
export function useEngineText(): EngineText {
  const { i18n } = useTranslation('engine');
  const language = i18n.language;
  return useMemo(() => {
    const catalogue = (i18n.getResourceBundle(language, 'engine') ?? {}) as Catalogue;
    return engineTextFor(catalogue, language === 'en');
  }, [i18n, language]);
}
