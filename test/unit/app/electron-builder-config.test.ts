// The installer configuration cannot be exercised here (packaging downloads Electron), so it
// is checked instead: electron-builder's own schema (its validation, and the JSON schema it
// ships read by ajv, so an unknown or misspelt key fails too), plus the settings the product
// depends on (installers per system, the update feed, hardened runtime, fuses).
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'js-yaml';
import { Ajv } from 'ajv';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form YAML; its shape is checked by validateConfiguration below
type Config = Record<string, any>;
const config = load(readFileSync('electron-builder.yml', 'utf8')) as Config;

describe('electron-builder.yml', () => {
  it('passes electron-builder schema validation', async () => {
    await expect(validateConfiguration(config as never, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('matches the JSON schema app-builder-lib ships, unknown keys included', () => {
    const schemaFile = createRequire(import.meta.url).resolve('app-builder-lib/scheme.json');
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The check has teeth: a misspelt key is refused.
    expect(validate({ ...config, nsis: { ...config.nsis, perMachin: true } })).toBe(false);
  });

  const targets = (platform: Config) => platform.target.map((t: Config) => t.target);
  const archs = (platform: Config, target: string) =>
    platform.target.find((t: Config) => t.target === target)?.arch as string[];

  it('builds NSIS per user (per machine on request) and an MSI on Windows', () => {
    expect(targets(config.win)).toEqual(['nsis', 'msi']);
    // Assisted installer with the install-mode page: "Only for me" unless /allusers.
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false, allowElevation: true });
    expect(config.msi).toMatchObject({ perMachine: true, runAfterFinish: false });
    expect(config.msi.upgradeCode).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('builds a hardened, notarized dmg and zip for Intel and Apple silicon on macOS', () => {
    expect(targets(config.mac)).toEqual(['dmg', 'zip']);
    for (const target of ['dmg', 'zip']) expect(archs(config.mac, target)).toEqual(['x64', 'arm64']);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.notarize).toBe(true);
  });

  it('builds an AppImage and a deb on Linux', () => {
    expect(targets(config.linux)).toEqual(['AppImage', 'deb']);
    expect(config.linux.maintainer).toMatch(/<[^>]+@[^>]+>/);
    expect(config.deb.packageName).toBe('commerce-bulk');
  });

  it('publishes a draft GitHub release, the feed electron-updater reads', () => {
    expect(config.publish).toEqual([{ provider: 'github', releaseType: 'draft' }]);
    // Spaces in uploaded names break the update metadata's links.
    for (const name of [config.artifactName, config.nsis.artifactName, config.msi.artifactName])
      expect(name).not.toMatch(/\s/);
  });

  it('builds signed or not at all, and names the publisher updates must be signed by', () => {
    expect(config.win.forceCodeSigning).toBe(true);
    expect(config.mac.forceCodeSigning).toBe(true);
    // electron-updater verifies a Windows update against this name (app-update.yml).
    expect(config.win.signtoolOptions.publisherName).toEqual(['Commerce Bulk']);
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
