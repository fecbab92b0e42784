// The one place the thing requests go through is made, for the service's API calls and the
// token endpoint alike, so a proxy and the trusted certificates apply to both: Node's own
// node:http straight to the service, undici's ProxyAgent (loaded only then) through a proxy.
// The route each dispatcher takes is remembered so a failure can be explained (explain.ts).
import type { HttpDispatcher } from './http-dispatcher.js';
import { DirectDispatcher } from './node-dispatcher.js';
import { ProxyDispatcher } from './proxy-dispatcher.js';
import { parseProxyUrl } from './proxy-url.js';
import { chooseProxy, type NetworkSettings } from './settings.js';
import { trustedCertificates } from './trust.js';

/** Which way requests to one origin go: straight, or through a proxy (named by its setting). */
export interface Route {
  target: URL;
  proxy: { url: URL; source: string } | null;
  ca: string[] | undefined;
}

export interface DispatcherOptions {
  /** Connections kept open to the service (default 1). */
  connections?: number;
  /** Header and body timers, a backstop behind the caller's exact timer. */
  timeoutMs?: number;
}

const routes = new WeakMap<HttpDispatcher, Route>();

/** The route a dispatcher of createDispatcher() takes; null for any other dispatcher. */
export function routeOf(dispatcher: HttpDispatcher | undefined): Route | null {
  return (dispatcher && routes.get(dispatcher)) ?? null;
}

/** Works out the route to `origin` without opening anything (messages and "Test connection" use it). */
export function planRoute(origin: string, settings: NetworkSettings): Route {
  const target = new URL(origin);
  const choice = chooseProxy(target, settings);
  const proxy = choice ? { url: parseProxyUrl(choice.url, choice.source), source: choice.source } : null;
  // Plain HTTP all the way (a local sandbox, an http proxy to an http service) makes no TLS
  // connection: the trusted list is not built for it (on Node 22.15+ the system store and
  // Node's own list are ~800 certificates, +13 MB for a command: issue 44). A --ca-file is
  // still read, so a wrong one is said whatever the route.
  const tls = target.protocol === 'https:' || proxy?.url.protocol === 'https:';
  const ca = trustedCertificates(settings, { withDefaults: tls });
  return { target, proxy, ca: tls ? ca : undefined };
}

/** A keep-alive dispatcher for one service origin, through the proxy the settings choose. */
export function createDispatcher(
  origin: string,
  settings: NetworkSettings,
  opts: DispatcherOptions = {},
): HttpDispatcher {
  const route = planRoute(origin, settings);
  const timers =
    opts.timeoutMs !== undefined ? { headersTimeout: opts.timeoutMs + 1000, bodyTimeout: opts.timeoutMs + 1000 } : {};
  const connections = opts.connections ?? 1;
  let dispatcher: HttpDispatcher;
  if (route.proxy) {
    // rejectUnauthorized is given, not left to Node's default, which NODE_TLS_REJECT_UNAUTHORIZED=0
    // turns off: certificates are checked whatever the environment says (ignoredTlsOverride).
    const tls = { rejectUnauthorized: true, ...(route.ca ? { ca: route.ca } : {}) };
    const pool = { connections, pipelining: 1, keepAliveTimeout: 30_000, ...timers };
    dispatcher = new ProxyDispatcher({ ...pool, uri: route.proxy.url.href, requestTls: tls, proxyTls: tls });
  } else {
    dispatcher = new DirectDispatcher(route.target, { connections, ca: route.ca, ...timers });
  }
  routes.set(dispatcher, route);
  return dispatcher;
}
