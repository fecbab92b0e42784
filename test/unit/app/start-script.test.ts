// Issue 43: a newcomer's `npm start` where the Electron binary is missing says why and what
// to do (online: install it; offline: the CLI and sandbox commands), and every command it
// offers for offline use is one the CLI and sandbox accept.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script, without types
import { MISSING, electronBinary } from '../../../scripts/start.mjs';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-start-');
afterAll(() => removeDir(dir));

describe('npm start without the Electron binary', () => {
  it('finds the binary only where electron downloaded it', () => {
    const electron = join(dir, 'electron');
    mkdirSync(join(electron, 'dist'), { recursive: true });
    expect(electronBinary(electron)).toBeNull();
    writeFileSync(join(electron, 'path.txt'), 'electron');
    expect(electronBinary(electron)).toBeNull();
    writeFileSync(join(electron, 'dist', 'electron'), '');
    expect(electronBinary(electron)).toBe(join(electron, 'dist', 'electron'));
  });

  it('says why, the install command, and the offline commands, and exits 1', () => {
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'nowhere') },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(MISSING);
    expect(r.stderr).toContain('npx install-electron');
    expect(r.stdout).toBe('');
  });

  it('offers only commands that run', () => {
    const offline = (MISSING as string)
      .split('\n')
      .filter((l) => l.startsWith('  npm run '))
      .map((l) => l.trim());
    expect(offline).toEqual([
      'npm run cli -- --help',
      'npm run cli -- import assets/samples/dc-quantities.csv --resource DCQuantities',
      'npm run sandbox -- --port 8080 --data-dir ./sandbox-data',
    ]);
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--help'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(help.stdout + help.stderr).toContain('--data-dir');
  });
});
