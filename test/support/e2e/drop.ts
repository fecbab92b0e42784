/// <reference lib="dom" />
// Drops a file on the window as a user would: a drop event whose DataTransfer holds a File
// built from the test file's bytes; the bridge is told where that file lives on disk
// (in Electron, webUtils.getPathForFile answers that).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { registerFilePath } from './browser-bridge.js';

export async function dropFile(page: Page, fullPath: string, target = '.app'): Promise<void> {
  const name = path.basename(fullPath);
  await registerFilePath(page, name, fullPath);
  const bytes = [...readFileSync(fullPath)];
  const transfer = await page.evaluateHandle(
    ([n, b]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(b)], n));
      return dt;
    },
    [name, bytes] as const,
  );
  await page.dispatchEvent(target, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(target, 'drop', { dataTransfer: transfer });
}
