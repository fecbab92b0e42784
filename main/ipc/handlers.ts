// The handler table: one function per contract channel, grouped by area under handlers/.
// Each delegates to the engines and stores of main/; none holds logic of its own beyond
// shaping the response.
import type { HandlerTable } from './dispatch.js';
import type { AppContext } from './context.js';
import { connectionHandlers } from './handlers/connections.js';
import { fileHandlers } from './handlers/files.js';
import { mappingHandlers } from './handlers/mapping.js';
import { reviewHandlers } from './handlers/review.js';
import { jobHandlers } from './handlers/jobs.js';
import { exportHandlers } from './handlers/export.js';
import { updateHandlers } from './handlers/updates.js';
import { settingsHandlers } from './handlers/settings.js';
import { languageHandlers } from './handlers/language.js';
import { automationHandlers } from './handlers/automations.js';
import { planHandlers } from './handlers/plans.js';

export function createHandlerTable(context: AppContext): HandlerTable {
  return {
    'app.info': async () => ({ version: context.appVersion, platform: process.platform, dataDir: context.dataDir }),
    ...connectionHandlers(context),
    ...fileHandlers(context),
    ...mappingHandlers(context),
    ...reviewHandlers(context),
    ...jobHandlers(context),
    ...exportHandlers(context),
    ...updateHandlers(context),
    ...settingsHandlers(context),
    ...languageHandlers(context),
    ...automationHandlers(context),
    ...planHandlers(context),
  };
}
