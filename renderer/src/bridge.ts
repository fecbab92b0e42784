// The renderer's only way to main: the bridge the preload exposed (or, in e2e tests, the
// browser implementation wired to the real handler table).
import {
  BRIDGE_GLOBAL,
  IPC_ERROR_PREFIX,
  ipcErrorShape,
  type Bridge,
  type IpcErrorShape,
} from '../../shared/ipc/index.js';

export function getBridge(): Bridge {
  const bridge = (globalThis as unknown as Record<string, Bridge | undefined>)[BRIDGE_GLOBAL];
  if (!bridge) throw new Error('The app bridge is missing: the window was not opened by Commerce Bulk.');
  return bridge;
}

/** Turns a rejected call into the error shape main sent, for messages a person can act on. */
export function ipcError(error: unknown): IpcErrorShape {
  const message = error instanceof Error ? error.message : String(error);
  const at = message.indexOf(IPC_ERROR_PREFIX);
  if (at >= 0) {
    try {
      const shape = ipcErrorShape.safeParse(JSON.parse(message.slice(at + IPC_ERROR_PREFIX.length)));
      if (shape.success) return shape.data;
    } catch {
      // fall through to the plain message
    }
  }
  return { code: 'failed', message };
}
