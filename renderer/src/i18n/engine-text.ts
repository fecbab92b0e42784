// The engine's words in the UI language (issues 30 and 40): row messages (Invalid reasons,
// fixes, failures) arrive from main as data, `{id, params}`, and are said here with the
// language's templates; a text nobody wrote here (`{text}`: the service's own words, a row of a
// journal written before messages were kept as data) goes through the legacy reader, the one
// place left that reads English back. The result columns and verdicts are catalogue words.
import { useMemo } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import {
  ENGLISH_TEMPLATES,
  languageOf,
  legacyLocalised,
  renderMessage,
  type Catalogue,
  type Message,
  type MessageParam,
  type ShownText,
  type Templates,
  type UiLanguage,
} from '../../../shared/i18n/index.js';

export interface EngineText {
  /** An engine message as it came over IPC (a row's Message, an issue's message or fix). */
  message(shown: ShownText): string;
  /** A result column: 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value', 'Row'. */
  column(name: string): string;
  /** A verdict or review status: 'Created', 'Partly updated', 'Will be updated', ... */
  verdict(name: string): string;
  /** One issue of a review row, as its Message cell says it: `column: message. Fix: fix`. */
  issue(i: { column: string; message: ShownText; fix: ShownText }): string;
}

/** Whether a shown text says nothing (a row with no message). */
export const isBlank = (shown: ShownText): boolean => 'text' in shown && shown.text === '';

/** Catalogues by namespace: one language's bundles, in the i18next store or the shipped ones. */
export type Bundle = (namespace: string) => Catalogue | undefined;

/** Templates of one language's bundles, English where a bundle lacks an id. */
export function bundleTemplates(bundle: Bundle): Templates {
  return (id) => {
    const at = id.indexOf(':');
    const [ns, key] = at < 0 ? ['engine', id] : [id.slice(0, at), id.slice(at + 1)];
    return bundle(ns)?.[key] ?? ENGLISH_TEMPLATES(id);
  };
}

/** The engine's words in one language's bundles (`english`: no legacy reading needed). */
export function engineTextFor(bundle: Bundle, english: boolean): EngineText {
  const templates = bundleTemplates(bundle);
  const catalogue = bundle('engine') ?? {};
  // A legacy English text: read back into its message and said in this language (engine-read.ts).
  const legacy = (text: string): string => (english ? text : legacyLocalised(text, catalogue));
  const param = (shown: ShownText): MessageParam => ('text' in shown ? legacy(shown.text) : (shown as Message));
  const message = (shown: ShownText): string =>
    'text' in shown ? legacy(shown.text) : renderMessage(shown, templates);
  const word = (prefix: string, name: string): string => templates(`${prefix}.${name}`) ?? name;
  return {
    message,
    column: (name) => word('column', name),
    verdict: (name) => word('verdict', name),
    issue: (i) =>
      renderMessage(
        { id: 'issue.bare', params: { column: i.column, message: param(i.message), fix: param(i.fix) } },
        templates,
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
    const bundle: Bundle = (ns) => i18n.getResourceBundle(language, ns) as Catalogue | undefined;
    return engineTextFor(bundle, language === 'en');
  }, [i18n, language]);
}
