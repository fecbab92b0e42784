// shared/i18n: the app's languages (issue 30). Messages and their English templates, the
// languages' names, the pseudo-locale and Intl formatting. This barrel loads English alone
// (issue 44): the CLI imports it and pays for no other language, nor for i18next. The
// catalogues of every language, templatesFor(language) and the i18next instance are in
// shared/languages, which only the app imports.
export { formatDateTime, formatLocaleNumber, intlLocale } from './format.js';
export { LANGUAGE_NAMES, LANGUAGES, PSEUDO_LANGUAGE, languageOf, type Language, type UiLanguage } from './languages.js';
export { NAMESPACES, type Catalogue, type Namespace } from './namespaces.js';
export { englishNumber } from './english-number.js';
export { pseudoCatalogue, pseudoText } from './pseudo.js';
export { ENGLISH_CATALOGUES } from './locales/en/index.js';
export {
  engineMessage,
  engineText,
  englishText,
  rowEnglish,
  shownOf,
  type RowText,
  type EngineMessage,
  type EngineMessageId,
  type EngineParams,
} from './engine-message.js';
export { type ReadMessage } from './engine-read.js';
export { legacyLocalised, legacyMessageId } from './legacy-text.js';
export {
  ENGLISH_TEMPLATES,
  LIST_SEPARATOR,
  isMessage,
  renderMessage,
  renderShown,
  templatesOf,
  type Message,
  type MessageParam,
  type ShownText,
  type Templates,
} from './message.js';
export { messageNodes } from './message-nodes.js';
