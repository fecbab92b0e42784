// Builds the renderer when dist/renderer is missing or older than its sources (CI builds it
// before the tests; locally a changed component is picked up without a manual build).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const RENDERER_DIST = fileURLToPath(new URL('../../../dist/renderer', import.meta.url));
const SOURCES = [
  fileURLToPath(new URL('../../../renderer', import.meta.url)),
  fileURLToPath(new URL('../../../shared/ipc', import.meta.url)),
  fileURLToPath(new URL('../../../shared/i18n', import.meta.url)),
];

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

let building: Promise<void> | null = null;

export async function ensureRendererBuilt(): Promise<string> {
  const index = `${RENDERER_DIST}/index.html`;
  const stale = !existsSync(index) || Math.max(...SOURCES.map(newest)) > statSync(index).mtimeMs;
  if (stale || process.env.E2E_REBUILD) {
    building ??= build({
      configFile: fileURLToPath(new URL('../../../renderer/vite.config.ts', import.meta.url)),
      logLevel: 'warn',
    }).then(() => undefined);
    await building;
  }
  return RENDERER_DIST;
}
