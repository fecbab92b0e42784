// What a sign-in answer that cannot give tokens means to the person signing in: the same
// sentences for the code flow (sign-in.ts) and the implicit flow (main/connection-refs), which
// used to word them twice and drifted apart (the implicit flow lost the service's
// error_description and the hint for a state mismatch).
import { AuthError } from './errors.js';
import type { NavigationDecision } from './navigation.js';

/** The answers that carry a code or a token; anything else is thrown as an AuthError. */
export type GrantedAnswer = Extract<NavigationDecision, { code: string } | { accessToken: string }>;

export function refuseFailedAnswer(decision: NavigationDecision): GrantedAnswer {
  if (decision === 'not-ours')
    throw new AuthError(
      'invalid-config',
      'That address is not the redirect URI of this connection.',
      'Paste the address the browser landed on after you pressed Allow.',
    );
  if (decision === 'state-mismatch')
    throw new AuthError(
      'state-mismatch',
      'The sign-in answer does not belong to the sign-in we started (state mismatch).',
      'Start the sign-in again; if it repeats, someone may be tampering with the login.',
    );
  if ('error' in decision) {
    const denied = decision.error === 'access_denied';
    throw new AuthError(
      denied ? 'access-denied' : 'sign-in-required',
      denied
        ? 'Access was denied on the grant screen.'
        : `The service ended the sign-in with "${decision.error}"${decision.description ? `: ${decision.description}` : ''}.`,
      denied ? 'Sign in again and press Allow to connect.' : 'Start the sign-in again.',
    );
  }
  return decision;
}
