// language.*: Settings → Language (issue 30). The choice is saved in the data folder and
// applied at once: main's texts switch, the shell rebuilds its menu, and the answer tells the
// renderer which language to switch to.
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

export function languageHandlers(ctx: AppContext): HandlersOf<'language.'> {
  return {
    'language.get': async () => ctx.language.state(),
    'language.set': async ({ choice }) => ctx.language.choose(choice),
  };
}
