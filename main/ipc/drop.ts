// Why: a file dropped on the window is known only to the renderer process (its path comes
// from webUtils.getPathForFile in the preload). This door is the one place a path crosses
// into main, on DROP_CHANNEL, which is not one of the bridge's `call` methods: the preload
// sends on it only for a real File object, so the page's script cannot name a path. Main
// checks the sender as the dispatcher does, and what is there (a file or a folder), then
// answers a grant; every other channel takes only grants.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileRef } from '../../shared/ipc/index.js';
import { IpcRefusal, type SenderInfo, type TrustPolicy } from './dispatch.js';
import type { FileGrants } from './file-grants.js';

export type DropDoor = (droppedPath: unknown, sender: SenderInfo) => Promise<FileRef>;

export function createDropDoor(grants: FileGrants, isTrusted: TrustPolicy): DropDoor {
  return async (droppedPath, sender) => {
    if (!isTrusted(sender)) {
      throw new IpcRefusal({
        code: 'untrusted-sender',
        message: 'Refused a dropped file from a page that is not the app.',
      });
    }
    if (typeof droppedPath !== 'string' || droppedPath.length > 4096 || !path.isAbsolute(droppedPath)) {
      throw new IpcRefusal({
        code: 'invalid-payload',
        message: 'What was dropped is not a file on this computer (it has no path on disk).',
      });
    }
    const info = await stat(droppedPath).catch(() => null);
    if (!info || (!info.isFile() && !info.isDirectory())) {
      throw new IpcRefusal({
        code: 'failed',
        message: `'${path.basename(droppedPath)}' is not a file or a folder that can be opened.`,
      });
    }
    return grants.grant(droppedPath, info.isDirectory() ? 'folder' : 'file');
  };
}
