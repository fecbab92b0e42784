// The one preload. Sandboxed, so it is bundled to a single CommonJS file (see package.json
// build:preload). It exposes one named method per contract channel and event subscription,
// never ipcRenderer itself.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import {
  BRIDGE_GLOBAL,
  DROP_CHANNEL,
  channelNames,
  eventNames,
  type Bridge,
  type BridgeMethods,
  type FileRef,
} from '../../shared/ipc/index.js';

const call = Object.fromEntries(
  channelNames.map((name) => [name, (request: unknown) => ipcRenderer.invoke(name, request)]),
) as unknown as BridgeMethods;

const bridge: Bridge = {
  call,
  on(event, listener) {
    if (!eventNames.includes(event)) throw new Error(`Unknown event '${String(event)}'.`);
    const wrapped = (_e: IpcRendererEvent, payload: unknown) => listener(payload as never);
    ipcRenderer.on(event, wrapped);
    return () => ipcRenderer.removeListener(event, wrapped);
  },
  // Only a real File has a path here (one the page built itself answers ''), so the page
  // cannot name a path; main answers the token the other channels take.
  async droppedFile(file) {
    const droppedPath = webUtils.getPathForFile(file as File);
    if (!droppedPath) throw new Error('Only a file dropped from this computer can be opened.');
    return (await ipcRenderer.invoke(DROP_CHANNEL, droppedPath)) as FileRef;
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
