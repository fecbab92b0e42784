// settings.*: the app's proxy choice and "Test connection" (issue 27). The choice is the
// ConnectionService's to apply; it is refused while an import runs, whose client would lose
// its connections mid-way.
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

export function settingsHandlers(ctx: AppContext): HandlersOf<'settings.'> {
  const c = ctx.connections;
  return {
    'settings.network': async () => ({ ...c.proxySetting, ...(c.proxyProblem ? { problem: c.proxyProblem } : {}) }),
    'settings.setNetwork': async (setting) => {
      if (ctx.hasRunningJob())
        throw Object.assign(new Error('The proxy setting cannot change while an import or export is running.'), {
          hint: 'Change it when the run has finished or is paused.',
        });
      return c.setProxySetting(setting);
    },
    'settings.testConnection': async () => {
      const { connections, activeId } = c.list();
      const name = connections.find((x) => x.id === activeId)?.name ?? '';
      return { connection: name, steps: await c.test() };
    },
  };
}
