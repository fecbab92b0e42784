// The files last opened into the import flow (issue 42), for the first screen's "Recent
// files": newest first, one entry per path, at most MAX. A small JSON store in the data
// folder (recent-files.json, broken: 'empty', since losing the list costs only a click in
// the Open dialog). Opening again takes a path only from this list, so the renderer cannot
// name any other file; one that was moved or deleted is said to be gone, not opened.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { JsonStore } from '../files/index.js';

const MAX = 8;

const RecentFile = z.object({ path: z.string().min(1), openedAt: z.string() });
const RecentList = z.object({ version: z.literal(1), files: z.array(RecentFile) });
type RecentList = z.infer<typeof RecentList>;

export interface RecentEntry {
  path: string;
  name: string;
  openedAt: string;
  exists: boolean;
}

export class RecentFiles {
  private readonly store: JsonStore<typeof RecentList>;

  constructor(dataDir: string) {
    this.store = new JsonStore(path.join(dataDir, 'recent-files.json'), RecentList, {
      what: 'The list of recent files',
      empty: (): RecentList => ({ version: 1, files: [] }),
      broken: 'empty',
    });
  }

  /** Puts `file` first (once), keeping the newest MAX. */
  async add(file: string, now = new Date()): Promise<void> {
    const absolute = path.resolve(file);
    await this.store.update((list) => {
      const rest = list.files.filter((f) => f.path !== absolute);
      list.files = [{ path: absolute, openedAt: now.toISOString() }, ...rest].slice(0, MAX);
    });
  }

  /** The list, newest first, each said to exist or not. */
  list(): RecentEntry[] {
    return this.store.read().files.map((f) => ({
      path: f.path,
      name: path.basename(f.path),
      openedAt: f.openedAt,
      exists: existsSync(f.path),
    }));
  }

  /** Whether `file` is on the list: the only files files.openRecent opens. */
  has(file: string): boolean {
    return this.store.read().files.some((f) => f.path === file);
  }
}
