// main/i18n: the main process in the user's language (issue 30). The saved choice
// (language.json in the data folder), the service that turns it and the OS locale into the
// language spoken, and the main process's texts (namespace `main`) for the shell to show.
export { isLanguageChoice, readLanguageChoice, writeLanguageChoice, type LanguageChoice } from './language-file.js';
export { LanguageService, type LanguageServiceOptions, type LanguageState } from './language-service.js';
export { mainLanguage, mainText, setMainLanguage } from './main-text.js';
