// The first screen's files (issue 42): the sample files a new user tries against the sandbox,
// and the files last opened into the import flow, opened again with one click. Each answer
// is a grant, as the Open dialog's is; a sample is named by its name, a recent file by a path
// on the recent list only, so no other file can be read through these channels.
import path from 'node:path';
import type { AppContext } from '../context.js';
import type { Handler } from '../dispatch.js';
import type { RecentFiles } from '../recent-files.js';
import { availableSamples } from '../sample-files.js';

type FirstScreenChannel = 'files.samples' | 'files.openSample' | 'files.recent' | 'files.openRecent';

export function firstScreenHandlers(ctx: AppContext, recent: RecentFiles): { [C in FirstScreenChannel]: Handler<C> } {
  return {
    'files.samples': async () => ({
      samples: availableSamples().map(({ name, resource }) => ({ name, resource })),
    }),
    'files.openSample': async ({ name }) => {
      const sample = availableSamples().find((s) => s.name === name);
      return { file: sample ? ctx.files.grant(sample.path, 'file') : null };
    },
    'files.recent': async () => ({ files: recent.list() }),
    'files.openRecent': async ({ path: asked }) => {
      const entry = recent.list().find((f) => f.path === path.resolve(asked));
      if (!entry) return { file: null, missing: true }; // not on the list: nothing the user opened here
      return entry.exists
        ? { file: ctx.files.grant(entry.path, 'file'), missing: false }
        : { file: null, missing: true };
    },
  };
}
