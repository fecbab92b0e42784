// Issue 42: "Sign in again" names the command for the connection that was refused.
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../main/auth/index.js';
import { signInAgain, withSignInCommand } from '../../../main/cli/sign-in-again.js';

describe('signInAgain', () => {
  it('names login --credentials with the file, quoted for the shell when it must be', () => {
    expect(signInAgain({ kind: 'credentials-file', path: '/srv/cb/creds.json' })).toContain(
      'then run `commerce-bulk login --credentials /srv/cb/creds.json`.',
    );
    expect(signInAgain({ kind: 'credentials-file', path: "/home/o'neil/my creds.json" })).toContain(
      "then run `commerce-bulk login --credentials '/home/o'\\''neil/my creds.json'`.",
    );
  });

  it('sends a saved connection to the app, then names login --connection <id>', () => {
    expect(signInAgain({ kind: 'saved', id: 'c-42', name: 'Contoso live' })).toBe(
      'Nothing was changed. To sign in again, open the desktop app\'s Connections screen and press "Sign in again" next to "Contoso live", then check it here with `commerce-bulk login --connection c-42`.',
    );
  });

  it('names login --sandbox for the built-in sandbox', () => {
    expect(signInAgain({ kind: 'sandbox' })).toBe(
      'Nothing was changed. To sign in again to the built-in sandbox, run `commerce-bulk login --sandbox`.',
    );
  });

  it('adds the command to a refusal only, keeping it an AuthError (exit 3)', () => {
    const refused = new AuthError('sign-in-required', 'The refresh token was refused (HTTP 400).', 'Sign in again.');
    const said = withSignInCommand(refused, { kind: 'sandbox' }) as AuthError;
    expect(said).toBeInstanceOf(AuthError);
    expect(said.code).toBe('sign-in-required');
    expect(said.hint).toBe('Sign in again. ' + signInAgain({ kind: 'sandbox' }));
    const down = new AuthError('token-endpoint', 'The token endpoint could not answer (HTTP 503).', 'Try again.');
    expect(withSignInCommand(down, { kind: 'sandbox' })).toBe(down);
  });
});
