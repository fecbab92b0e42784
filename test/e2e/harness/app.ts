// Starts the whole app for an e2e test as Electron would, minus Electron: the real app
// context and handler table in this process, the built renderer in headless Chromium, and
// the bridge between them. Screenshots go to test-results/e2e/<test>/.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../../shared/security/csp.js';
import { createAppContext, type AppContext } from '../../../main/ipc/context.js';
import { createHandlerTable } from '../../../main/ipc/handlers.js';
import { createDispatcher, trustOrigins } from '../../../main/ipc/dispatch.js';
import type { EventName, EventOf } from '../../../shared/ipc/index.js';
import { serveDirectory } from './static-server.js';
import { ensureRendererBuilt } from './renderer-build.js';
import { launchChromium } from './chromium.js';
import { emitToPage, installBridge } from './browser-bridge.js';

export interface E2EApp {
  page: Page;
  context: AppContext;
  dataDir: string;
  screenshot(step: string): Promise<string>;
  close(): Promise<void>;
}

export async function startE2EApp(testName: string, options: { dataDir?: string; browser?: Browser } = {}): Promise<E2EApp> {
  const dist = await ensureRendererBuilt();
  const server = await serveDirectory(dist, CONTENT_SECURITY_POLICY);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-'));
  const pages: Page[] = [];
  const emit = <E extends EventName>(event: E, payload: EventOf<E>) => {
    for (const p of pages) void emitToPage(p, event, payload).catch(() => undefined);
  };
  const context = await createAppContext({ dataDir, emit, appVersion: '0.1.0-e2e' });
  const dispatch = createDispatcher(createHandlerTable(context), trustOrigins([server.origin]));
  const browser = options.browser ?? (await launchChromium());
  const browserContext: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await browserContext.newPage();
  pages.push(page);
  await installBridge(page, dispatch);
  await page.goto(`${server.origin}/index.html`);
  const shotDir = path.resolve('test-results', 'e2e', testName.replace(/[^a-z0-9-]+/gi, '-'));
  mkdirSync(shotDir, { recursive: true });
  let shot = 0;
  return {
    page,
    context,
    dataDir,
    async screenshot(step) {
      const file = path.join(shotDir, `${String(++shot).padStart(2, '0')}-${step.replace(/[^a-z0-9-]+/gi, '-')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await browserContext.close();
      if (!options.browser) await browser.close();
      await context.dispose();
      await server.close();
    },
  };
}
