// A real app context (real sandbox, real engines) driven through the validated dispatcher,
// as the renderer would: for the IPC flow tests and the app side of integration tests.
import { MemoryVault } from '../../main/auth/index.js';
import { createAppContext, type AppContext } from '../../main/ipc/context.js';
import type { AppDeps } from '../../main/ipc/deps.js';
import { createDispatcher, trustOrigins } from '../../main/ipc/dispatch.js';
import { createHandlerTable } from '../../main/ipc/handlers.js';
import type { Channel, EventName, RequestOf, ResponseOf } from '../../shared/ipc/index.js';
import { tempDir } from './temp-dir.js';

export interface TestApp {
  ctx: AppContext;
  dir: string;
  call<C extends Channel>(channel: C, req: RequestOf<C>): Promise<ResponseOf<C>>;
  /** The token for a file as if the user had picked or dropped it (handlers take only tokens). */
  chosen(file: string): string;
  /** The token for a place as if the user had chosen it in a save dialog. */
  saveTo(file: string): string;
  events: { event: EventName; payload: unknown }[];
  waitFor(event: EventName, pred: (payload: never) => boolean, timeoutMs?: number): Promise<unknown>;
}

export async function startTestApp(deps: Partial<AppDeps> = {}, dataDir?: string): Promise<TestApp> {
  const dir = dataDir ?? tempDir('cb-ipc-');
  const events: TestApp['events'] = [];
  const waiters: (() => void)[] = [];
  const ctx = await createAppContext({
    dataDir: dir,
    appVersion: 'test',
    deps: { vault: new MemoryVault(), ...deps },
    emit: (event, payload) => {
      events.push({ event, payload });
      for (const w of [...waiters]) w();
    },
  });
  const dispatch = createDispatcher(createHandlerTable(ctx), trustOrigins(['http://ui.test']));
  return {
    ctx,
    dir,
    events,
    chosen: (file) => ctx.files.grant(file, 'file').token,
    saveTo: (file) => ctx.files.grant(file, 'save').token,
    call: (channel, req) => dispatch(channel, req, { url: 'http://ui.test/index.html' }) as never,
    waitFor: (event, pred, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = (): boolean => {
          const hit = events.find((e) => e.event === event && pred(e.payload as never));
          if (hit) {
            resolve(hit.payload);
            return true;
          }
          return false;
        };
        if (check()) return;
        const timer = setTimeout(
          () => reject(new Error(`No ${event} event matched within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const w = () => {
          if (check()) {
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(w), 1);
          }
        };
        waiters.push(w);
      }),
  };
}
