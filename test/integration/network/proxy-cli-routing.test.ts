// Issue 27: the CLI through a real company proxy (Debian's tinyproxy on 127.0.0.1), which way
// its requests go. An import goes through HTTPS_PROXY / https_proxy / --proxy and the proxy's
// own log shows it; NO_PROXY bypasses it; --proxy wins over the environment; a proxy that
// cannot be reached ends in exit 2 naming it. Issue 39: a proxy of the environment is never
// used for a service on this machine (a capturing proxy sees 0 requests), so the environment
// tests address the sandbox by this machine's name, which the client cannot know is local
// (proxy-cli.fixtures.ts). Proxy passwords: proxy-cli-passwords.test.ts.
import { describe, expect, it } from 'vitest';
import { show } from '../../support/index.js';
import { startCapturingProxy, type TinyProxy } from '../../support/tinyproxy.js';
import { enabled, farName, farNameWorks, useProxyBed } from './proxy-cli.fixtures.js';

let open: TinyProxy;
let deadProxy: string;
const { importThrough, farImport, sandboxHost, farHost } = useProxyBed((bed) => ({ open, deadProxy } = bed));

describe.skipIf(!enabled)('the CLI behind a real proxy (tinyproxy)', () => {
  // The sandbox answers only Host 127.0.0.1/localhost (its DNS-rebinding guard), so a request
  // that reached it by this machine's name ends in its 421: what proves which way it went is
  // the proxy's log (CONNECT <name>:<port>) or, without a proxy, that 421 itself.
  const REACHED_BY_NAME = /HTTP 421.*the Host 'vm:\d+' is refused/;

  it.skipIf(!farNameWorks)('HTTPS_PROXY: a service by name goes through the proxy, whose log shows it', async () => {
    const before = open.log();
    const r = await farImport({ HTTPS_PROXY: open.url }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${farHost()}`);
  });

  it.skipIf(!farNameWorks)('lower-case https_proxy works the same', async () => {
    const before = open.log();
    const r = await farImport({ https_proxy: open.url }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${farHost()}`);
  });

  it.skipIf(!farNameWorks)('NO_PROXY bypasses the proxy (here a dead one)', async () => {
    const r = await farImport({ HTTPS_PROXY: deadProxy, NO_PROXY: `localhost,${farName}` }).done;
    expect(r.stderr.replace(farName, 'vm'), show(r)).toMatch(REACHED_BY_NAME);
  });

  it("a service on this machine never goes through the environment's proxy: it sees 0 requests", async () => {
    const capture = await startCapturingProxy();
    try {
      const env = { HTTP_PROXY: capture.url, HTTPS_PROXY: capture.url, http_proxy: capture.url };
      const r = await importThrough(env).done;
      expect(r.code, show(r)).toBe(0);
      expect(capture.seen).toEqual([]);
    } finally {
      await capture.close();
    }
  });

  it('--proxy wins over the environment', async () => {
    const before = open.log();
    const r = await importThrough({ HTTP_PROXY: deadProxy }, ['--proxy', open.url]).done;
    expect(r.code, show(r)).toBe(0);
    expect(open.log().slice(before.length)).toContain(`CONNECT ${sandboxHost()}`);
  });

  it.skipIf(!farNameWorks)('a proxy that cannot be reached: exit 2, naming the proxy and the setting', async () => {
    const r = await farImport({ HTTPS_PROXY: deadProxy }).done;
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(`The proxy ${deadProxy} refused the connection`);
    expect(r.stderr).toContain('HTTPS_PROXY');
  });
});
