// Issue 25: a --credentials file with a plain http:// address for a remote host sent the
// client secret (Basic header) and the refresh token readable over the network. Now the CLI
// refuses it before any byte leaves: exit 2 (a setup problem), the address named with the fix.
//
// How "no byte sent" is proven: a real listener on 127.0.0.1 sits behind a host name that is
// not a loopback literal but resolves to 127.0.0.1 on this machine (the machine's own host
// name from /etc/hosts, or localhost.localdomain). A control connection through that name
// first proves the name really reaches the listener; the CLI run must then leave the
// listener's count at zero. The rule decides by the name written in the address, never by
// what it resolves to, so such a name is refused exactly like a remote one. Where no such
// name exists, an unresolvable name is used: the refusal comes before any lookup, so the
// message and exit code are the same, and the listener check is then only a guard.
import { lookup } from 'node:dns/promises';
import { createServer, connect, type Server } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, show, tempDir } from '../../support/index.js';

const LOOPBACK_LITERAL = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** A host name that resolves to 127.x here but is not written as loopback; null when none. */
async function localAlias(): Promise<string | null> {
  for (const name of [hostname(), 'localhost.localdomain', 'ip6-localhost']) {
    if (!name || LOOPBACK_LITERAL.test(name)) continue;
    const found = await lookup(name, { family: 4 }).catch(() => null);
    if (found?.address.startsWith('127.')) return name;
  }
  return null;
}

let listener: Server;
let port: number;
let connections = 0;
let dir: string;
let name: string;
let resolvesHere = false;

beforeAll(async () => {
  dir = tempDir('cb-tls-only-');
  // Counts and hangs up: no service behind it, only a witness of who connected.
  listener = createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  port = (listener.address() as { port: number }).port;
  const alias = await localAlias();
  resolvesHere = alias !== null;
  name = alias ?? 'commerce-bulk-remote.invalid';
  if (resolvesHere) {
    // Control: the name reaches the listener, so a connection from the CLI would be counted.
    await new Promise<void>((ok, fail) => {
      const c = connect(port, name, () => {
        c.end();
        ok();
      });
      c.on('error', fail);
    });
    for (let i = 0; i < 50 && connections === 0; i++) await new Promise((r) => setTimeout(r, 20));
    if (connections !== 1) throw new Error(`the control connection through ${name} did not reach the listener`);
    connections = 0;
  }
});
afterAll(async () => {
  await new Promise((r) => listener?.close(r));
});

describe('secrets only over TLS (CLI)', () => {
  it('refuses a credentials file with a plain http address for a non-loopback name, sending nothing', async () => {
    const address = `http://${name}:${port}`;
    const creds = join(dir, 'remote.json');
    writeFileSync(
      creds,
      JSON.stringify({ baseUrl: address, clientId: 'app-1', clientSecret: 'S3cret-value', refreshToken: 'RT-value' }),
    );
    const csv = join(dir, 'stock.csv');
    writeFileSync(csv, 'ProductID,DistributionCenterID,AvailableQuantity\n2000001,1,5\n');
    const home = join(dir, 'home');
    for (const args of [
      ['login', '--credentials', creds],
      ['import', csv, '--resource', 'DCQuantities', '--credentials', creds, '--out', join(dir, 'result.xlsx')],
    ]) {
      const r = await cli(args, home);
      expect(r.code, show(r)).toBe(2);
      expect(r.stderr).toContain(`The service address "${address}" is not https.`);
      expect(r.stderr).toContain('Use https://');
      expect(r.stderr + r.stdout).not.toMatch(/S3cret-value|RT-value/);
    }
    // Give a late connection attempt time to land before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(connections, resolvesHere ? 'the listener behind the name' : 'no alias here: guard only').toBe(0);
  });

  it('still accepts plain http to a loopback literal (a sandbox on this machine)', async () => {
    const creds = join(dir, 'local.json');
    writeFileSync(
      creds,
      JSON.stringify({ baseUrl: `http://127.0.0.1:${port}`, clientId: 'app-1', clientSecret: 'x', refreshToken: 'y' }),
    );
    const before = connections;
    const r = await cli(['login', '--credentials', creds], join(dir, 'home2'));
    // The listener is no token endpoint: the login fails, but only after reaching it.
    expect(r.stderr).not.toContain('is not https');
    expect(connections).toBeGreaterThan(before);
  }, 120_000);
});
