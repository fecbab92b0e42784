// Issue 45: `watch sftp://...` against a real OpenSSH server on 127.0.0.1, started here as a
// user process with its own host key and config. The key the client signs in with has a
// passphrase (COMMERCE_BULK_SFTP_PASSPHRASE). A settled file is pulled once, imported (values
// read back from the sandbox) and moved to processed/ on the server; a file still being
// appended to is left there; a changed host key stops the run with exit 2 and both
// fingerprints; the passphrase is in no output and no file the runs left.
// A duplicate and a file a guard held go to failed/ and held/ on the server, as they did locally.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../main/api/index.js';
import { TokenManager } from '../../../main/auth/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import {
  demandTool,
  filesUnder,
  killChildren,
  quantity as readQuantity,
  removeDir,
  resetCounters,
  skipReason,
  startCli,
  tempDir,
  type CliRun,
} from '../../support/index.js';

const SSHD = '/usr/sbin/sshd';
const found = demandTool('sshd', existsSync(SSHD));
const PASSPHRASE = 'sftp-Key-Pass-4d2e81';
const FEED = 'Product ID,DC,Qty\n2000001,1,81\n2000002,1,82\n2000003,2,83\n';
let dir: string;
let remote: string;
let port: number;
let sandbox: SandboxHandle;
let sshd: ChildProcess | null = null;
let grower: ChildProcess | null = null;

const keygen = (file: string, pass = ''): void => {
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', pass, '-C', 'test', '-f', file], { timeout: 30_000 });
};
const fingerprintOf = (pub: string): string =>
  /SHA256:\S+/.exec(execFileSync('ssh-keygen', ['-lf', pub], { encoding: 'utf8', timeout: 30_000 }))![0];

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return p;
}

const listening = (): Promise<boolean> =>
  new Promise((r) => {
    const c = connect(port, '127.0.0.1', () => (c.end(), r(true)));
    c.on('error', () => r(false));
  });

async function stopSshd(): Promise<void> {
  const child = sshd;
  sshd = null;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

async function startSshd(hostKey: string): Promise<void> {
  await stopSshd();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'Subsystem sftp internal-sftp',
      '',
    ].join('\n'),
  );
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  sshd = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  sshd.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  for (let i = 0; i < 100 && !(await listening()); i++) {
    if (sshd.exitCode !== null) throw new Error(`sshd exited: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!(await listening())) throw new Error(`sshd did not listen: ${err}`);
}

beforeAll(async () => {
  if (!found) return;
  dir = tempDir('cb-sftp-source-');
  remote = join(dir, 'remote', 'out');
  mkdirSync(remote, { recursive: true });
  keygen(join(dir, 'host1'));
  keygen(join(dir, 'host2'));
  keygen(join(dir, 'client'), PASSPHRASE);
  execFileSync('cp', [join(dir, 'client.pub'), join(dir, 'authorized_keys')]);
  port = await freePort();
  await startSshd(join(dir, 'host1'));
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 5, quiet: true });
}, 60_000);

afterAll(async () => {
  killChildren();
  grower?.kill('SIGKILL');
  await stopSshd();
  await api?.close();
  await sandbox?.close();
  if (dir) removeDir(dir);
});

const env = (): Record<string, string> => ({
  COMMERCE_BULK_HOME: join(dir, 'home'),
  COMMERCE_BULK_SFTP_PASSPHRASE: PASSPHRASE,
});

function watchOnce(): Promise<CliRun> {
  const address = `sftp://${userInfo().username}@127.0.0.1:${port}${remote}/*.csv`;
  const args = ['watch', address, '--once', '--settle', '2', '--once-wait', '5', '--resource', 'DCQuantities'];
  const more = ['--sftp-key', join(dir, 'client'), '--credentials', join(dir, 'service', 'credentials.json')];
  return startCli([...args, ...more], env(), 120_000).done;
}

let api: ApiClient | undefined;
function quantity(dc: number, product: number): Promise<number | null> {
  const c = sandbox.credentials;
  api ??= createApiClient({
    baseUrl: sandbox.url,
    tokens: new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: c.refreshToken,
    }),
  });
  return readQuantity(api, dc, product);
}

const writes = async (): Promise<Record<string, number>> =>
  (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;

describe.skipIf(!found)(`watch an sftp:// source${found ? '' : ` (${skipReason('sshd')})`}`, () => {
  it('pulls a settled file once, imports it, moves it to processed/ on the server; leaves a growing one', async () => {
    writeFileSync(join(remote, 'stock.csv'), FEED);
    writeFileSync(join(remote, 'growing.csv'), 'Product ID,DC,Qty\n');
    const line = '2000004,1,9\\n';
    const script = `setInterval(()=>require('fs').appendFileSync(${JSON.stringify(join(remote, 'growing.csv'))},'${line}'),100)`;
    grower = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    await resetCounters(sandbox);

    const first = await watchOnce();
    expect(first.code, `${first.stdout}\n${first.stderr}`).toBe(0);
    expect(first.stdout).toMatch(/^Pulled sftp:\/\/\S+@127\.0\.0\.1:\d+\/\S+\/\*\.csv: a new file, \S+stock\.csv$/m);
    expect(first.stdout).toContain('Left on the server for the next pull: growing.csv was still changing');
    expect(first.stdout).not.toContain('a new file, growing');
    expect([await quantity(1, 2000001), await quantity(1, 2000002), await quantity(2, 2000003)]).toEqual([81, 82, 83]);
    expect(Object.keys(await writes()).sort()).toEqual([
      'DCQuantities(DistributionCenterID=1,ProductID=2000001)',
      'DCQuantities(DistributionCenterID=1,ProductID=2000002)',
      'DCQuantities(DistributionCenterID=2,ProductID=2000003)',
    ]);
    expect(readdirSync(remote).sort()).toEqual(['growing.csv', 'processed']);
    expect(readdirSync(join(remote, 'processed'))).toEqual(['stock.csv']);

    // Pulled once: the next run finds only the growing file, still changing, and imports nothing.
    await resetCounters(sandbox);
    const second = await watchOnce();
    expect(second.code, `${second.stdout}\n${second.stderr}`).toBe(0);
    expect(second.stdout).not.toMatch(/a new file/);
    expect(second.stdout).not.toMatch(/^Job /m);
    expect(await writes()).toEqual({});
    grower.kill('SIGKILL');

    for (const r of [first, second]) expect(`${r.stdout}${r.stderr}`).not.toContain(PASSPHRASE);
    expect(
      filesUnder(join(dir, 'home'))
        .filter((f) => f.text.includes(PASSPHRASE))
        .map((f) => f.path),
    ).toEqual([]);
  }, 240_000);

  it('moves a duplicate to failed/ and a held file to held/ on the server, sending nothing', async () => {
    rmSync(join(remote, 'growing.csv'), { force: true });
    // The bytes of stock.csv again (imported above): failed/, naming the job. A file with an
    // unknown product (Invalid) beyond the invalid-rows guard: held/, nothing of it sent.
    writeFileSync(join(remote, 'again.csv'), FEED);
    writeFileSync(join(remote, 'mixed.csv'), 'Product ID,DC,Qty\n2000001,1,91\n2000002,1,92\n2999999,1,93\n');
    await resetCounters(sandbox);
    const r = await watchOnce();
    expect(r.code, `${r.stdout}\n${r.stderr}`).not.toBe(0);
    expect(r.stdout).toMatch(/^Held: \S+mixed\.csv: Held by the invalid-rows guard/m);
    expect(await writes()).toEqual({});
    expect([await quantity(1, 2000001), await quantity(1, 2000002), await quantity(2, 2000003)]).toEqual([81, 82, 83]);
    expect(readdirSync(remote).sort()).toEqual(['failed', 'held', 'processed']);
    expect(readdirSync(join(remote, 'failed'))).toEqual(['again.csv']);
    expect(readdirSync(join(remote, 'held'))).toEqual(['mixed.csv']);
    expect(readdirSync(join(remote, 'processed'))).toEqual(['stock.csv']);
  }, 240_000);

  it('refuses a changed host key with exit 2 and both fingerprints, pulling nothing', async () => {
    writeFileSync(join(remote, 'next.csv'), FEED);
    await startSshd(join(dir, 'host2'));
    const r = await watchOnce();
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(2);
    const old = fingerprintOf(join(dir, 'host1.pub'));
    const now = fingerprintOf(join(dir, 'host2.pub'));
    expect(r.stderr).toContain(`pinned ${old}, the server now shows ${now}`);
    expect(r.stderr).toContain(`remove the line for [127.0.0.1]:${port} from ${join(dir, 'home')}`);
    expect(r.stdout).not.toMatch(/a new file/);
    expect(readdirSync(remote)).toContain('next.csv');
    expect(`${r.stdout}${r.stderr}`).not.toContain(PASSPHRASE);
  }, 120_000);
});
