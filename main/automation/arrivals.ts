// Which files in a watched folder are complete and in what order they arrived. A file counts
// as complete once its size and modification time have not changed for the settle time and
// it can be opened and read to its end (a copy still being written, or a file another program
// holds open on Windows, fails that). Arrival order: the order the watcher first saw them;
// files first seen in one scan go by modification time, then name.
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const IMPORTABLE = new Set(['.csv', '.xlsx']);

interface Seen {
  size: number;
  mtimeMs: number;
  /** When size and mtime were last seen to change. */
  since: number;
  order: number;
}

/** The names a watcher picks up: CSV and XLSX files at the top of the folder, not hidden ones nor Excel's ~$ lock files. */
export function importableNames(folder: string): { name: string; size: number; mtimeMs: number }[] {
  const found: { name: string; size: number; mtimeMs: number }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const name = entry.name;
    if (!entry.isFile() || name.startsWith('.') || name.startsWith('~$')) continue;
    if (!IMPORTABLE.has(extname(name).toLowerCase())) continue;
    try {
      const st = statSync(join(folder, name));
      found.push({ name, size: st.size, mtimeMs: st.mtimeMs });
    } catch {
      /* gone between the listing and the stat */
    }
  }
  return found;
}

export class Arrivals {
  private readonly seen = new Map<string, Seen>();
  private counter = 0;

  constructor(
    private readonly folder: string,
    private readonly settleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Looks at the folder again: new files join the queue, changed ones start settling again. */
  scan(): void {
    const files = importableNames(this.folder).sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
    const present = new Set(files.map((f) => f.name));
    for (const name of [...this.seen.keys()]) if (!present.has(name)) this.seen.delete(name);
    const now = this.now();
    for (const f of files) {
      const s = this.seen.get(f.name);
      if (!s) this.seen.set(f.name, { size: f.size, mtimeMs: f.mtimeMs, since: now, order: this.counter++ });
      else if (s.size !== f.size || s.mtimeMs !== f.mtimeMs)
        Object.assign(s, { size: f.size, mtimeMs: f.mtimeMs, since: now });
    }
  }

  /** Names in arrival order. */
  queue(): string[] {
    return [...this.seen.entries()].sort((a, b) => a[1].order - b[1].order).map(([n]) => n);
  }

  /** Settled: unchanged for the settle time (not yet read to its end: see readComplete). */
  settled(name: string): boolean {
    const s = this.seen.get(name);
    return s !== undefined && this.now() - s.since >= this.settleMs;
  }

  /** How long the file has been unchanged (size and modification time), in ms; 0 when not seen. */
  quietMs(name: string): number {
    const s = this.seen.get(name);
    return s ? this.now() - s.since : 0;
  }

  /** The file changed after all (read gave another size): it settles again from now. */
  unsettle(name: string): void {
    const s = this.seen.get(name);
    if (s) s.since = this.now();
  }

  forget(name: string): void {
    this.seen.delete(name);
  }
}

/**
 * Reads the whole file: its sha256 when it could be opened and read to its end with the size
 * it had when it settled, else null (still being written, or held open by another program).
 */
export async function readComplete(path: string): Promise<string | null> {
  try {
    const before = statSync(path);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of createReadStream(path)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    const after = statSync(path);
    if (bytes !== before.size || after.size !== before.size || after.mtimeMs !== before.mtimeMs) return null;
    return hash.digest('hex');
  } catch {
    return null;
  }
}
