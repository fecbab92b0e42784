// Debian's tinyproxy as a real company proxy for tests: started on 127.0.0.1 and a free port
// with a generated config (optionally with Basic authentication), its log file in a temp
// folder the test reads to see what went through it, and killed when the test file ends.
// Where COMMERCE_BULK_REQUIRE_TOOLS=1 (.ci/run, ci.yml's Linux job) a missing tinyproxy fails the test; elsewhere it skips.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { demandTool } from './tools.js';
import { join } from 'node:path';
import { removeDir, tempDir } from './temp-dir.js';

export interface TinyProxy {
  url: string;
  port: number;
  /** The proxy's own log so far. */
  log(): string;
  stop(): Promise<void>;
}

/** True when tinyproxy can run here; where COMMERCE_BULK_REQUIRE_TOOLS=1 its absence is an error, never a skip. */
export function haveTinyproxy(): boolean {
  const found = spawnSync('sh', ['-c', 'command -v tinyproxy'], { encoding: 'utf8' }).status === 0;
  return demandTool('tinyproxy', found);
}

/** A port nobody listens on right now (taken, read and given back). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((r) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.destroy();
        r(true);
      });
      c.once('error', () => r(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`tinyproxy did not listen on ${port} in time`);
}

export async function startTinyproxy(opts: { user?: string; password?: string } = {}): Promise<TinyProxy> {
  const dir = tempDir('cb-tinyproxy-');
  const port = await freePort();
  const logFile = join(dir, 'tinyproxy.log');
  const conf = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Timeout 30',
    `LogFile "${logFile}"`,
    'LogLevel Info',
    'MaxClients 50',
    'Allow 127.0.0.1',
    // No ConnectPort line: CONNECT is allowed to any port (the sandbox's are random).
    ...(opts.user ? [`BasicAuth ${opts.user} ${opts.password ?? ''}`] : []),
  ];
  writeFileSync(join(dir, 'tinyproxy.conf'), `${conf.join('\n')}\n`);
  const child: ChildProcess = spawn('tinyproxy', ['-d', '-c', join(dir, 'tinyproxy.conf')], { stdio: 'ignore' });
  // Bounded: a proxy a test forgot is gone after five minutes at the latest.
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  await waitForPort(port, Date.now() + 10_000);
  const log = (): string => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    stop: async () => {
      clearTimeout(timer);
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      removeDir(dir);
    },
  };
}

export interface CapturingProxy {
  url: string;
  /** Every request line it was sent (CONNECT host:port, or METHOD absolute-URL), with its headers. */
  seen: { line: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

/**
 * A proxy that only listens: it records every request and CONNECT it is sent and answers 502,
 * so a test can assert that nothing (no header, no token) was handed to a proxy.
 */
export async function startCapturingProxy(): Promise<CapturingProxy> {
  const seen: CapturingProxy['seen'] = [];
  const server = createServer((req, res) => {
    seen.push({ line: `${req.method} ${req.url}`, headers: req.headers });
    res.writeHead(502).end();
  });
  server.on('connect', (req, socket) => {
    seen.push({ line: `CONNECT ${req.url}`, headers: req.headers });
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
