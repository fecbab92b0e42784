// What a sign-in answer that cannot give tokens means to the person signing in: the same
// sentences for the code flow (sign-in.ts) and the implicit flow (main/connection-refs), which
// used to word them twice and drifted apart (the implicit flow lost the service's
// error_description and the hint for a state mismatch).
import type { ErrorMessage } from '../../shared/errors/index.js';
import { AuthError } from './errors.js';
import type { NavigationDecision } from './navigation.js';

/** The answers that carry a code or a token; anything else is thrown as an AuthError. */
export type GrantedAnswer = Extract<NavigationDecision, { code: string } | { accessToken: string }>;

/** The service's own error code and words, inside the sentence that says it ended the sign-in. */
function endedWith(error: string, description: string | undefined): ErrorMessage {
  return description
    ? { id: 'errors:auth.endedSaid', params: { error, description } }
    : { id: 'errors:auth.ended', params: { error } };
}

export function refuseFailedAnswer(decision: NavigationDecision): GrantedAnswer {
  if (decision === 'not-ours')
    throw new AuthError('invalid-config', { id: 'errors:auth.notRedirect' }, { id: 'errors:auth.notRedirectHint' });
  if (decision === 'state-mismatch')
    throw new AuthError('state-mismatch', { id: 'errors:auth.stateMismatch' }, { id: 'errors:auth.stateMismatchHint' });
  if ('error' in decision) {
    const denied = decision.error === 'access_denied';
    throw new AuthError(
      denied ? 'access-denied' : 'sign-in-required',
      denied ? { id: 'errors:auth.denied' } : endedWith(decision.error, decision.description),
      denied ? { id: 'errors:auth.deniedHint' } : { id: 'errors:auth.endedHint' },
    );
  }
  return decision;
}
