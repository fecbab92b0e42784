/// <reference lib="dom" />
// The browser implementation of the preload bridge: the page's window.commerceBulk calls go
// through page.exposeBinding into the real dispatcher and handler table of main/ipc, so
// everything but Electron's IPC transport is the real thing. Events from main are delivered
// with page.evaluate.
import type { Page } from 'playwright-core';
import { BRIDGE_GLOBAL, channelNames, eventNames } from '../../../shared/ipc/index.js';
import type { Dispatcher } from '../../../main/ipc/dispatch.js';
import type { DropDoor } from '../../../main/ipc/drop.js';

export async function installBridge(page: Page, dispatch: Dispatcher, dropDoor: DropDoor): Promise<void> {
  await page.exposeBinding('__cbInvoke', async ({ frame }, channel: string, payload: unknown) =>
    dispatch(channel, payload, { url: frame.url() }),
  );
  // The preload's DROP_CHANNEL: the path stands in for webUtils.getPathForFile's answer.
  await page.exposeBinding('__cbDropped', async ({ frame }, droppedPath: string) =>
    dropDoor(droppedPath, { url: frame.url() }),
  );
  await page.addInitScript(
    ({ globalName, channels, events }) => {
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const w = window as unknown as Record<string, unknown>;
      const invoke = w.__cbInvoke as (channel: string, payload: unknown) => Promise<unknown>;
      const dropped = w.__cbDropped as (droppedPath: string) => Promise<unknown>;
      const filePaths = new Map<string, string>();
      w.__cbFilePaths = filePaths;
      w.__cbEmit = (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload));
      w[globalName] = Object.freeze({
        call: Object.freeze(
          Object.fromEntries(channels.map((name) => [name, (request: unknown) => invoke(name, request)])),
        ),
        on(event: string, listener: (payload: unknown) => void) {
          if (!events.includes(event)) throw new Error(`Unknown event '${event}'.`);
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return () => listeners.get(event)?.delete(listener);
        },
        async droppedFile(file: File) {
          const droppedPath = filePaths.get(file.name);
          if (!droppedPath) throw new Error('Only a file dropped from this computer can be opened.');
          return dropped(droppedPath);
        },
      });
    },
    { globalName: BRIDGE_GLOBAL, channels: channelNames as string[], events: eventNames as string[] },
  );
}

/** Delivers an event from main to the page, as webContents.send would. */
export async function emitToPage(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(([e, p]) => (window as unknown as { __cbEmit(e: string, p: unknown): void }).__cbEmit(e, p), [
    event,
    payload,
  ] as const);
}

/** Tells the page's droppedFile where a file dropped by name lives on disk. */
export async function registerFilePath(page: Page, name: string, fullPath: string): Promise<void> {
  await page.evaluate(
    ([n, p]) => (window as unknown as { __cbFilePaths: Map<string, string> }).__cbFilePaths.set(n, p),
    [name, fullPath] as const,
  );
}
