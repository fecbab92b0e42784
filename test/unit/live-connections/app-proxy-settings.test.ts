// Issue 27: the app's proxy choice in its pure parts: which settings may be stored (a manual
// proxy never with a password), how they are kept in the data folder, and how "Test
// connection" reports its steps (a failure carries main/net's message, later steps skipped).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAppProxySetting,
  readAppProxySetting,
  writeAppProxySetting,
} from '../../../main/live-connections/app-proxy-file.js';
import { failureText, runSteps } from '../../../main/live-connections/connection-test.js';
import { planRoute } from '../../../main/net/index.js';
import { tempDir } from '../../support/index.js';

describe('checkAppProxySetting', () => {
  it('keeps system and none without a URL, and a manual proxy as scheme://host:port', () => {
    expect(checkAppProxySetting({ mode: 'system', manualUrl: 'http://x:1' })).toEqual({ mode: 'system' });
    expect(checkAppProxySetting({ mode: 'none' })).toEqual({ mode: 'none' });
    expect(checkAppProxySetting({ mode: 'manual', manualUrl: ' proxy.corp:3128 ' })).toEqual({
      mode: 'manual',
      manualUrl: 'http://proxy.corp:3128',
    });
  });

  it('refuses a manual proxy holding credentials, pointing to the system proxy or the environment', () => {
    let message = '';
    try {
      checkAppProxySetting({ mode: 'manual', manualUrl: 'http://bob:s3cret-pw@proxy.corp:3128' });
    } catch (e) {
      message = `${(e as Error).message} ${(e as { hint: string }).hint}`;
    }
    expect(message).toMatch(/user name or password/);
    expect(message).toMatch(/system proxy/);
    expect(message).toMatch(/HTTPS_PROXY/);
    expect(message).not.toContain('s3cret-pw');
  });

  it('refuses an empty or unusable manual address', () => {
    expect(() => checkAppProxySetting({ mode: 'manual', manualUrl: '' })).toThrow(/no address/);
    expect(() => checkAppProxySetting({ mode: 'manual', manualUrl: 'socks5://s:1080' })).toThrow(/not supported/);
  });
});

describe('the saved proxy setting', () => {
  it('is "system" until one is saved, then read back as saved', async () => {
    const dir = tempDir('cb-proxy-setting-');
    expect(readAppProxySetting(dir)).toEqual({ setting: { mode: 'system' } });
    await writeAppProxySetting(dir, { mode: 'manual', manualUrl: 'http://proxy.corp:8080' });
    expect(JSON.parse(readFileSync(path.join(dir, 'network.json'), 'utf8'))).toEqual({
      mode: 'manual',
      manualUrl: 'http://proxy.corp:8080',
    });
    expect(readAppProxySetting(dir)).toEqual({ setting: { mode: 'manual', manualUrl: 'http://proxy.corp:8080' } });
  });

  it('a damaged file or one edited to hold a password: "system", with a problem naming the file and the fix', async () => {
    const dir = tempDir('cb-proxy-setting-');
    const file = path.join(dir, 'network.json');
    const fix =
      'The app uses the system proxy until it is fixed: correct the file, or choose a proxy in Settings → Network and save, which replaces it.';
    const problem = (what: string) => `The network settings file ${file} cannot be used: ${what}. ${fix}`;
    writeFileSync(file, '{ not json');
    const broken = readAppProxySetting(dir);
    expect(broken.setting).toEqual({ mode: 'system' });
    expect(broken.problem).toMatch(/^The network settings file .*network\.json cannot be used: it is not JSON \(/);
    expect(broken.problem).toContain(fix);
    expect(readFileSync(file, 'utf8')).toBe('{ not json'); // never reset
    writeFileSync(file, JSON.stringify({ mode: 'proxy' }));
    expect(readAppProxySetting(dir)).toEqual({
      setting: { mode: 'system' },
      problem: problem('"mode" is not "system", "none" or "manual"'),
    });
    writeFileSync(file, JSON.stringify({ mode: 'manual', manualUrl: 'http://a:b@p:1' }));
    expect(readAppProxySetting(dir)).toEqual({
      setting: { mode: 'system' },
      problem: problem(
        'The manual proxy address holds a user name or password, which the app does not store in its settings file',
      ),
    });
    await expect(writeAppProxySetting(dir, { mode: 'manual', manualUrl: 'http://a:b@p:1' })).rejects.toThrow();
  });

  // network.json through main/files' JsonStore: policy 'refuse' worded as the setting's own
  // problem (never reset, never a silent "system"), a save whole and for its owner alone.
  it('any shape but a mode and a text address is refused with the same problem, and a save replaces it', async () => {
    const dir = tempDir('cb-proxy-setting-');
    const file = path.join(dir, 'network.json');
    const problem = (what: string) =>
      `The network settings file ${file} cannot be used: ${what}. The app uses the system proxy until it is fixed: correct the file, or choose a proxy in Settings → Network and save, which replaces it.`;
    writeFileSync(file, 'null');
    expect(readAppProxySetting(dir)).toEqual({
      setting: { mode: 'system' },
      problem: problem('"mode" is not "system", "none" or "manual"'),
    });
    writeFileSync(file, JSON.stringify({ mode: 'manual', manualUrl: 8080 }));
    expect(readAppProxySetting(dir)).toEqual({
      setting: { mode: 'system' },
      problem: problem('"manualUrl" is not text'),
    });
    expect(readFileSync(file, 'utf8')).toBe('{"mode":"manual","manualUrl":8080}');
    await writeAppProxySetting(dir, { mode: 'none' });
    expect(readFileSync(file, 'utf8')).toBe('{\n  "mode": "none"\n}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readAppProxySetting(dir)).toEqual({ setting: { mode: 'none' } });
  });
});

describe('runSteps', () => {
  const explain = async (e: unknown) => `explained: ${(e as Error).message}`;
  it('reports every step passed with what it found', async () => {
    const r = await runSteps(
      [
        { step: 'proxy', label: 'Proxy chosen', run: async () => 'Direct' },
        { step: 'dns', label: 'Name resolved', run: async () => 'h is 1.2.3.4' },
      ],
      explain,
    );
    expect(r.map((s) => [s.step, s.outcome, s.detail])).toEqual([
      ['proxy', 'passed', 'Direct'],
      ['dns', 'passed', 'h is 1.2.3.4'],
    ]);
  });

  it('stops at the first failure, explains it, and skips the rest', async () => {
    let tried = false;
    const r = await runSteps(
      [
        { step: 'proxy', label: 'Proxy chosen', run: async () => 'Direct' },
        { step: 'dns', label: 'Name resolved', run: () => Promise.reject(new Error('ENOTFOUND')) },
        { step: 'connect', label: 'Connected (TLS)', run: async () => ((tried = true), 'never') },
      ],
      explain,
    );
    expect(r.map((s) => s.outcome)).toEqual(['passed', 'failed', 'skipped']);
    expect(r[1]!.detail).toBe('explained: ENOTFOUND');
    expect(tried).toBe(false);
  });
});

describe('failureText', () => {
  it("uses main/net's message for a network cause, naming the setting to change", async () => {
    const route = planRoute('https://api.example.com', {
      proxy: 'http://proxy.corp:3128',
      proxySource: "the manual proxy in the app's settings",
    });
    const err = Object.assign(new Error('getaddrinfo ENOTFOUND proxy.corp'), {
      code: 'ENOTFOUND',
      hostname: 'proxy.corp',
    });
    const text = await failureText(err, route);
    expect(text).toMatch(/proxy\.corp was not found/);
    expect(text).toMatch(/the manual proxy in the app's settings/);
  });

  it('falls back to the error and its hint otherwise', async () => {
    const err = Object.assign(new Error('Connection needs sign-in.'), { hint: 'Press "Sign in again".' });
    expect(await failureText(err, null)).toBe('Connection needs sign-in. Press "Sign in again".');
  });
});
