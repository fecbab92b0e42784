// shared/languages: every language the app speaks (issues 30 and 44). The catalogues of all
// six languages, the templates of any one of them and the i18next instance made from them, for
// the app's main process and renderer. The CLI speaks English only: it imports shared/i18n,
// which never loads this folder, so that a command pays neither for five other languages nor
// for i18next (whose plural rules build Intl objects, ICU data and all). Main's code that the
// CLI also loads reaches here with a dynamic import, only when another language is asked for.
export { CATALOGUES, templatesFor } from './catalogues.js';
export { createI18n } from './create.js';
