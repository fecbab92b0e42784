/// <reference lib="dom" />
// The browser implementation of the preload bridge: the page's window.commerceBulk calls go
// through page.exposeBinding into the real dispatcher and handler table of main/ipc, so
// everything but Electron's IPC transport is the real thing. Events from main are delivered
// with page.evaluate.
import type { Page } from 'playwright-core';
import { BRIDGE_GLOBAL, channelNames, eventNames } from '../../../shared/ipc/index.js';
import type { Dispatcher } from '../../../main/ipc/dispatch.js';

export async function installBridge(page: Page, dispatch: Dispatcher): Promise<void> {
  await page.exposeBinding('__cbInvoke', async ({ frame }, channel: string, payload: unknown) =>
    dispatch(channel, payload, { url: frame.url() }),
  );
  await page.addInitScript(
    ({ globalName, channels, events }) => {
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const w = window as unknown as Record<string, unknown>;
      const invoke = w.__cbInvoke as (channel: string, payload: unknown) => Promise<unknown>;
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
        pathForFile(file: File) {
          return filePaths.get(file.name) ?? '';
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

/** Tells the page's pathForFile where a file dropped by name lives on disk. */
export async function registerFilePath(page: Page, name: string, fullPath: string): Promise<void> {
  await page.evaluate(
    ([n, p]) => (window as unknown as { __cbFilePaths: Map<string, string> }).__cbFilePaths.set(n, p),
    [name, fullPath] as const,
  );
}
