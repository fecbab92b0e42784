// The English catalogues on their own (issue 44): English is what the CLI prints and the result
// workbooks keep, so the CLI's modules import this file and never the other five languages
// (shared/languages, for the app, has them all). Importing it costs the process the English
// texts alone: no other language's module loads.
import type { Catalogue, Namespace } from '../../namespaces.js';
import common from './common.js';
import importNs from './import.js';
import exportNs from './export.js';
import history from './history.js';
import connection from './connection.js';
import settings from './settings.js';
import about from './about.js';
import automations from './automations.js';
import notifications from './notifications.js';
import main from './main.js';
import engine from './engine.js';
import errors from './errors.js';

export const ENGLISH_CATALOGUES: Record<Namespace, Catalogue> = {
  common,
  import: importNs,
  export: exportNs,
  history,
  connection,
  settings,
  about,
  automations,
  notifications,
  main,
  engine,
  errors,
};

/** The English engine messages with their own keys: the message ids of shared/i18n/engine-message.ts. */
export { engine as ENGLISH_ENGINE_MESSAGES };
