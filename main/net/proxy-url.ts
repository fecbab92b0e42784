// A proxy URL may carry credentials (http://user:pass@host:port). They are used to sign in
// to the proxy and nowhere else: registered with the redaction registry the moment they are
// read, and every text that names the proxy uses proxyForDisplay().
import { registerSecret } from '../../shared/security/index.js';
import { NetworkError } from './network-error.js';

/** The proxy's password, for a proxy URL that names its user (http://user@proxy:8080). */
export const PROXY_PASSWORD_ENV = 'COMMERCE_BULK_PROXY_PASSWORD';

/** Parses a proxy URL (a bare host:port is taken as http://), registering its password as a secret. */
export function parseProxyUrl(raw: string, source: string): URL {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // The text may hold a password: the message names the setting, not the value.
    throw new NetworkError(
      'proxy-setting',
      `The proxy address in ${source} is not a valid URL.`,
      `Set ${source} to an address like http://proxy.example.com:8080.`,
    );
  }
  // The password is never on the command line (ps shows it): a proxy URL names only the user,
  // and the password comes from the environment.
  const fromEnv = process.env[PROXY_PASSWORD_ENV];
  if (url.username && !url.password && fromEnv) url.password = encodeURIComponent(fromEnv);
  registerSecret(url.password);
  registerSecret(decodeURIComponent(url.password));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NetworkError(
      'proxy-setting',
      `The proxy ${proxyForDisplay(url)} in ${source} uses ${url.protocol.replace(':', '')}, which is not supported.`,
      `Use an http:// or https:// proxy address in ${source}.`,
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
