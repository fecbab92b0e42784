// Every catalogue of every language, bundled: the renderer (Vite) and the main process (tsc)
// both import this one file, so a language switch never waits for a file to load.
import type { Language } from '../languages.js';
import type { Catalogue, Namespace } from '../namespaces.js';
import enCommon from './en/common.js';
import enImport from './en/import.js';
import enExport from './en/export.js';
import enHistory from './en/history.js';
import enConnection from './en/connection.js';
import enSettings from './en/settings.js';
import enAbout from './en/about.js';
import enAutomations from './en/automations.js';
import enNotifications from './en/notifications.js';
import enMain from './en/main.js';
import enEngine from './en/engine.js';
import enErrors from './en/errors.js';
import deCommon from './de/common.js';
import deImport from './de/import.js';
import deExport from './de/export.js';
import deHistory from './de/history.js';
import deConnection from './de/connection.js';
import deSettings from './de/settings.js';
import deAbout from './de/about.js';
import deAutomations from './de/automations.js';
import deNotifications from './de/notifications.js';
import deMain from './de/main.js';
import deEngine from './de/engine.js';
import deErrors from './de/errors.js';
import frCommon from './fr/common.js';
import frImport from './fr/import.js';
import frExport from './fr/export.js';
import frHistory from './fr/history.js';
import frConnection from './fr/connection.js';
import frSettings from './fr/settings.js';
import frAbout from './fr/about.js';
import frAutomations from './fr/automations.js';
import frNotifications from './fr/notifications.js';
import frMain from './fr/main.js';
import frEngine from './fr/engine.js';
import frErrors from './fr/errors.js';
import esCommon from './es/common.js';
import esImport from './es/import.js';
import esExport from './es/export.js';
import esHistory from './es/history.js';
import esConnection from './es/connection.js';
import esSettings from './es/settings.js';
import esAbout from './es/about.js';
import esAutomations from './es/automations.js';
import esNotifications from './es/notifications.js';
import esMain from './es/main.js';
import esEngine from './es/engine.js';
import esErrors from './es/errors.js';
import itCommon from './it/common.js';
import itImport from './it/import.js';
import itExport from './it/export.js';
import itHistory from './it/history.js';
import itConnection from './it/connection.js';
import itSettings from './it/settings.js';
import itAbout from './it/about.js';
import itAutomations from './it/automations.js';
import itNotifications from './it/notifications.js';
import itMain from './it/main.js';
import itEngine from './it/engine.js';
import itErrors from './it/errors.js';
import nlCommon from './nl/common.js';
import nlImport from './nl/import.js';
import nlExport from './nl/export.js';
import nlHistory from './nl/history.js';
import nlConnection from './nl/connection.js';
import nlSettings from './nl/settings.js';
import nlAbout from './nl/about.js';
import nlAutomations from './nl/automations.js';
import nlNotifications from './nl/notifications.js';
import nlMain from './nl/main.js';
import nlEngine from './nl/engine.js';
import nlErrors from './nl/errors.js';

export const CATALOGUES: Record<Language, Record<Namespace, Catalogue>> = {
  en: {
    common: enCommon,
    import: enImport,
    export: enExport,
    history: enHistory,
    connection: enConnection,
    settings: enSettings,
    about: enAbout,
    automations: enAutomations,
    notifications: enNotifications,
    main: enMain,
    engine: enEngine,
    errors: enErrors,
  },
  de: {
    common: deCommon,
    import: deImport,
    export: deExport,
    history: deHistory,
    connection: deConnection,
    settings: deSettings,
    about: deAbout,
    automations: deAutomations,
    notifications: deNotifications,
    main: deMain,
    engine: deEngine,
    errors: deErrors,
  },
  fr: {
    common: frCommon,
    import: frImport,
    export: frExport,
    history: frHistory,
    connection: frConnection,
    settings: frSettings,
    about: frAbout,
    automations: frAutomations,
    notifications: frNotifications,
    main: frMain,
    engine: frEngine,
    errors: frErrors,
  },
  es: {
    common: esCommon,
    import: esImport,
    export: esExport,
    history: esHistory,
    connection: esConnection,
    settings: esSettings,
    about: esAbout,
    automations: esAutomations,
    notifications: esNotifications,
    main: esMain,
    engine: esEngine,
    errors: esErrors,
  },
  it: {
    common: itCommon,
    import: itImport,
    export: itExport,
    history: itHistory,
    connection: itConnection,
    settings: itSettings,
    about: itAbout,
    automations: itAutomations,
    notifications: itNotifications,
    main: itMain,
    engine: itEngine,
    errors: itErrors,
  },
  nl: {
    common: nlCommon,
    import: nlImport,
    export: nlExport,
    history: nlHistory,
    connection: nlConnection,
    settings: nlSettings,
    about: nlAbout,
    automations: nlAutomations,
    notifications: nlNotifications,
    main: nlMain,
    engine: nlEngine,
    errors: nlErrors,
  },
};

/** The English engine messages with their own keys: the message ids of shared/i18n/engine-message.ts. */
export { enEngine as ENGLISH_ENGINE_MESSAGES };
