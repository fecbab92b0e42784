// A bare CONNECT through a proxy, for the diagnoses undici's errors cannot give: which
// authentication scheme a 407 asked for (Proxy-Authenticate), and a tunnel over which the
// server's certificate can be read to name its issuer. Nothing is sent through the tunnel.
import net from 'node:net';
import type tls from 'node:tls';
import { nodeTls } from './builtins.js';
import { proxyHostPort } from './proxy-url.js';

export interface TunnelAnswer {
  status: number;
  headers: Record<string, string[]>;
  socket: net.Socket;
}

function connectToProxy(proxy: URL, ca: string[] | undefined): net.Socket {
  const { host, port } = proxyHostPort(proxy);
  return proxy.protocol === 'https:'
    ? nodeTls().connect({ host, port, servername: host, rejectUnauthorized: true, ...(ca ? { ca } : {}) })
    : net.connect({ host, port });
}

function parseHead(head: string): { status: number; headers: Record<string, string[]> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/\d(?:\.\d)?\s+(\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(i + 1).trim());
  }
  return { status, headers };
}

/** Sends CONNECT host:port (with the proxy's Basic credentials if the URL has them) and reads the answer's head. */
export function openTunnel(proxy: URL, target: URL, ca: string[] | undefined, timeoutMs = 5000): Promise<TunnelAnswer> {
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const authority = `${target.hostname}:${port}`;
  const auth =
    proxy.username || proxy.password
      ? `Proxy-Authorization: Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}\r\n`
      : '';
  return new Promise((resolve, reject) => {
    const socket = connectToProxy(proxy, ca);
    const timer = setTimeout(() => socket.destroy(new Error('the proxy did not answer CONNECT in time')), timeoutMs);
    let head = '';
    const onData = (chunk: Buffer): void => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({ ...parseHead(head.slice(0, end)), socket });
    };
    socket.on('data', onData);
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.once(proxy.protocol === 'https:' ? 'secureConnect' : 'connect', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${auth}\r\n`),
    );
  });
}

/** The authentication schemes a proxy's 407 asks for (Basic, NTLM, Negotiate, ...), or [] if it does not say. */
export async function proxyAuthSchemes(proxy: URL, target: URL, ca: string[] | undefined): Promise<string[]> {
  try {
    const answer = await openTunnel(proxy, target, ca);
    answer.socket.destroy();
    const asked = answer.headers['proxy-authenticate'] ?? answer.headers['www-authenticate'] ?? [];
    return asked.map((h) => h.split(/[\s,]/)[0]!).filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The issuer of the certificate `target` presents (directly or through the proxy), read
 * without trusting it: the handshake is only looked at, and the socket closed before any
 * request. Null when it cannot be read.
 */
export async function certificateIssuer(
  target: URL,
  proxy: URL | null,
  ca: string[] | undefined,
): Promise<string | null> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = Number(target.port) || 443;
  let socket: net.Socket | undefined;
  try {
    if (proxy) {
      const answer = await openTunnel(proxy, target, ca);
      if (answer.status !== 200) {
        answer.socket.destroy();
        return null;
      }
      socket = answer.socket;
    }
    const tlsOpts = { host, port, ...(net.isIP(host) ? {} : { servername: host }), rejectUnauthorized: false };
    const peer = await new Promise<tls.PeerCertificate>((resolve, reject) => {
      const s = nodeTls().connect(socket ? { ...tlsOpts, socket } : tlsOpts, () => {
        const cert = s.getPeerCertificate(true);
        s.destroy();
        resolve(cert);
      });
      s.once('error', reject);
      s.setTimeout(5000, () => s.destroy(new Error('timeout')));
    });
    const issuer = peer.issuer as unknown as Record<string, string | undefined> | undefined;
    return issuer?.CN ?? issuer?.O ?? null;
  } catch {
    return null;
  } finally {
    socket?.destroy();
  }
}
