// The source side of automations.save and .list (issue 45): an automation whose files come
// from an https:// or sftp:// address watches that address's own inbox in the data folder;
// its secret goes to the keychain, never into automations.json; the card shows the address
// without a password and the last pull as sources/pull-source.ts recorded it.
import type { AutomationPull } from '../../../shared/ipc/index.js';
import { displayAddress, pullSource, readPull, sourcePaths, storeSourceSecret } from '../../automation/index.js';
import type { AppContext } from '../context.js';
import { IpcRefusal } from '../dispatch.js';

/** The folder the automation watches: the source's inbox (the address checked), else the granted folder. */
export function watchedFolder(ctx: AppContext, folder: string | undefined, source: string | undefined): string {
  if (source && URL.canParse(source) && new URL(source).password)
    throw new IpcRefusal({
      code: 'failed',
      message: `${displayAddress(source)}: a password does not belong in the address (it would show in logs and history).`,
      hint: 'Remove it from the address and type it in the password field below: it is kept in the system keychain.',
    });
  if (source) return pullSource(source, { dataDir: ctx.dataDir }).folders.inbox;
  if (!folder)
    throw new IpcRefusal({
      code: 'failed',
      message: 'The automation has no folder and no source address.',
      hint: 'Choose the folder to watch, or give an https:// or sftp:// address.',
    });
  return ctx.files.resolve(folder, 'folder');
}

/** The typed secret, kept in the app's keychain under the address's user and host. */
export async function keepSourceSecret(ctx: AppContext, source: string | undefined, secret: string | undefined) {
  if (!source || !secret) return;
  await storeSourceSecret(source, secret, ctx.deps.vault);
}

/** What the card shows of a source: the address without a password, and its last pull (null before the first). */
export function sourceFacts(
  ctx: AppContext,
  source: string | undefined,
): { source?: string; lastPull?: AutomationPull | null } {
  if (!source) return {};
  return { source: displayAddress(source), lastPull: readPull(sourcePaths(source, ctx.dataDir), source).last ?? null };
}
