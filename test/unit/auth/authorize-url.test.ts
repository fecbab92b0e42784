import { describe, it, expect } from 'vitest';
import { buildAuthorizeUrl, randomState } from '../../../main/auth/authorize-url.js';

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
