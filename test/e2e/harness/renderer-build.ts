// Builds the renderer once if dist/renderer is missing (CI builds it before the tests).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const RENDERER_DIST = fileURLToPath(new URL('../../../dist/renderer', import.meta.url));

export async function ensureRendererBuilt(): Promise<string> {
  if (!existsSync(`${RENDERER_DIST}/index.html`) || process.env.E2E_REBUILD) {
    await build({ configFile: fileURLToPath(new URL('../../../renderer/vite.config.ts', import.meta.url)), logLevel: 'warn' });
  }
  return RENDERER_DIST;
}
