import { AuthError } from './errors.js';
import { checkServiceAddress } from './service-address.js';
import { redact, registerSecret } from '../../shared/security/index.js';
import { createDispatcher, DIRECT, explainFailure, planRoute, routeOf, type HttpDispatcher } from '../net/index.js';

export interface TokenResponse {
  accessToken: string;
  tokenType: string;
  expiresIn: number; // seconds
  refreshToken?: string; // only from the first code exchange (5.1), never from a refresh (5.2)
  scope?: string;
}

export interface TokenEndpointOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  dispatcher?: HttpDispatcher;
  timeoutMs?: number;
}

/**
 * `Authorization: Basic <BASE64(application ID:shared secret)>` exactly as service-spec.md
 * 5.1 says: the two joined by a colon, base-64 per RFC 2045 on one line, no spaces.
 */
export function basicAuthHeader(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`;
}

/** What the token endpoint said when it refused, in any of its shapes (OAuth JSON, plain text, empty). */
export interface TokenEndpointFailure {
  status: number;
  error: string;
  description?: string;
}

export function parseTokenError(status: number, text: string): TokenEndpointFailure {
  const trimmed = text.trim();
  try {
    const body = JSON.parse(trimmed) as Record<string, unknown>;
    if (typeof body.error === 'string') {
      const failure: TokenEndpointFailure = { status, error: body.error };
      if (typeof body.error_description === 'string') failure.description = body.error_description;
      return failure;
    }
    // An OData-shaped body can come back from a proxy in front of the service.
    const odata = body.error as { message?: unknown } | undefined;
    if (odata && typeof odata.message === 'string')
      return { status, error: 'server_error', description: odata.message };
    if (typeof body.Message === 'string') return { status, error: 'server_error', description: body.Message };
  } catch {
    // not JSON: fall through to the plain text reading
  }
  // The real service sometimes answers a bad token request with the plain text 'Bad Request'.
  const error = status === 400 ? 'invalid_request' : status === 401 ? 'invalid_client' : 'server_error';
  const failure: TokenEndpointFailure = { status, error };
  if (trimmed) failure.description = trimmed.slice(0, 300);
  return failure;
}

/** Turns a refusal into the AuthError a user can act on. */
export function tokenFailureToError(f: TokenEndpointFailure, grant: 'authorization_code' | 'refresh_token'): AuthError {
  const said = f.description ? `${f.error}: ${f.description}` : f.error;
  if (f.status >= 500 || f.status === 429 || f.status === 0) {
    return new AuthError(
      'token-endpoint',
      { id: 'errors:auth.tokenUnavailable', params: { status: f.status, said } },
      { id: 'errors:auth.tokenUnavailableHint' },
      f.status,
    );
  }
  if (f.error === 'invalid_client' || f.status === 401) {
    return new AuthError(
      'sign-in-required',
      { id: 'errors:auth.clientRefused', params: { status: f.status, said } },
      { id: 'errors:auth.clientRefusedHint' },
      f.status,
    );
  }
  if (grant === 'refresh_token') {
    // 400 invalid_grant, or the bare 'Bad Request': the refresh token is expired, revoked or unknown.
    return new AuthError(
      'sign-in-required',
      { id: 'errors:auth.refreshRefused', params: { status: f.status, said } },
      { id: 'errors:auth.refreshRefusedHint' },
      f.status,
    );
  }
  return new AuthError(
    'sign-in-required',
    { id: 'errors:auth.codeRefused', params: { status: f.status, said } },
    { id: 'errors:auth.codeRefusedHint' },
    f.status,
  );
}

async function postToken(
  opts: TokenEndpointOptions,
  form: Record<string, string>,
  grant: 'authorization_code' | 'refresh_token',
): Promise<TokenResponse> {
  registerSecret(opts.clientSecret);
  // The code exchange reaches here without a TokenManager: the same rule, before the secret leaves.
  const url = new URL('/oauth2/token', checkServiceAddress(opts.baseUrl));
  // Without a connection's own dispatcher, a direct one for this call (no proxy setting applies).
  const dispatcher = opts.dispatcher ?? createDispatcher(url.origin, DIRECT);
  let status: number;
  let text: string;
  try {
    const res = await dispatcher.request({
      origin: url.origin,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: basicAuthHeader(opts.clientId, opts.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      headersTimeout: opts.timeoutMs ?? 30_000,
      bodyTimeout: opts.timeoutMs ?? 30_000,
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (err) {
    // A proxy, certificate or address problem is said as such, with the setting to change.
    const explained = await explainFailure(err, routeOf(dispatcher) ?? planRoute(url.origin, DIRECT));
    if (explained) throw explained;
    throw new AuthError(
      'token-endpoint',
      {
        id: 'errors:auth.tokenUnreachable',
        params: { url: `${url.origin}/oauth2/token`, reason: redact(String((err as Error).message ?? err)) },
      },
      { id: 'errors:auth.tokenUnreachableHint' },
      0,
    );
  } finally {
    if (!opts.dispatcher) await dispatcher.close();
  }
  if (status !== 200) throw tokenFailureToError(parseTokenError(status, text), grant);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new AuthError(
      'token-endpoint',
      { id: 'errors:auth.tokenNotJson' },
      { id: 'errors:auth.notBrandCommerceHint' },
      status,
    );
  }
  if (typeof body.access_token !== 'string' || !body.access_token) {
    throw new AuthError(
      'token-endpoint',
      { id: 'errors:auth.tokenNoAccess' },
      { id: 'errors:auth.notBrandCommerceHint' },
      status,
    );
  }
  registerSecret(body.access_token);
  const expires = Number(body.expires_in);
  const out: TokenResponse = {
    accessToken: body.access_token,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'bearer',
    expiresIn: Number.isFinite(expires) && expires > 0 ? expires : 3600,
  };
  if (typeof body.refresh_token === 'string' && body.refresh_token) {
    registerSecret(body.refresh_token);
    out.refreshToken = body.refresh_token;
  }
  if (typeof body.scope === 'string') out.scope = body.scope;
  return out;
}

/** 5.1 step 4: exchange an authorization code (valid five minutes, once) for tokens. */
export function exchangeCode(
  opts: TokenEndpointOptions & { code: string; redirectUri: string },
): Promise<TokenResponse> {
  registerSecret(opts.code);
  return postToken(
    opts,
    { grant_type: 'authorization_code', code: opts.code, redirect_uri: opts.redirectUri },
    'authorization_code',
  );
}

/** 5.2: a new access token from the refresh token. No new refresh token comes back. */
export function refreshAccessToken(opts: TokenEndpointOptions & { refreshToken: string }): Promise<TokenResponse> {
  registerSecret(opts.refreshToken);
  return postToken(opts, { grant_type: 'refresh_token', refresh_token: opts.refreshToken }, 'refresh_token');
}
