// The installer configuration cannot be exercised here (packaging downloads Electron), so it
// is checked instead: electron-builder's own schema validation, plus the settings the
// product depends on (per-machine NSIS for file associations, hardened runtime, fuses).
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { load } from 'js-yaml';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML; its shape is checked by validateConfiguration below
type Config = Record<string, any>;
const config = load(readFileSync('electron-builder.yml', 'utf8')) as Config;

describe('electron-builder.yml', () => {
  it('passes electron-builder schema validation', async () => {
    await expect(validateConfiguration(config as never, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS per machine on Windows, a hardened notarized dmg on macOS, an AppImage on Linux', () => {
    expect(config.win.target.map((t: Config) => t.target)).toContain('nsis');
    expect(config.nsis.perMachine).toBe(true);
    expect(config.mac.target.map((t: Config) => t.target)).toContain('dmg');
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
    expect(config.linux.target.map((t: Config) => t.target)).toContain('AppImage');
  });

  it('associates .csv and .xlsx files with the app', () => {
    expect(config.fileAssociations.map((a: Config) => a.ext).sort()).toEqual(['csv', 'xlsx']);
  });

  it('flips the fuses that close Node entry points', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
    });
  });

  it('points at icons and entitlements that exist', () => {
    for (const file of [config.win.icon, config.mac.icon, config.linux.icon, config.mac.entitlements])
      expect(existsSync(file), file).toBe(true);
    const png = readFileSync(config.linux.icon);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
  });
});
