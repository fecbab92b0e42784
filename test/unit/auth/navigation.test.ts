import { describe, it, expect } from 'vitest';
import { decideNavigation } from '../../../main/auth/navigation.js';
import { parseImplicitFragment } from '../../../main/auth/implicit-fragment.js';

const code = { redirectUri: 'https://app.example.com/oauth/callback', expectedState: 'S1', flow: 'code' as const };
const implicit = { ...code, flow: 'implicit' as const };

describe('decideNavigation', () => {
  it('lets every other page load', () => {
    expect(decideNavigation('https://api.example.com/oauth2/authorize?x=1', code)).toBe('not-ours');
    expect(decideNavigation('https://app.example.com/oauth/other?code=1&state=S1', code)).toBe('not-ours');
    expect(decideNavigation('http://app.example.com/oauth/callback?code=1&state=S1', code)).toBe('not-ours');
    expect(decideNavigation('https://evil.example.com/oauth/callback?code=1&state=S1', code)).toBe('not-ours');
    expect(decideNavigation('not a url', code)).toBe('not-ours');
  });

  it('returns the code when the state matches', () => {
    expect(decideNavigation('https://app.example.com/oauth/callback?code=abc%2F1&state=S1', code)).toEqual({
      code: 'abc/1',
      state: 'S1',
    });
    expect(decideNavigation('https://APP.example.com/oauth/callback/?code=x&state=S1', code)).toEqual({
      code: 'x',
      state: 'S1',
    });
  });

  it('rejects a wrong or missing state', () => {
    expect(decideNavigation('https://app.example.com/oauth/callback?code=abc&state=S2', code)).toBe('state-mismatch');
    expect(decideNavigation('https://app.example.com/oauth/callback?code=abc', code)).toBe('state-mismatch');
    expect(decideNavigation('https://app.example.com/oauth/callback#access_token=t&state=X', implicit)).toBe(
      'state-mismatch',
    );
  });

  it('reports Deny and other errors', () => {
    expect(decideNavigation('https://app.example.com/oauth/callback?error=access_denied&state=S1', code)).toEqual({
      error: 'access_denied',
    });
    expect(
      decideNavigation('https://app.example.com/oauth/callback?error=invalid_scope&error_description=bad+scope', code),
    ).toEqual({ error: 'invalid_scope', description: 'bad scope' });
  });

  it('reads the implicit token from the fragment', () => {
    expect(
      decideNavigation(
        'https://app.example.com/oauth/callback#access_token=tok&token_type=Bearer&expires_in=3600&state=S1',
        implicit,
      ),
    ).toEqual({ accessToken: 'tok', expiresIn: 3600, state: 'S1', tokenType: 'Bearer' });
  });

  it('says when the redirect carries nothing usable', () => {
    expect(decideNavigation('https://app.example.com/oauth/callback?state=S1', code)).toMatchObject({
      error: 'invalid_response',
    });
  });
});

describe('parseImplicitFragment', () => {
  it('parses a fragment, a bare fragment string and the query fallback', () => {
    expect(parseImplicitFragment('#access_token=a%2Bb&token_type=Bearer&expires_in=60&state=s')).toEqual({
      accessToken: 'a+b',
      tokenType: 'Bearer',
      expiresIn: 60,
      state: 's',
    });
    expect(parseImplicitFragment('https://x.example/cb?access_token=q&expires_in=10')).toEqual({
      accessToken: 'q',
      tokenType: 'Bearer',
      expiresIn: 10,
    });
  });
  it('assumes one hour when expires_in is missing or junk, and returns null without a token', () => {
    expect(parseImplicitFragment('#access_token=a&expires_in=soon')?.expiresIn).toBe(3600);
    expect(parseImplicitFragment('#state=s')).toBeNull();
    expect(parseImplicitFragment('https://x.example/cb')).toBeNull();
  });
});
