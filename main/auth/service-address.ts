// The one rule for where a secret may be sent: the client secret (Basic header), the refresh
// token and every access token leave only over TLS, except to this machine (the built-in
// sandbox or a local one). The browser sign-in, the token endpoint, every TokenManager and the
// connection store all ask here, so no path sends a byte to a plain-http remote address.
import { AuthError } from './errors.js';

/**
 * Loopback is decided by the name or literal written in the address, never by what it
 * resolves to: a remote name that happens to resolve to 127.0.0.1 here (a hosts-file entry,
 * a rebinding DNS answer) may resolve elsewhere tomorrow, and the secret would go with it.
 */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A service address (typed by a person, read from a credentials or connection file) must be
 * https: (or http: on this machine, for a sandbox) before anything is sent to it: over plain
 * http the consent, the code, the shared secret and the tokens would cross the network
 * readable, and a typo ('htp://', 'javascript:') must not reach the system browser at all.
 */
export function checkServiceAddress(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.notWebAddress', params: { address: baseUrl } },
      { id: 'errors:auth.notWebAddressHint' },
    );
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return url;
  throw new AuthError(
    'invalid-config',
    { id: 'errors:auth.notHttps', params: { address: baseUrl } },
    url.protocol === 'http:' ? { id: 'errors:auth.plainHttpHint' } : { id: 'errors:auth.notHttpsHint' },
  );
}
