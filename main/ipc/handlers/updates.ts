// About, Settings and Help: the update state, the user's switch, "Check for updates", and
// opening the log file. The decisions are main/updates'; these only shape the answers.
import type { HandlerTable } from '../dispatch.js';
import type { AppContext } from '../context.js';

type UpdateHandlers = Pick<HandlerTable, 'updates.status' | 'updates.setAutomatic' | 'updates.check' | 'logs.open'>;

export function updateHandlers(context: AppContext): UpdateHandlers {
  return {
    'updates.status': () => context.updates.status(),
    'updates.setAutomatic': ({ automatic }) => context.updates.setAutomatic(automatic),
    'updates.check': () => context.updates.checkNow(),
    'logs.open': async () => {
      await context.deps.openPath?.(context.log.file);
      return { path: context.log.file };
    },
  };
}
