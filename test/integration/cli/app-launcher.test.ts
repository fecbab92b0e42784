// Issue 43: `commerce-bulk` inside the installed app. The Linux/macOS launcher
// (assets/cli/commerce-bulk) is installed as the deb installs it, a link to
// resources/bin/commerce-bulk beside the app's executable; the executable here runs the app's
// start under plain Node (dist/main/launch/node-main.js, the same startApp the Electron entry
// runs), since the Electron binary is missing. --version, an import into the sandbox (values
// read back) and watch --once run through it, with the exit codes and output of the CLI.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  cli,
  quantity,
  removeDir,
  show,
  startService,
  tempDir,
  type CliRun,
  type Service,
} from '../../support/index.js';

let svc: Service;
let dir: string;
let command: string;

/** An installed layout: <dir>/app/commerce-bulk (the "app"), app/resources/bin, usr/bin link. */
function install(into: string): string {
  const app = join(into, 'app');
  mkdirSync(join(app, 'resources', 'bin'), { recursive: true });
  const exe = join(app, 'commerce-bulk');
  writeFileSync(exe, `#!/bin/sh\nexec '${process.execPath}' '${join(ROOT, 'dist/main/launch/node-main.js')}' "$@"\n`);
  chmodSync(exe, 0o755);
  const launcher = join(app, 'resources', 'bin', 'commerce-bulk');
  copyFileSync(join(ROOT, 'assets/cli/commerce-bulk'), launcher);
  chmodSync(launcher, 0o755);
  mkdirSync(join(into, 'usr', 'bin'), { recursive: true });
  const link = join(into, 'usr', 'bin', 'commerce-bulk');
  symlinkSync(launcher, link);
  return link;
}

/** Runs the installed command (through its /usr/bin link) to its end, bounded. */
function run(args: string[], home: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: dir,
      env: { ...process.env, COMMERCE_BULK_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { stdout: '', stderr: '' };
    child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, ...out });
    });
  });
}

beforeAll(async () => {
  expect(existsSync(join(ROOT, 'dist/main/launch/node-main.js')), 'run npm run build first').toBe(true);
  dir = tempDir('cb-launcher-');
  command = install(dir);
  svc = await startService({ seedProducts: 10, rateLimit: 0 });
});
afterAll(async () => {
  await svc?.close();
  removeDir(dir);
});

describe('the installed commerce-bulk command', () => {
  it('prints the version as the CLI does', async () => {
    const installed = await run(['--version'], join(dir, 'home-v'));
    const direct = await cli(['--version'], join(dir, 'home-v'));
    expect(installed.code, show(installed)).toBe(0);
    expect(installed.stdout).toBe(`${direct.stdout}`);
    expect(installed.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('imports into the sandbox, exit 0, and the values are on the service', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, 'Product ID,DC,Qty\n2000001,1,417\n2000002,2,523\n2000003,1,29\n');
    const r = await run(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', join(dir, 'r.csv')],
      join(dir, 'home-i'),
    );
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toMatch(/^Job \S+\n/);
    expect(await quantity(svc, 1, 2000001)).toBe(417);
    expect(await quantity(svc, 2, 2000002)).toBe(523);
    expect(await quantity(svc, 1, 2000003)).toBe(29);
  });

  it('gives the CLI exit codes: 1 for invalid rows, 2 for a command that cannot run', async () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'Product ID,DC,Qty\n2000004,1,12\nabc,1,5\n');
    const args = ['import', bad, '--resource', 'DCQuantities', '--credentials', svc.creds];
    const installed = await run([...args, '--out', join(dir, 'bad1.csv')], join(dir, 'home-b1'));
    const direct = await cli([...args, '--out', join(dir, 'bad2.csv')], join(dir, 'home-b2'));
    expect(direct.code, show(direct)).toBe(1);
    expect(installed.code, show(installed)).toBe(1);
    expect(await quantity(svc, 1, 2000004)).toBe(12);
    const unknown = await run(['no-such-command'], join(dir, 'home-u'));
    const unknownDirect = await cli(['no-such-command'], join(dir, 'home-u'));
    expect(unknownDirect.code).toBe(2);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(unknownDirect.stderr);
  });

  it('runs watch --once on a folder and ends with the values imported', async () => {
    const folder = join(dir, 'drop');
    mkdirSync(folder);
    writeFileSync(join(folder, 'night.csv'), 'Product ID,DC,Qty\n2000005,3,88\n2000006,4,91\n');
    const r = await run(
      [
        'watch',
        folder,
        '--resource',
        'DCQuantities',
        '--credentials',
        svc.creds,
        '--once',
        '--settle',
        '1',
        '--min-rows',
        '0',
        '--json',
      ],
      join(dir, 'home-w'),
    );
    expect(r.code, show(r)).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { file: string; status: string });
    expect(lines.map((l) => [l.file, l.status])).toEqual([[join(folder, 'night.csv'), 'succeeded']]);
    expect(await quantity(svc, 3, 2000005)).toBe(88);
    expect(await quantity(svc, 4, 2000006)).toBe(91);
    expect(existsSync(join(folder, 'processed', 'night.csv'))).toBe(true);
  });
});
