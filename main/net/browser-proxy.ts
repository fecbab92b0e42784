// The sign-in window is Chromium, not undici: unless told, it takes the operating system's
// route while the client follows the app's proxy setting, the connection's own proxy or the
// environment, and a user who chose "manual" in Settings saw the grant page fail (or leave
// through another route) while every API call worked. This turns the client's route for the
// service's address into the proxy config of the login window's session.
import { parseProxyUrl } from './proxy-url.js';
import { chooseProxy, type NetworkSettings } from './settings.js';

/** The subset of Electron's ProxyConfig the login window's session is given. */
export type BrowserProxy = { mode: 'system' } | { mode: 'direct' } | { mode: 'fixed_servers'; proxyRules: string };

/** The same route as the client's for `address`; 'system' only when no setting and no environment names one. */
export function browserProxyFor(address: string, settings: NetworkSettings): BrowserProxy {
  const chosen = chooseProxy(new URL(address), settings);
  if (chosen) {
    // Chromium takes scheme://host:port; a user name or password never goes into its rules
    // (it asks through the app's login event instead).
    // Parsed as the client parses it: an address it refuses gets the same message here.
    const proxy = parseProxyUrl(chosen.url, chosen.source);
    return { mode: 'fixed_servers', proxyRules: `${proxy.protocol}//${proxy.host}` };
  }
  const named = settings.proxy !== undefined;
  return named ? { mode: 'direct' } : { mode: 'system' };
}
