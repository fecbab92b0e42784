export interface ImplicitToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number; // seconds
  state?: string;
}

/**
 * Reads the implicit flow's answer (service-spec.md 5.3) from a redirect URL's fragment
 * (`#access_token=...&token_type=Bearer&expires_in=3600&state=...`). Some servers put
 * the same parameters in the query string, so that is read when the fragment is empty.
 * Returns null when there is no access token at all.
 */
export function parseImplicitFragment(urlOrFragment: string): ImplicitToken | null {
  let params: URLSearchParams;
  try {
    const url = new URL(urlOrFragment);
    params = new URLSearchParams(url.hash.replace(/^#/, ''));
    if (!params.has('access_token')) params = url.searchParams;
  } catch {
    params = new URLSearchParams(urlOrFragment.replace(/^#/, ''));
  }
  const accessToken = params.get('access_token');
  if (!accessToken) return null;
  const expires = Number(params.get('expires_in'));
  const token: ImplicitToken = {
    accessToken,
    tokenType: params.get('token_type') ?? 'Bearer',
    // The spec fixes the lifetime at one hour; assume it when the server leaves it out.
    expiresIn: Number.isFinite(expires) && expires > 0 ? expires : 3600,
  };
  const state = params.get('state');
  if (state !== null) token.state = state;
  return token;
}
