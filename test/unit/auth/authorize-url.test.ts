import { describe, it, expect } from 'vitest';
import { buildAuthorizeUrl, randomState } from '../../../main/auth/authorize-url.js';
import { AuthError } from '../../../main/auth/errors.js';

describe('buildAuthorizeUrl', () => {
  const base = { baseUrl: 'https://api.example.com', clientId: 'app 1', redirectUri: 'https://app.example.com/cb?x=1' };

  it('builds the code flow URL of 5.1 with offline access and a random state', () => {
    const { url, state } = buildAuthorizeUrl({ ...base, flow: 'code' });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://api.example.com/oauth2/authorize');
    expect(u.searchParams.get('client_id')).toBe('app 1');
    expect(u.searchParams.get('response_type')).toBe('code');
    expect(u.searchParams.get('access_type')).toBe('offline');
    expect(u.searchParams.get('scope')).toBe('inventory orders');
    expect(u.searchParams.get('redirect_uri')).toBe('https://app.example.com/cb?x=1');
    expect(u.searchParams.get('state')).toBe(state);
    expect(state.length).toBeGreaterThanOrEqual(24);
    expect(u.searchParams.has('approval_prompt')).toBe(false);
    // space-delimited scope is encoded, not joined by commas
    expect(url).toMatch(/scope=inventory(\+|%20)orders/);
  });

  it('adds approval_prompt=force when the refresh token was lost', () => {
    const { url } = buildAuthorizeUrl({ ...base, flow: 'code', forceApproval: true, scopes: ['orders'] });
    const u = new URL(url);
    expect(u.searchParams.get('approval_prompt')).toBe('force');
    expect(u.searchParams.get('scope')).toBe('orders');
  });

  it('builds the implicit flow URL of 5.3 without offline access', () => {
    const { url } = buildAuthorizeUrl({ ...base, flow: 'implicit', state: 'fixed-state' });
    const u = new URL(url);
    expect(u.searchParams.get('response_type')).toBe('token');
    expect(u.searchParams.has('access_type')).toBe(false);
    expect(u.searchParams.get('state')).toBe('fixed-state');
  });

  it('makes a different state every time', () => {
    const states = new Set(Array.from({ length: 50 }, () => randomState()));
    expect(states.size).toBe(50);
  });
});

describe('the service address a grant screen is built from (issue 14)', () => {
  const build = (baseUrl: string) =>
    buildAuthorizeUrl({ baseUrl, clientId: 'c', redirectUri: 'https://app.example.com/cb', flow: 'code' });
  it('takes https anywhere and http only on this machine', () => {
    for (const ok of [
      'https://api.example.com',
      'http://127.0.0.1:8080',
      'http://localhost:3000',
      'http://[::1]:9000',
      'HTTPS://API.EXAMPLE.COM',
    ]) {
      expect(() => build(ok)).not.toThrow();
    }
  });
  it('refuses plain http to another host, other schemes and non-addresses, before any URL exists', () => {
    const refusal = (baseUrl: string): AuthError => {
      try {
        build(baseUrl);
      } catch (e) {
        return e as AuthError;
      }
      throw new Error(`${baseUrl} was accepted`);
    };
    expect(refusal('http://api.example.com')).toMatchObject({
      code: 'invalid-config',
      message: 'The service address "http://api.example.com" is not https.',
      hint: 'Use https:// (plain http is only for a sandbox on this machine: localhost or 127.0.0.1).',
    });
    expect(refusal('http://10.0.0.5')).toMatchObject({ code: 'invalid-config' });
    expect(refusal('javascript:alert(1)').message).toBe('The service address "javascript:alert(1)" is not https.');
    expect(refusal('file:///etc/passwd').code).toBe('invalid-config');
    expect(refusal('api.example.com').message).toBe('The service address "api.example.com" is not a web address.');
  });
});
