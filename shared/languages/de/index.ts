// The German catalogues, one module per language (issue 44), so that English can load on its
// own (shared/i18n/locales/en/): only the app, through shared/languages/index.ts, imports this one.
import type { Catalogue, Namespace } from '../../i18n/index.js';
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

const catalogues: Record<Namespace, Catalogue> = {
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
export default catalogues;
