// What the preload exposes on window.commerceBulk: one named method per channel (never a
// raw ipcRenderer), event subscription, and the grant for a dropped file.
import type { Channel, EventName, EventOf, FileRef, RequestOf, ResponseOf } from './contract.js';

export type BridgeMethods = { [C in Channel]: (request: RequestOf<C>) => Promise<ResponseOf<C>> };

export interface Bridge {
  call: BridgeMethods;
  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void;
  /**
   * The grant for a File dropped on the window: the preload asks webUtils.getPathForFile for
   * its path and hands that to main on DROP_CHANNEL, which answers a token. It takes only a
   * File object, so the page's script has no way to name a path of its own.
   */
  droppedFile(file: unknown): Promise<FileRef>;
}

/**
 * The one channel that carries a path from the renderer process: only the preload's
 * droppedFile sends on it (it is not one of the bridge's `call` methods).
 */
export const DROP_CHANNEL = 'files.dropped';

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'commerceBulk';

/** A failed call rejects with an Error whose message starts with this marker and a JSON body. */
export const IPC_ERROR_PREFIX = 'commerce-bulk-ipc-error:';
