// Starts the real Electron app where the Electron binary is installed (it cannot be
// downloaded on the project's build machines, so there the test is skipped and says why).
import { describe, it, expect } from 'vitest';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { _electron as electron } from 'playwright-core';

function electronBinary(): string | null {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.warn(
    'Electron smoke test skipped: the Electron binary is not installed (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1).',
  );
}

describe.skipIf(!binary || !existsSync('dist/main/app/main.js'))('Electron smoke test', () => {
  it('opens the main window on the app:// protocol with the bridge and no Node in the page', async () => {
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.', '--no-sandbox'],
      env: { ...process.env, COMMERCE_BULK_HOME: 'test-results/electron-home' },
    });
    try {
      const window = await app.firstWindow();
      await window.getByRole('heading', { name: 'Commerce Bulk' }).waitFor();
      expect(window.url()).toMatch(/^app:\/\/commerce-bulk\//);
      expect(await window.evaluate(() => typeof (globalThis as Record<string, unknown>).require)).toBe('undefined');
      expect(await window.evaluate(() => typeof (globalThis as Record<string, unknown>).commerceBulk)).toBe('object');
      await window.screenshot({ path: 'test-results/e2e/electron-smoke.png' });
    } finally {
      await app.close();
    }
  }, 60_000);
});
