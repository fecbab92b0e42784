// Wires the contract's channels to ipcMain. The sender check and payload validation live in
// main/ipc/dispatch.ts so the e2e tests exercise the same code without Electron.
import { ipcMain, type BrowserWindow } from 'electron';
import { channelNames, DROP_CHANNEL, type EventName, type EventOf } from '../../shared/ipc/index.js';
import type { Dispatcher } from '../ipc/dispatch.js';
import type { DropDoor } from '../ipc/drop.js';

export function registerIpc(dispatch: Dispatcher, dropDoor: DropDoor): void {
  for (const name of channelNames) {
    ipcMain.handle(name, (event, payload) => dispatch(name, payload, { url: event.senderFrame?.url ?? '' }));
  }
  ipcMain.handle(DROP_CHANNEL, (event, droppedPath) => dropDoor(droppedPath, { url: event.senderFrame?.url ?? '' }));
}

export function createEmitter(getWindows: () => BrowserWindow[]) {
  return <E extends EventName>(event: E, payload: EventOf<E>): void => {
    for (const win of getWindows()) if (!win.isDestroyed()) win.webContents.send(event, payload);
  };
}
