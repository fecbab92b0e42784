// The app shell's other decisions under Node (issue 25): navigation only to exactly the
// app's origin (the old check was url.startsWith('app://commerce-bulk'), which let
// app://commerce-bulk.evil through), no new windows, every permission denied both when
// requested and when checked, and windows built with Node and the web kept apart.
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  grantsPermissionCheck,
  grantsPermissionRequest,
  isAllowedNavigation,
  loginWindowWebPreferences,
  mainWindowWebPreferences,
  windowOpenDecision,
} from '../../../main/shell-rules/index.js';

describe('navigation', () => {
  it('follows only the app origin itself', () => {
    expect(isAllowedNavigation(`${APP_ORIGIN}/index.html`)).toBe(true);
    expect(isAllowedNavigation(`${APP_ORIGIN}/`)).toBe(true);
    expect(isAllowedNavigation(`${APP_ORIGIN}/#/jobs`)).toBe(true);
  });

  it('refuses every look-alike, including what a prefix match accepted', () => {
    const lookAlikes = [
      'app://commerce-bulk.evil.example/index.html',
      'app://commerce-bulk@evil.example/',
      'app://commerce-bulk:1234/',
      'app://user:pw@commerce-bulk/',
      'app://commerce-bulkx/',
      'https://commerce-bulk/',
      'http://127.0.0.1:3000/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ];
    // The old check: a string prefix.
    expect(lookAlikes.filter((url) => url.startsWith(APP_ORIGIN)).length).toBeGreaterThan(0);
    for (const url of lookAlikes) expect(isAllowedNavigation(url), url).toBe(false);
  });
});

describe('windows and permissions', () => {
  it('denies window.open', () => {
    expect(windowOpenDecision()).toEqual({ action: 'deny' });
  });

  it('denies every permission, requested or checked', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'fullscreen',
      'openExternal',
      'unknown',
    ]) {
      expect(grantsPermissionRequest(permission), permission).toBe(false);
      expect(grantsPermissionCheck(permission), permission).toBe(false);
    }
  });

  it('builds locked webPreferences, with the preload only in the main window', () => {
    const main = mainWindowWebPreferences('dist/main/app/preload.cjs');
    const login = loginWindowWebPreferences();
    for (const prefs of [main, login]) {
      expect(prefs).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        nodeIntegrationInWorker: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
      });
    }
    expect(main.preload).toMatch(/^\/.*dist\/main\/app\/preload\.cjs$/);
    expect(login).not.toHaveProperty('preload');
  });
});
