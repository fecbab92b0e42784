// shared/i18n: the app's languages (issue 30). The catalogues, one per namespace and language,
// the i18next instance both processes make from them, the pseudo-locale and Intl formatting.
export { createI18n } from './create.js';
export { formatDateTime, formatLocaleNumber, intlLocale } from './format.js';
export { LANGUAGE_NAMES, LANGUAGES, PSEUDO_LANGUAGE, languageOf, type Language, type UiLanguage } from './languages.js';
export { NAMESPACES, type Catalogue, type Namespace } from './namespaces.js';
export { CATALOGUES } from './locales/index.js';
export { pseudoText } from './pseudo.js';
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
  templatesFor,
  type Message,
  type MessageParam,
  type ShownText,
  type Templates,
} from './message.js';
export { messageNodes } from './message-nodes.js';
