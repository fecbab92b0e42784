// The sign-in window takes the client's route to the service: the app's manual proxy, "none",
// the environment's proxy (and its NO_PROXY), and the OS's own choice only when nothing names one.
import { describe, expect, it } from 'vitest';
import { browserProxyFor } from '../../../main/net/index.js';

const grant = 'https://api.example.com/oauth/authorize?client_id=app';

describe('browserProxyFor', () => {
  it('gives Chromium the manual proxy, without its user name or password', () => {
    expect(browserProxyFor(grant, { proxy: 'http://proxy.corp:3128' })).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://proxy.corp:3128',
    });
    expect(browserProxyFor(grant, { proxy: 'http://ann:s3cret@proxy.corp:3128' })).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://proxy.corp:3128',
    });
    expect(browserProxyFor(grant, { proxy: 'https://proxy.corp' })).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'https://proxy.corp',
    });
  });

  it('goes direct when the setting says none, even with a proxy in the environment', () => {
    const env = { HTTPS_PROXY: 'http://env-proxy:8080' };
    expect(browserProxyFor(grant, { proxy: 'none', env })).toEqual({ mode: 'direct' });
  });

  it('follows the environment as the client does, NO_PROXY included', () => {
    expect(browserProxyFor(grant, { env: { https_proxy: 'http://env-proxy:8080' } })).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://env-proxy:8080',
    });
    expect(browserProxyFor(grant, { env: { HTTPS_PROXY: 'http://env-proxy:8080', NO_PROXY: '.example.com' } })).toEqual(
      {
        mode: 'system',
      },
    );
  });

  it('leaves the choice to the OS only when nothing names a proxy', () => {
    expect(browserProxyFor(grant, { env: {} })).toEqual({ mode: 'system' });
  });
});
