// How one connection reaches its service: which proxy (if any) and which certificate
// authorities are trusted besides the built-in list. The CLI's --proxy / --ca-file, a
// connection's own settings, the app's Settings and the environment (HTTPS_PROXY,
// HTTP_PROXY, NO_PROXY) are layers of this one shape; chooseProxy() is the one reading.
import { isIP } from 'node:net';

/** A proxy, and the setting it came from: messages name that setting so the user knows what to change. */
export interface ProxyChoice {
  url: string;
  /** '--proxy', 'HTTPS_PROXY', "the connection's proxy setting", ... */
  source: string;
}

export interface NetworkSettings {
  /** 'none' (straight to the service), a proxy URL, or undefined: follow the environment. */
  proxy?: string | undefined;
  /** The setting `proxy` came from, for messages (default '--proxy'). */
  proxySource?: string | undefined;
  /** Company certificate files (PEM) trusted besides the built-in list. */
  caFiles?: string[] | undefined;
  /** The setting the certificate files came from, for messages (default '--ca-file'). */
  caSource?: string | undefined;
  /** The environment to read proxies from (default process.env). */
  env?: NodeJS.ProcessEnv | undefined;
}

/**
 * Layers of settings, the first that sets a field winning: the CLI's flags, then the
 * connection's own settings. The environment is only read when no layer names a proxy.
 */
export function layerSettings(...layers: (NetworkSettings | undefined)[]): NetworkSettings {
  const out: NetworkSettings = {};
  for (const layer of layers) {
    if (!layer) continue;
    if (out.proxy === undefined && layer.proxy !== undefined) {
      out.proxy = layer.proxy;
      out.proxySource = layer.proxySource;
    }
    if (layer.caFiles?.length) {
      out.caFiles = [...(out.caFiles ?? []), ...layer.caFiles];
      out.caSource ??= layer.caSource;
    }
    out.env ??= layer.env;
  }
  return out;
}

/** The built-in sandbox runs on this machine: never through a proxy, whatever the settings. */
export const DIRECT: NetworkSettings = { proxy: 'none' };

function envValue(env: NodeJS.ProcessEnv, name: string): { name: string; value: string } | null {
  // Lower case first, as curl and undici read them.
  for (const n of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[n]?.trim();
    if (value) return { name: n, value };
  }
  return null;
}

/** True when NO_PROXY (a comma or space separated list of hosts, domains, host:port, or *) names the target. */
export function bypassedByNoProxy(target: URL, noProxy: string): boolean {
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  for (const raw of noProxy.split(/[,\s]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const m = /^(.+):(\d+)$/.exec(entry);
    const name = (m ? m[1]! : entry).replace(/^\*?\./, '').replace(/^\[|\]$/g, '');
    if (m && Number(m[2]) !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/** True for a name or address of this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** Which proxy a request to `target` goes through, or null for a direct connection. */
export function chooseProxy(target: URL, settings: NetworkSettings): ProxyChoice | null {
  if (settings.proxy !== undefined) {
    const chosen = settings.proxy.trim();
    if (chosen === '' || chosen.toLowerCase() === 'none' || chosen.toLowerCase() === 'direct') return null;
    return { url: chosen, source: settings.proxySource ?? '--proxy' };
  }
  // A service on this machine is spoken to in plain http because nothing leaves the machine;
  // a proxy from the environment would carry its secrets out, so it never applies here.
  if (isLoopbackHost(target.hostname)) return null;
  const env = settings.env ?? process.env;
  const found =
    target.protocol === 'https:'
      ? (envValue(env, 'HTTPS_PROXY') ?? envValue(env, 'HTTP_PROXY'))
      : envValue(env, 'HTTP_PROXY');
  if (!found) return null;
  const noProxy = envValue(env, 'NO_PROXY');
  if (noProxy && bypassedByNoProxy(target, noProxy.value)) return null;
  return { url: found.value, source: found.name };
}
