// What the preload exposes on window.commerceBulk: one named method per channel (never a
// raw ipcRenderer), event subscription, and the path of a dropped file.
import type { Channel, EventName, EventOf, RequestOf, ResponseOf } from './contract.js';

export type BridgeMethods = { [C in Channel]: (request: RequestOf<C>) => Promise<ResponseOf<C>> };

export interface Bridge {
  call: BridgeMethods;
  on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void;
  /** Path on disk of a File dropped on or picked in the window (webUtils.getPathForFile). */
  pathForFile(file: unknown): string;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_GLOBAL = 'commerceBulk';

/** A failed call rejects with an Error whose message starts with this marker and a JSON body. */
export const IPC_ERROR_PREFIX = 'commerce-bulk-ipc-error:';
