// main/net: how the app and the CLI reach the service on a company network: proxies (the
// environment, --proxy, a connection's or the app's setting), trusted certificate
// authorities (the system store, NODE_EXTRA_CA_CERTS, --ca-file), the one dispatcher factory
// (node:http straight, undici through a proxy), and messages that say what to fix. Plain Node.
export {
  chooseProxy,
  bypassedByNoProxy,
  isLoopbackHost,
  layerSettings,
  DIRECT,
  type NetworkSettings,
  type ProxyChoice,
} from './settings.js';
export { createDispatcher, planRoute, routeOf, type Route, type DispatcherOptions } from './dispatcher.js';
export type { HttpDispatcher, HttpRequestOptions, HttpResponse } from './http-dispatcher.js';
export { explainFailure } from './explain.js';
export { NetworkError, type NetworkProblem } from './network-error.js';
export { parseProxyUrl, proxyForDisplay, PROXY_PASSWORD_ENV } from './proxy-url.js';
export { ignoredTlsOverride, systemCertificates, trustedCertificates } from './trust.js';
export { openTunnel, proxyAuthSchemes, certificateIssuer } from './tunnel.js';
export { browserProxyFor, type BrowserProxy } from './browser-proxy.js';
export { appNetworkSettings, proxyFromPac, type AppProxyMode, type AppProxySetting } from './app-proxy.js';
