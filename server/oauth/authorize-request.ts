// Checks an authorize request (service-spec.md 5.1 and 5.3) before anything is shown or
// redirected: until client_id and redirect_uri are proven, no redirect may happen at all.
import { findClient } from '../storage/oauth-clients.js';
import { ParamError, single, type Params } from './params.js';
import { KNOWN_SCOPES, type Database } from './types.js';

export interface AuthorizeRequest {
  clientId: string;
  clientName: string;
  responseType: 'code' | 'token';
  redirectUri: string;
  scopes: string[];
  offline: boolean;
  forcePrompt: boolean;
  state?: string | undefined;
}

export interface AuthorizeProblem {
  message: string;
  fix: string;
}

export type AuthorizeCheck = { ok: true; request: AuthorizeRequest } | { ok: false; problem: AuthorizeProblem };

const MAX_STATE_LENGTH = 2000;

export function checkAuthorizeRequest(db: Database, params: Params): AuthorizeCheck {
  try {
    return check(db, params);
  } catch (err) {
    if (err instanceof ParamError) return refuse(err.message, `Send ${err.param} exactly once.`);
    throw err;
  }
}

type Refusal = Extract<AuthorizeCheck, { ok: false }>;

function refuse(message: string, fix: string): Refusal {
  return { ok: false, problem: { message, fix } };
}

function check(db: Database, params: Params): AuthorizeCheck {
  const proven = provenClient(db, params);
  if ('problem' in proven) return proven;
  const { clientId, client, redirectUri } = proven;
  // From here on the redirect URI is proven, but the brief's rule stays: problems are shown, not redirected.
  const responseType = single(params, 'response_type');
  if (responseType !== 'code' && responseType !== 'token') {
    return refuse(
      responseType ? `response_type "${responseType}" is not supported.` : 'response_type is missing.',
      'Use response_type=code (authorization code flow) or response_type=token (implicit flow).',
    );
  }
  const scopes = requestedScopes(params);
  if (!Array.isArray(scopes)) return scopes;
  const options = flowOptions(params);
  if ('problem' in options) return options;
  return {
    ok: true,
    request: {
      clientId,
      clientName: client.name,
      responseType,
      redirectUri,
      scopes,
      offline: options.accessType === 'offline' && responseType === 'code',
      forcePrompt: options.prompt === 'force',
      state: options.state,
    },
  };
}

type RegisteredClient = NonNullable<ReturnType<typeof findClient>>;

/** client_id names a registered application and redirect_uri is exactly its HTTPS redirect URI. */
function provenClient(
  db: Database,
  params: Params,
): { clientId: string; client: RegisteredClient; redirectUri: string } | Refusal {
  const clientId = single(params, 'client_id');
  if (!clientId) return refuse('client_id is missing.', 'Add client_id=<application ID> from the developer console.');
  const client = findClient(db, clientId);
  if (!client) {
    return refuse(
      `No application is registered with client_id "${clientId}".`,
      'Use the application ID from the developer console (the sandbox writes it to credentials.json as clientId).',
    );
  }
  const redirectUri = single(params, 'redirect_uri');
  if (!redirectUri) return refuse('redirect_uri is missing.', `Add redirect_uri=${client.redirectUri}.`);
  let parsed: URL | null = null;
  try {
    parsed = new URL(redirectUri);
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.protocol !== 'https:') {
    return refuse(
      `redirect_uri "${redirectUri}" does not use HTTPS; the service accepts only HTTPS redirect URIs.`,
      `Use the registered redirect URI ${client.redirectUri}.`,
    );
  }
  if (redirectUri !== client.redirectUri) {
    return refuse(
      `redirect_uri "${redirectUri}" does not equal the redirect URI registered for this application.`,
      `Send exactly ${client.redirectUri} (same scheme, host, path and case, no extra characters).`,
    );
  }
  return { clientId, client, redirectUri };
}

/** The space-delimited scope list, without repeats; every name must be a known scope. */
function requestedScopes(params: Params): string[] | Refusal {
  const scopeText = single(params, 'scope');
  const scopes = [...new Set((scopeText ?? '').split(' ').filter(Boolean))];
  if (scopes.length === 0) {
    return refuse(
      'scope is missing.',
      `Add scope with space-delimited scope names: ${Object.keys(KNOWN_SCOPES).join(', ')}.`,
    );
  }
  const unknown = scopes.filter((s) => !Object.hasOwn(KNOWN_SCOPES, s));
  if (unknown.length > 0) {
    return refuse(
      `Unknown scope ${unknown.map((s) => `"${s}"`).join(', ')}.`,
      `Known scopes: ${Object.keys(KNOWN_SCOPES).join(', ')} (separate them with spaces).`,
    );
  }
  return scopes;
}

/** access_type, approval_prompt and state: optional, each with its allowed values. */
function flowOptions(params: Params): { accessType: string; prompt: string; state: string | undefined } | Refusal {
  const accessType = single(params, 'access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return refuse(
      `access_type "${accessType}" is not supported.`,
      'Use access_type=offline to get a refresh token, or leave it out.',
    );
  }
  const prompt = single(params, 'approval_prompt') ?? 'auto';
  if (prompt !== 'auto' && prompt !== 'force') {
    return refuse(
      `approval_prompt "${prompt}" is not supported.`,
      'Use approval_prompt=force to get a new refresh token, or leave it out.',
    );
  }
  const state = single(params, 'state');
  if (state !== undefined && state.length > MAX_STATE_LENGTH) {
    return refuse(`state is ${state.length} characters long.`, `Keep state under ${MAX_STATE_LENGTH} characters.`);
  }
  return { accessType, prompt, state };
}
