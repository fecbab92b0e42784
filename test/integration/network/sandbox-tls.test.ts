// Issue 27: the sandbox's --tls and the client's trust settings end to end. `sandbox --tls`
// prints its https address and CA and writes the https base URL into credentials.json;
// without that CA the CLI ends with exit 2 and the unknown-authority message (naming the
// issuer and --ca-file), NODE_TLS_REJECT_UNAUTHORIZED=0 or not (issue 39); with --ca-file, NODE_EXTRA_CA_CERTS or the connection's caFile it works.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { issueCertificates } from '../../../server/http/tls-certificates.js';
import { cli, killChildren, removeDir, show, startCli, tempDir } from '../../support/index.js';

let dir: string;
let sandbox: SandboxHandle;
let creds: string;

beforeAll(async () => {
  dir = tempDir('cb-tls-');
  sandbox = await startSandbox({
    strict: true,
    port: 0,
    dataDir: join(dir, 'service'),
    seedProducts: 10,
    quiet: true,
    tls: true,
  });
  creds = join(dir, 'service', 'credentials.json');
}, 60_000);

afterAll(async () => {
  killChildren();
  await sandbox?.close();
  removeDir(dir);
});

const noProxy = { HTTPS_PROXY: '', https_proxy: '', HTTP_PROXY: '', http_proxy: '', NODE_EXTRA_CA_CERTS: '' };
let runs = 0;
function exportProfiles(extra: string[] = [], env: Record<string, string> = {}, file = creds) {
  const n = ++runs;
  const args = ['export', 'Profiles', '--out', join(dir, `profiles-${n}.csv`), '--credentials', file, ...extra];
  return cli(args, join(dir, `home-${n}`), { ...noProxy, ...env });
}

describe('sandbox --tls', () => {
  it('`sandbox --tls` prints the https address and the CA, and writes the https base URL', async () => {
    const data = join(dir, 'cli-sandbox');
    const run = startCli(['sandbox', '--tls', '--port', '0', '--data-dir', data], {
      COMMERCE_BULK_HOME: join(dir, 'cli-home'),
    });
    await run.waitFor(/Credentials: /);
    run.child.kill('SIGINT');
    const r = await run.done;
    expect(r.stdout, show(r)).toMatch(/^Sandbox listening on https:\/\/127\.0\.0\.1:\d+$/m);
    expect(r.stdout).toContain(`CA: ${join(data, 'tls', 'ca.pem')}`);
    const written = JSON.parse(readFileSync(join(data, 'credentials.json'), 'utf8')) as { baseUrl: string };
    expect(written.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(readFileSync(join(data, 'tls', 'ca.pem'), 'utf8')).toContain('BEGIN CERTIFICATE');
  });

  it('without its CA: exit 2 and the unknown-authority message naming the issuer and --ca-file', async () => {
    expect(sandbox.url).toMatch(/^https:/);
    const r = await exportProfiles();
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(
      `The certificate of ${new URL(sandbox.url).host} comes from an authority this computer does not trust`,
    );
    expect(r.stderr).toContain('"Commerce Bulk Sandbox CA"');
    expect(r.stderr).toContain('--ca-file');
  });

  it('NODE_TLS_REJECT_UNAUTHORIZED=0 changes nothing: refused all the same, and a line says it was ignored', async () => {
    const r = await exportProfiles([], { NODE_TLS_REJECT_UNAUTHORIZED: '0' });
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(
      'NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: Commerce Bulk always checks certificates. To trust a company authority, give it with --ca-file or NODE_EXTRA_CA_CERTS.',
    );
    expect(r.stderr).toContain(
      `The certificate of ${new URL(sandbox.url).host} comes from an authority this computer does not trust`,
    );
  });

  it('with --ca-file it works', async () => {
    const r = await exportProfiles(['--ca-file', sandbox.caPath!]);
    expect(r.code, show(r)).toBe(0);
  });

  it('a CA file of the same name with another key: exit 2, a message that names --ca-file (issue 41)', async () => {
    const wrong = join(dir, 'same-name-other-key.pem');
    writeFileSync(wrong, issueCertificates({ caName: 'Commerce Bulk Sandbox CA' }).caCert);
    const r = await exportProfiles(['--ca-file', wrong]);
    expect(r.code, show(r)).toBe(2);
    const host = new URL(sandbox.url).host;
    expect(r.stderr).toContain(
      `The certificate of ${host} names an issuer this computer knows ("Commerce Bulk Sandbox CA"), but its signature does not match that authority's certificate in the CA file (CERT_SIGNATURE_FAILURE).`,
    );
    expect(r.stderr).toContain('Check that --ca-file');
    expect(r.stderr).toContain('points at the right CA');
    expect(r.stderr).not.toContain('Check the network connection');
    expect(existsSync(join(dir, `profiles-${runs}.csv`))).toBe(false);
  });

  it('with NODE_EXTRA_CA_CERTS it works', async () => {
    const r = await exportProfiles([], { NODE_EXTRA_CA_CERTS: sandbox.caPath! });
    expect(r.code, show(r)).toBe(0);
  });

  it("with the connection's own company certificate (caFile in the credentials file) it works", async () => {
    const own = join(dir, 'with-ca.json');
    const base = JSON.parse(readFileSync(creds, 'utf8')) as Record<string, unknown>;
    writeFileSync(own, JSON.stringify({ ...base, caFile: sandbox.caPath }));
    const r = await exportProfiles([], {}, own);
    expect(r.code, show(r)).toBe(0);
  });
});
