// The sign-in window is given the app's proxy setting (Settings -> Network): before, it took
// the OS's route while every API call went through the manual proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserProxy } from '../../../main/net/index.js';
import { startTestApp, type TestApp } from '../../support/index.js';

describe('the login window takes the app proxy setting', () => {
  let app: TestApp;
  const opened: (BrowserProxy | undefined)[] = [];
  beforeAll(async () => {
    app = await startTestApp({
      openLoginWindow: async (_url: string, _redirect: string, proxy?: BrowserProxy) => {
        opened.push(proxy);
        return null;
      },
    });
  }, 60_000);
  afterAll(async () => app?.ctx.dispose());

  const signIn = () =>
    app.call('connections.login', {
      name: 'Shop',
      baseUrl: 'https://api.example.com',
      clientId: 'app',
      clientSecret: 'shared-secret-77',
      redirectUri: 'https://localhost/callback',
      flow: 'code',
    });

  it('manual, then none', async () => {
    await app.call('settings.setNetwork', { mode: 'manual', manualUrl: 'http://127.0.0.1:3128' });
    expect(await signIn()).toEqual({ cancelled: true, connection: null });
    await app.call('settings.setNetwork', { mode: 'none' });
    await signIn();
    expect(opened).toEqual([{ mode: 'fixed_servers', proxyRules: 'http://127.0.0.1:3128' }, { mode: 'direct' }]);
  });
});
