// Turns what undici or Node threw into the one message that says what to fix: the cause
// (name not found, refused, timed out, proxy unreachable, refused or asking for credentials,
// certificate from an unknown authority, for another name, expired), the host, and the
// setting to change. Anything else is left to the caller's generic wording (null).
import type { ErrorMessage, ErrorParam } from '../../shared/errors/index.js';
import { NetworkError } from './network-error.js';
import { PROXY_PASSWORD_ENV, proxyForDisplay, proxyHostPort } from './proxy-url.js';
import { certificateIssuer, proxyAuthSchemes } from './tunnel.js';
import type { Route } from './dispatcher.js';

type Coded = Error & { code?: string; hostname?: string; address?: string; port?: number; cause?: unknown };

const UNKNOWN_CA = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
]);
const EXPIRED = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'UND_ERR_HEADERS_TIMEOUT']);
/** The `net.` keys of a connection refused (first) or not reached (second), at the proxy or the service. */
const UNREACHED = {
  proxy: ['errors:net.proxyRefusedConnection', 'errors:net.proxyUnreachable'],
  service: ['errors:net.serviceRefused', 'errors:net.serviceUnreachable'],
} as const;

/** The error and every cause under it, outermost first. */
function chain(err: unknown): Coded[] {
  const out: Coded[] = [];
  for (let e = err; e instanceof Error && out.length < 6; e = (e as Coded).cause) out.push(e as Coded);
  return out;
}

function hostOf(url: URL): string {
  return url.host;
}

/** True when the socket error names the proxy's address rather than the service's. */
function aboutProxy(e: Coded, route: Route): boolean {
  if (!route.proxy) return false;
  const { host, port } = proxyHostPort(route.proxy.url);
  if (e.hostname) return e.hostname === host;
  if (e.port !== undefined) return e.port === port;
  const attempted = /attempted address: ([^,)]+)/.exec(e.message)?.[1];
  return attempted ? attempted.endsWith(`:${port}`) && attempted.startsWith(host) : true;
}

function proxyProblem(e: Coded, route: Route): Promise<NetworkError> | NetworkError | null {
  const status = Number(
    /Proxy response \((\d{3})\)|Proxy Authentication Required \((\d{3})\)/.exec(e.message)?.slice(1).find(Boolean),
  );
  if (!route.proxy || !status) return null;
  const proxy = proxyForDisplay(route.proxy.url);
  const { source } = route.proxy;
  // Some proxies (tinyproxy) answer a CONNECT with wrong credentials 401 instead of 407.
  if (status === 407 || status === 401) return proxyAuthProblem(route, proxy, source, status);
  return new NetworkError(
    'proxy-refused',
    { id: 'errors:net.proxyRefused', params: { proxy, host: hostOf(route.target), status } },
    { id: 'errors:net.proxyRefusedHint', params: { source, hostname: route.target.hostname } },
  );
}

async function proxyAuthProblem(route: Route, proxy: string, source: string, status: number): Promise<NetworkError> {
  const schemes = await proxyAuthSchemes(route.proxy!.url, route.target, route.ca);
  const asked = schemes.length ? schemes.join(', ') : { id: 'errors:net.unnamedScheme' };
  const params = { proxy, status, asked };
  const message: ErrorMessage = route.proxy!.url.username
    ? { id: 'errors:net.proxyAuthRefused', params }
    : { id: 'errors:net.proxyAuthAsks', params };
  const windowsOnly = schemes.length > 0 && schemes.every((s) => /^(ntlm|negotiate|kerberos)$/i.test(s));
  const hint: ErrorMessage = windowsOnly
    ? { id: 'errors:net.proxyAuthWindowsHint', params: { asked, source, hostname: route.target.hostname } }
    : {
        id: 'errors:net.proxyAuthHint',
        params: { source, proxyHost: route.proxy!.url.host, variable: PROXY_PASSWORD_ENV },
      };
  return new NetworkError('proxy-auth', message, hint);
}

async function certificateProblem(e: Coded, route: Route): Promise<NetworkError | null> {
  const host = route.target.hostname;
  const code = e.code ?? '';
  if (UNKNOWN_CA.has(code)) {
    const issuer = await certificateIssuer(route.target, route.proxy?.url ?? null, route.ca);
    const params = { host: hostOf(route.target), code };
    return new NetworkError(
      'unknown-ca',
      issuer
        ? { id: 'errors:net.unknownCaIssuer', params: { ...params, issuer } }
        : { id: 'errors:net.unknownCa', params },
      { id: 'errors:net.unknownCaHint' },
    );
  }
  // The issuer's name is one a trusted CA has, but that CA's key did not sign the certificate:
  // most often a --ca-file of another authority with the same name (an old or a test CA).
  if (code === 'CERT_SIGNATURE_FAILURE') {
    const issuer = await certificateIssuer(route.target, route.proxy?.url ?? null, route.ca);
    const params = { host: hostOf(route.target), code };
    return new NetworkError(
      'ca-mismatch',
      issuer
        ? { id: 'errors:net.caMismatchIssuer', params: { ...params, issuer } }
        : { id: 'errors:net.caMismatch', params },
      { id: 'errors:net.caMismatchHint' },
    );
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return new NetworkError(
      'hostname',
      { id: 'errors:net.hostname', params: { host, detail: e.message.replace(/^.*?:\s*/, '') } },
      { id: 'errors:net.hostnameHint', params: { host } },
    );
  if (EXPIRED.has(code))
    return new NetworkError(
      'expired',
      {
        id: code === 'CERT_HAS_EXPIRED' ? 'errors:net.expired' : 'errors:net.notYetValid',
        params: { host: hostOf(route.target) },
      },
      { id: 'errors:net.expiredHint' },
    );
  return null;
}

function socketProblem(e: Coded, route: Route): NetworkError | null {
  const code = e.code ?? '';
  // node:http's word for a connection closed before any answer (undici's 'other side closed',
  // UND_ERR_SOCKET): the request was cut, not refused; the caller's own wording says so.
  if (code === 'ECONNRESET' && e.message === 'socket hang up') return null;
  const viaProxy = aboutProxy(e, route);
  const where = viaProxy ? proxyForDisplay(route.proxy!.url) : hostOf(route.target);
  const setting: ErrorParam = viaProxy ? route.proxy!.source : { id: 'errors:net.baseUrlSetting' };
  const params = { where, code, setting };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new NetworkError(
      viaProxy ? 'proxy-unreachable' : 'dns',
      { id: 'errors:net.dns', params: { host: viaProxy ? route.proxy!.url.hostname : route.target.hostname, code } },
      { id: 'errors:net.dnsHint', params: { setting } },
    );
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new NetworkError(
      viaProxy ? 'proxy-unreachable' : 'refused',
      { id: UNREACHED[viaProxy ? 'proxy' : 'service'][code === 'ECONNREFUSED' ? 0 : 1], params },
      { id: viaProxy ? 'errors:net.proxyUnreachableHint' : 'errors:net.serviceUnreachableHint', params },
    );
  if (TIMEOUTS.has(code))
    return new NetworkError(
      'timeout',
      { id: viaProxy ? 'errors:net.proxyTimeout' : 'errors:net.serviceTimeout', params },
      { id: viaProxy ? 'errors:net.proxyTimeoutHint' : 'errors:net.serviceTimeoutHint', params },
    );
  return null;
}

/** The message for a failed request on `route`, or null when it is not a network setup problem. */
export async function explainFailure(err: unknown, route: Route): Promise<NetworkError | null> {
  if (err instanceof NetworkError) return err;
  for (const e of chain(err)) {
    const found = proxyProblem(e, route) ?? (await certificateProblem(e, route)) ?? socketProblem(e, route);
    if (found) return found;
  }
  return null;
}
