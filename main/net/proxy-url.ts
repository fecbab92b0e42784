// A proxy URL may carry credentials (http://user:pass@host:port). They are used to sign in
// to the proxy and nowhere else: registered with the redaction registry the moment they are
// read, and every text that names the proxy uses proxyForDisplay().
import { registerSecret } from '../../shared/security/index.js';
import { NetworkError } from './network-error.js';
import { PROXY_PASSWORD_ENV } from './proxy-env.js';

/** The proxy's password, for a proxy URL that names its user (http://user@proxy:8080). */
export { PROXY_PASSWORD_ENV };

/**
 * The password as typed between the scheme and the last '@', registered as a secret before
 * the URL is parsed: a text that does not parse must not reach a log with it (issue 41).
 * True when the text has credentials at all.
 */
function registerTypedPassword(text: string): boolean {
  const rest = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const at = rest.lastIndexOf('@');
  if (at < 0) return false;
  const userinfo = rest.slice(0, at);
  const colon = userinfo.indexOf(':');
  if (colon >= 0) registerSecret(userinfo.slice(colon + 1));
  return true;
}

/**
 * A password holding '@', ':', '#', '/' or '?' as typed ends the user part early: the URL does
 * not parse, or parses with an '@' left in its path, query or fragment. The message says to
 * percent-encode, never quoting the text (it holds the password).
 */
function notEncoded(source: string): NetworkError {
  return new NetworkError(
    'proxy-setting',
    { id: 'errors:net.proxyNotEncoded', params: { source } },
    { id: 'errors:net.proxyNotEncodedHint', params: { source, variable: PROXY_PASSWORD_ENV } },
  );
}

/** Parses a proxy URL (a bare host:port is taken as http://), registering its password as a secret. */
export function parseProxyUrl(raw: string, source: string): URL {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  const credentials = registerTypedPassword(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    if (credentials) throw notEncoded(source);
    // The text may hold a password: the message names the setting, not the value.
    throw new NetworkError(
      'proxy-setting',
      { id: 'errors:net.proxyInvalid', params: { source } },
      { id: 'errors:net.proxyInvalidHint', params: { source } },
    );
  }
  if (`${url.pathname}${url.search}${url.hash}`.includes('@')) throw notEncoded(source);
  // The password is never on the command line (ps shows it): a proxy URL names only the user,
  // and the password comes from the environment.
  const fromEnv = process.env[PROXY_PASSWORD_ENV];
  if (url.username && !url.password && fromEnv) url.password = encodeURIComponent(fromEnv);
  registerSecret(url.password);
  registerSecret(decodeURIComponent(url.password));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NetworkError(
      'proxy-setting',
      {
        id: 'errors:net.proxyProtocol',
        params: { proxy: proxyForDisplay(url), source, protocol: url.protocol.replace(':', '') },
      },
      { id: 'errors:net.proxyProtocolHint', params: { source } },
    );
  }
  return url;
}

/** The proxy's address without credentials, for every message and log line. */
export function proxyForDisplay(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** The proxy's host and port, for matching the address a socket error names. */
export function proxyHostPort(url: URL): { host: string; port: number } {
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
  };
}
