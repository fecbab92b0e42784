// Issue 27: the app's proxy resolution in its pure part: system / none / manual, and PAC
// answers such as `PROXY a:8080; DIRECT` turned into the agent the client uses.
import { describe, expect, it } from 'vitest';
import { appNetworkSettings, createDispatcher, proxyFromPac, routeOf } from '../../../main/net/index.js';
import { appNetworkFor } from '../../../main/live-connections/app-network.js';
import { DirectDispatcher } from '../../../main/net/node-dispatcher.js';
import { ProxyDispatcher } from '../../../main/net/proxy-dispatcher.js';

describe('proxyFromPac', () => {
  it('takes the first entry this client can use', () => {
    expect(proxyFromPac('PROXY a:8080; DIRECT')).toBe('http://a:8080');
    expect(proxyFromPac('DIRECT')).toBe('none');
    expect(proxyFromPac('HTTPS b.corp:443')).toBe('https://b.corp:443');
    expect(proxyFromPac('SOCKS5 s:1080; PROXY a:3128')).toBe('http://a:3128');
    expect(proxyFromPac('SOCKS s:1080')).toBeNull();
    expect(proxyFromPac('')).toBeNull();
  });
});

describe('appNetworkSettings', () => {
  it('system: the PAC answer for the service decides; DIRECT goes straight', () => {
    expect(appNetworkSettings({ mode: 'system' }, 'PROXY a:8080; DIRECT')).toMatchObject({ proxy: 'http://a:8080' });
    expect(appNetworkSettings({ mode: 'system' }, 'DIRECT')).toMatchObject({ proxy: 'none' });
    expect(appNetworkSettings({ mode: 'system' })).toEqual({});
  });

  it('none and manual ignore the system answer', () => {
    expect(appNetworkSettings({ mode: 'none' }, 'PROXY a:8080')).toMatchObject({ proxy: 'none' });
    expect(appNetworkSettings({ mode: 'manual', manualUrl: 'http://m:3128' }, 'PROXY a:8080')).toMatchObject({
      proxy: 'http://m:3128',
    });
  });

  it("becomes the client's agent: undici's ProxyAgent to the PAC's proxy, node:http for DIRECT", async () => {
    const viaPac = createDispatcher('https://api.example.com', {
      ...appNetworkSettings({ mode: 'system' }, 'PROXY a:8080; DIRECT'),
      env: {},
    });
    expect(viaPac).toBeInstanceOf(ProxyDispatcher);
    expect(routeOf(viaPac)?.proxy?.url.host).toBe('a:8080');
    const direct = createDispatcher('https://api.example.com', {
      ...appNetworkSettings({ mode: 'system' }, 'DIRECT'),
      env: { HTTPS_PROXY: 'http://env:1' },
    });
    expect(direct).toBeInstanceOf(DirectDispatcher);
    expect(routeOf(direct)?.proxy).toBeNull();
    await Promise.all([viaPac.close(), direct.close()]);
  });
});

describe("the app's saved connections (appNetworkFor)", () => {
  const config = {
    id: 'c1',
    name: 'Shop',
    kind: 'refresh-token' as const,
    baseUrl: 'https://api.example.com',
    clientId: 'x',
    profiles: [],
  };

  it("asks the system for the service's address and uses its PAC answer", async () => {
    const asked: string[] = [];
    const resolve = async (url: string): Promise<string> => {
      asked.push(url);
      return 'PROXY pac.corp:8080; DIRECT';
    };
    expect(await appNetworkFor(config, resolve)).toMatchObject({ proxy: 'http://pac.corp:8080' });
    expect(asked).toEqual(['https://api.example.com']);
  });

  it("the connection's own proxy wins; no answer from the system leaves it to the environment", async () => {
    const resolve = async (): Promise<string> => 'PROXY pac.corp:8080';
    expect(await appNetworkFor({ ...config, proxy: 'none' }, resolve)).toMatchObject({ proxy: 'none' });
    expect(
      await appNetworkFor(config, async () => {
        throw new Error('no session');
      }),
    ).toEqual({});
  });
});
