// Issue 27: every network message provoked by its real condition on 127.0.0.1: a name that
// does not resolve, a closed port, a server that never answers, a proxy that refuses, a proxy
// that asks for NTLM, a certificate for another name and an expired one. The CLI ends with
// exit 2 on them; the message names the host and the setting to change.
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAccessToken } from '../../../main/auth/index.js';
import { createDispatcher, NetworkError } from '../../../main/net/index.js';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import { cli, killChildren, removeDir, show, tempDir } from '../../support/index.js';
import { freePort } from '../../support/tinyproxy.js';

let dir: string;
const servers: (Server | HttpsServer)[] = [];
const sockets = new Set<Socket>();

function listen<T extends Server | HttpsServer>(server: T): Promise<number> {
  servers.push(server);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port)));
}

beforeAll(() => {
  dir = tempDir('cb-net-msg-');
});

afterAll(async () => {
  killChildren();
  for (const s of sockets) s.destroy();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  removeDir(dir);
});

const noProxy = { HTTPS_PROXY: '', https_proxy: '', HTTP_PROXY: '', http_proxy: '' };
function credentialsFor(baseUrl: string, name: string): string {
  const file = join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ baseUrl, clientId: 'client', clientSecret: 'secret-xyz-123', refreshToken: 'refresh-abc-456' }),
  );
  return file;
}

/** A token call with a short timeout over the dispatcher the settings give; resolves with its error. */
async function tokenCallError(baseUrl: string, network: Parameters<typeof createDispatcher>[1]): Promise<NetworkError> {
  const dispatcher = createDispatcher(baseUrl, { env: {}, ...network });
  try {
    await refreshAccessToken({
      baseUrl,
      clientId: 'c',
      clientSecret: 'secret-xyz-123',
      refreshToken: 'r-abcdef',
      dispatcher,
      timeoutMs: 1500,
    });
  } catch (e) {
    expect(e).toBeInstanceOf(NetworkError);
    return e as NetworkError;
  } finally {
    await dispatcher.destroy();
  }
  throw new Error('the token call succeeded');
}

describe('messages that say what to fix', () => {
  it('a name that does not resolve: exit 2, the name and the setting', async () => {
    const r = await cli(
      [
        'export',
        'Profiles',
        '--out',
        join(dir, 'a.csv'),
        '--credentials',
        credentialsFor('https://nonexistent.invalid', 'dns'),
      ],
      join(dir, 'h1'),
      noProxy,
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain('The name nonexistent.invalid was not found (DNS');
    expect(r.stderr).toContain('service address (baseUrl)');
  });

  it('a closed port: exit 2, refused, naming host and port', async () => {
    const port = await freePort();
    const r = await cli(
      [
        'export',
        'Profiles',
        '--out',
        join(dir, 'b.csv'),
        '--credentials',
        credentialsFor(`http://127.0.0.1:${port}`, 'closed'),
      ],
      join(dir, 'h2'),
      noProxy,
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(`The service at 127.0.0.1:${port} refused the connection (ECONNREFUSED)`);
  });

  it('a server that never answers: timed out', async () => {
    const port = await listen(createTcpServer(() => {}));
    const e = await tokenCallError(`http://127.0.0.1:${port}`, {});
    expect(e.problem).toBe('timeout');
    expect(e.message).toContain(`127.0.0.1:${port} did not answer in time`);
  });

  it('a proxy that refuses the way to the service (403): proxy refused, naming the setting', async () => {
    const port = await listen(
      createTcpServer((s) => s.once('data', () => s.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n'))),
    );
    const e = await tokenCallError('https://service.example:8443', {
      proxy: `http://127.0.0.1:${port}`,
      proxySource: '--proxy',
    });
    expect(e.problem).toBe('proxy-refused');
    expect(e.message).toContain(
      `The proxy http://127.0.0.1:${port} refused to connect to service.example:8443 (HTTP 403)`,
    );
    expect(e.hint).toContain('--proxy');
  });

  it('a proxy asking for NTLM/Negotiate: says the system proxy or a local proxy such as cntlm is needed', async () => {
    const port = await listen(
      createTcpServer((s) =>
        s.once('data', () =>
          s.end(
            'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: NTLM\r\nProxy-Authenticate: Negotiate\r\nContent-Length: 0\r\n\r\n',
          ),
        ),
      ),
    );
    const e = await tokenCallError('https://service.example', {
      proxy: `http://127.0.0.1:${port}`,
      proxySource: 'HTTPS_PROXY',
    });
    expect(e.problem).toBe('proxy-auth');
    expect(e.message).toContain('(HTTP 407, NTLM, Negotiate)');
    expect(e.hint).toContain('cntlm');
    expect(e.hint).toContain('system proxy');
  });

  const ca = issueCertificates({ names: ['127.0.0.1'], caName: 'Test Messages CA' });
  const caFile = (): string => {
    const f = join(dir, 'ca.pem');
    writeFileSync(f, ca.caCert);
    return f;
  };

  it('a certificate for another name: hostname mismatch, naming the host', async () => {
    const other = issueCertificates({ names: ['other.example'], ca: { cert: ca.caCert, key: ca.caKey } });
    const port = await listen(createHttpsServer({ cert: other.cert, key: other.key }, (_q, res) => res.end()));
    const e = await tokenCallError(`https://127.0.0.1:${port}`, { caFiles: [caFile()] });
    expect(e.problem).toBe('hostname');
    expect(e.message).toContain('The certificate presented for 127.0.0.1 is for another name');
  });

  it('an expired certificate: expired, naming the host', async () => {
    const old = issueCertificates({
      names: ['127.0.0.1'],
      ca: { cert: ca.caCert, key: ca.caKey },
      notBefore: new Date(Date.now() - 10 * 86_400_000),
      notAfter: new Date(Date.now() - 86_400_000),
    });
    const port = await listen(createHttpsServer({ cert: old.cert, key: old.key }, (_q, res) => res.end()));
    const e = await tokenCallError(`https://127.0.0.1:${port}`, { caFiles: [caFile()] });
    expect(e.problem).toBe('expired');
    expect(e.message).toContain(`The certificate of 127.0.0.1:${port} is expired`);
  });
});
