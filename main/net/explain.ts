// Turns what undici or Node threw into the one message that says what to fix: the cause
// (name not found, refused, timed out, proxy unreachable, refused or asking for credentials,
// certificate from an unknown authority, for another name, expired), the host, and the
// setting to change. Anything else is left to the caller's generic wording (null).
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
    `The proxy ${proxy} refused to connect to ${hostOf(route.target)} (HTTP ${status}).`,
    `Check that the proxy in ${source} lets this machine reach ${route.target.hostname}, or ask your IT department to allow it.`,
  );
}

async function proxyAuthProblem(route: Route, proxy: string, source: string, status: number): Promise<NetworkError> {
  const schemes = await proxyAuthSchemes(route.proxy!.url, route.target, route.ca);
  const asked = schemes.length ? schemes.join(', ') : 'an unnamed scheme';
  const sent = route.proxy!.url.username ? 'refused the user name and password given' : 'asks for credentials';
  const windowsOnly = schemes.length > 0 && schemes.every((s) => /^(ntlm|negotiate|kerberos)$/i.test(s));
  const hint = windowsOnly
    ? `This proxy signs in with ${asked}, the Windows sign-in of the system proxy, which this client cannot do itself: run a local proxy such as cntlm that signs in for you and give its address in ${source}, or ask IT for an exception for ${route.target.hostname}.`
    : `Put the proxy user name in ${source}, as http://user@${route.proxy!.url.host}, and its password in ${PROXY_PASSWORD_ENV}.`;
  return new NetworkError('proxy-auth', `The proxy ${proxy} ${sent} (HTTP ${status}, ${asked}).`, hint);
}

async function certificateProblem(e: Coded, route: Route): Promise<NetworkError | null> {
  const host = route.target.hostname;
  const code = e.code ?? '';
  if (UNKNOWN_CA.has(code)) {
    const issuer = await certificateIssuer(route.target, route.proxy?.url ?? null, route.ca);
    return new NetworkError(
      'unknown-ca',
      `The certificate of ${hostOf(route.target)} comes from an authority this computer does not trust${issuer ? ` ("${issuer}")` : ''} (${code}).`,
      `If your company inspects HTTPS, get its certificate authority as a PEM file and pass it with --ca-file <file> (or the connection's company certificate setting, or NODE_EXTRA_CA_CERTS).`,
    );
  }
  // The issuer's name is one a trusted CA has, but that CA's key did not sign the certificate:
  // most often a --ca-file of another authority with the same name (an old or a test CA).
  if (code === 'CERT_SIGNATURE_FAILURE') {
    const issuer = await certificateIssuer(route.target, route.proxy?.url ?? null, route.ca);
    return new NetworkError(
      'ca-mismatch',
      `The certificate of ${hostOf(route.target)} names an issuer this computer knows${issuer ? ` ("${issuer}")` : ''}, but its signature does not match that authority's certificate in the CA file (${code}).`,
      `Check that --ca-file (or the connection's company certificate setting, or NODE_EXTRA_CA_CERTS) points at the right CA: the certificate of the authority that signed this one, not an older or another one of the same name.`,
    );
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return new NetworkError(
      'hostname',
      `The certificate presented for ${host} is for another name (${e.message.replace(/^.*?:\s*/, '')}).`,
      `Check the service address (baseUrl) of the connection; if a proxy inspects HTTPS, it must issue certificates for ${host}.`,
    );
  if (EXPIRED.has(code))
    return new NetworkError(
      'expired',
      `The certificate of ${hostOf(route.target)} is ${code === 'CERT_HAS_EXPIRED' ? 'expired' : 'not yet valid'}.`,
      `Check this computer's date and time; otherwise the service (or the proxy that inspects HTTPS) must renew its certificate.`,
    );
  return null;
}

function socketProblem(e: Coded, route: Route): NetworkError | null {
  const code = e.code ?? '';
  const viaProxy = aboutProxy(e, route);
  const where = viaProxy ? proxyForDisplay(route.proxy!.url) : hostOf(route.target);
  const setting = viaProxy ? route.proxy!.source : 'the service address (baseUrl) of the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new NetworkError(
      viaProxy ? 'proxy-unreachable' : 'dns',
      `The name ${viaProxy ? route.proxy!.url.hostname : route.target.hostname} was not found (DNS, ${code}).`,
      `Check the spelling of ${setting} and this computer's network connection.`,
    );
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return new NetworkError(
      viaProxy ? 'proxy-unreachable' : 'refused',
      `${viaProxy ? 'The proxy' : 'The service at'} ${where} ${code === 'ECONNREFUSED' ? 'refused the connection' : 'could not be reached'} (${code}).`,
      viaProxy
        ? `Check the proxy address and port in ${setting}, or whether a proxy is needed at all.`
        : `Check ${setting} and its port; a company network may need a proxy (--proxy or HTTPS_PROXY).`,
    );
  if (TIMEOUTS.has(code))
    return new NetworkError(
      'timeout',
      `${viaProxy ? 'The proxy' : 'The service at'} ${where} did not answer in time (${code}).`,
      viaProxy
        ? `Check the proxy address in ${setting}.`
        : `Check ${setting}; a company network may need a proxy (--proxy or HTTPS_PROXY).`,
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
