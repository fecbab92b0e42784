// Releasing a held file (issue 28) is a person's decision, never an accident: the file is
// moved back into the watched folder AND its bytes are marked released, so the next watcher
// sends it without the guards (and without the mass-change refusal). The app's "Release" line
// calls this; on the command line the same is moving it back and running watch --release-held.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import { readComplete } from './arrivals.js';
import { FolderState } from './folder-state.js';

/** A name free in the watched folder: "stock.csv", else "stock (2).csv", ... */
function freeName(folder: string, name: string): string {
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  if (!existsSync(join(folder, name))) return name;
  for (let n = 2; ; n++) if (!existsSync(join(folder, `${stem} (${n})${ext}`))) return `${stem} (${n})${ext}`;
}

/** Marks held/<fileName> released and moves it back into `folder`; answers its path there. */
export async function releaseHeld(folder: string, fileName: string): Promise<string> {
  const name = basename(fileName);
  const heldPath = join(folder, 'held', name);
  const hash = existsSync(heldPath) ? await readComplete(heldPath) : null;
  if (!hash)
    throw new UserError(
      { id: 'errors:watch.noHeldFile', params: { name, folder: join(folder, 'held') } },
      { id: 'errors:watch.noHeldFileHint' },
    );
  await new FolderState(folder).release(hash, name);
  const back = join(folder, freeName(folder, name));
  renameSync(heldPath, back);
  // Its reason no longer applies; its workbooks (a held file has none) stay where they are.
  rmSync(join(folder, 'held', `${name.slice(0, name.length - extname(name).length)}.reason.txt`), { force: true });
  return back;
}
