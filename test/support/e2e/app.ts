// Starts the whole app for an e2e test as Electron would, minus Electron: the real app
// context and handler table in this process (with the built-in sandbox it starts), the
// built renderer in headless Chromium, and the bridge between them. The shell's dialogs are
// stand-ins: pickFile takes the next path of `picks`, saveAs answers a path under the test's
// folder, the login window is whatever the test passes. Screenshots go to
// test-results/e2e/<test>/.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../../shared/security/csp.js';
import { MemoryVault } from '../../../main/auth/index.js';
import { createAppContext, type AppContext } from '../../../main/ipc/context.js';
import type { AppDeps } from '../../../main/ipc/deps.js';
import { createHandlerTable } from '../../../main/ipc/handlers.js';
import { createDispatcher, trustOrigins } from '../../../main/ipc/dispatch.js';
import { createDropDoor } from '../../../main/ipc/drop.js';
import type { EventName, EventOf } from '../../../shared/ipc/index.js';
import { serveDirectory } from './static-server.js';
import { ensureRendererBuilt } from './renderer-build.js';
import { launchChromium } from './chromium.js';
import { emitToPage, installBridge } from './browser-bridge.js';
import { tempDir } from '../temp-dir.js';

export interface E2EApp {
  page: Page;
  browserContext: BrowserContext;
  context: AppContext;
  dataDir: string;
  /** Where saveAs puts files: <shots>/saved/<suggested name>. */
  savedDir: string;
  /** Paths the next files.pick calls answer with. */
  picks: string[];
  screenshot(step: string): Promise<string>;
  close(): Promise<void>;
}

export interface E2EOptions {
  dataDir?: string;
  browser?: Browser;
  deps?: Partial<AppDeps>;
  colorScheme?: 'light' | 'dark';
  /**
   * The operating system's locale the app sees (app.getLocale() in Electron), e.g. `de-DE`,
   * or the pseudo-locale `en-XA` (issue 30); default: none, so English.
   */
  systemLocale?: string;
}

export async function startE2EApp(testName: string, options: E2EOptions = {}): Promise<E2EApp> {
  const dist = await ensureRendererBuilt();
  const server = await serveDirectory(dist, CONTENT_SECURITY_POLICY);
  const dataDir = options.dataDir ?? tempDir('cb-e2e-');
  const shotDir = path.resolve('test-results', 'e2e', testName.replace(/[^a-z0-9-]+/gi, '-'));
  const savedDir = path.join(shotDir, 'saved');
  // Empty at every start: a file an earlier run saved here would satisfy a test's wait for
  // the file this run saves, and the test would read it while it is being replaced.
  rmSync(savedDir, { recursive: true, force: true });
  mkdirSync(savedDir, { recursive: true });
  const pages: Page[] = [];
  const picks: string[] = [];
  const emit = <E extends EventName>(event: E, payload: EventOf<E>) => {
    for (const p of pages) void emitToPage(p, event, payload).catch(() => undefined);
  };
  const context = await createAppContext({
    dataDir,
    emit,
    appVersion: '0.1.0-e2e',
    deps: {
      vault: new MemoryVault(),
      pickFile: async () => picks.shift() ?? null,
      saveAs: async (name) => path.join(savedDir, name),
      ...(options.systemLocale ? { systemLocale: () => options.systemLocale! } : {}),
      ...options.deps,
    },
  });
  const trusted = trustOrigins([server.origin]);
  const dispatch = createDispatcher(createHandlerTable(context), trusted);
  const browser = options.browser ?? (await launchChromium());
  const browserContext: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await browserContext.newPage();
  pages.push(page);
  await installBridge(page, dispatch, createDropDoor(context.files, trusted));
  await page.goto(`${server.origin}/index.html`);
  let shot = 0;
  let closed = false;
  return {
    page,
    browserContext,
    context,
    dataDir,
    savedDir,
    picks,
    async screenshot(step) {
      const file = path.join(shotDir, `${String(++shot).padStart(2, '0')}-${step.replace(/[^a-z0-9-]+/gi, '-')}.png`);
      await page.screenshot({ path: file });
      return file;
    },
    async close() {
      if (closed) return;
      closed = true;
      pages.length = 0;
      await browserContext.close();
      if (!options.browser) await browser.close();
      await context.dispose();
      await server.close();
    },
  };
}
