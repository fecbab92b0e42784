// Issue 44: a command loads what it uses. An import against a credentials file (a real
// service) never loads the sandbox (server/, Fastify) or the mailer (nodemailer): the built
// CLI runs with a module hook that records every module it loads, and the run's exact
// outcome is checked too, so the recording is of a command that did its work.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { cliUsage, dryStockImport, tempDir } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-start-up-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 30, quiet: true });
});
afterAll(async () => {
  await sandbox?.close();
});

const fromServer = (url: string): boolean => /\/dist\/server\//.test(url);
const fromMailer = (url: string): boolean => /\/node_modules\/nodemailer\//.test(url);
const fromFastify = (url: string): boolean => /\/node_modules\/fastify\//.test(url);
const fromUndici = (url: string): boolean => /\/node_modules\/undici\//.test(url);
const fromZod = (url: string): boolean => /\/node_modules\/zod\//.test(url);
// main/net's one import-free file (the proxy password's variable, named in --help) is allowed:
// everything else there loads undici, zod and the file stores.
const fromNet = (url: string): boolean => /\/dist\/main\/net\//.test(url) && !url.endsWith('/net/proxy-env.js');

describe('what a command loads (compiled CLI, after npm run build)', () => {
  it('an import against a credentials file loads neither server/ nor nodemailer', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, 'SKU,DC,Qty\r\n0000001,1,11\r\n0000002,1,12\r\n');
    const out = join(dir, 'result.xlsx');
    const creds = join(dir, 'service', 'credentials.json');
    const r = await cliUsage(
      dryStockImport(file, creds, out),
      { COMMERCE_BULK_HOME: join(dir, 'home') },
      { recordModules: true },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Dry run, nothing changed.');
    // The recording is real: the import engine and the HTTP client it used are in it.
    expect(r.loaded.some((u) => u.includes('/dist/main/jobs/run/run-import.js'))).toBe(true);
    expect(r.loaded.some((u) => u.includes('/dist/main/net/node-dispatcher.js'))).toBe(true);
    expect(r.loaded.filter(fromServer)).toEqual([]);
    expect(r.loaded.filter(fromFastify)).toEqual([]);
    expect(r.loaded.filter(fromMailer)).toEqual([]);
    // A UTF-8 file is decoded by Node itself: iconv-lite's tables are for other encodings.
    expect(r.loaded.some((u) => u.includes('/dist/main/sheets/csv-source.js'))).toBe(true);
    expect(r.loaded.filter((u) => u.includes('/node_modules/iconv-lite/'))).toEqual([]);
    // Signed in from the credentials file: the keychain's native module stays unloaded.
    expect(r.loaded.filter((u) => u.includes('/node_modules/@napi-rs/keyring'))).toEqual([]);
    // Nor the automations (watch's SFTP sources, through exit-codes.ts once).
    expect(r.loaded.filter((u) => /\/node_modules\/ssh2\/|\/dist\/main\/automation\/index\.js/.test(u))).toEqual([]);
  });

  it('an import over plain http loads no TLS, http2, child-process or perf_hooks module', async () => {
    // Each is 1-9 MB of every run's memory on Node 24 (docs/performance.md), and none is
    // needed here: no TLS on an http route, no program started, no performance timeline.
    // Node 24's ES-module facade of node:http would load node:http2 (main/net/builtins.ts).
    // node:worker_threads is left out: write-file-atomic asks it for its thread id.
    const file = join(dir, 'plain.csv');
    writeFileSync(file, 'SKU,DC,Qty\r\n0000003,1,13\r\n0000004,1,14\r\n');
    const creds = join(dir, 'service', 'credentials.json');
    const r = await cliUsage(
      dryStockImport(file, creds, join(dir, 'plain.xlsx')),
      { COMMERCE_BULK_HOME: join(dir, 'home-plain') },
      { recordBuiltins: true },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Dry run, nothing changed.');
    // The recording is real: the run used node:http, zlib (the result workbook) and SQLite's journal.
    expect(r.builtins).toEqual(expect.arrayContaining(['node:http', 'node:zlib', 'node:crypto']));
    const unneeded = /^node:(tls|https|http2|_tls_wrap|child_process|perf_hooks)$/;
    expect(r.builtins.filter((m) => unneeded.test(m))).toEqual([]);
  });

  it('--help loads no child-process module (commander asks for it only to run a subcommand program)', async () => {
    const r = await cliUsage(['--help'], { COMMERCE_BULK_HOME: join(dir, 'home-help') }, { recordBuiltins: true });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Usage: commerce-bulk [options] [command]');
    expect(r.builtins).toContain('node:fs');
    expect(r.builtins.filter((m) => /^node:(child_process|worker_threads|http2?)$/.test(m))).toEqual([]);
  });

  it('the built-in sandbox is loaded when a command uses it (a first run: no connection chosen)', async () => {
    const r = await cliUsage(
      ['login', '--check'],
      { COMMERCE_BULK_HOME: join(dir, 'home-sandbox') },
      {
        recordModules: true,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Sign-in works: built-in sandbox \(http:\/\/127\.0\.0\.1:\d+\)\n$/);
    expect(r.loaded.some(fromServer)).toBe(true);
    expect(r.loaded.filter(fromMailer)).toEqual([]);
  });

  it('--help, --version and jobs load no engine: neither server/, nodemailer nor the import engine', async () => {
    const home = { COMMERCE_BULK_HOME: join(dir, 'home-light') };
    for (const args of [['--help'], ['--version'], ['jobs']]) {
      const r = await cliUsage(args, home, { recordModules: true });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      const heavy = r.loaded.filter((u) => fromServer(u) || fromMailer(u) || u.includes('/dist/main/jobs/'));
      expect(heavy, args.join(' ')).toEqual([]);
    }
    const version = await cliUsage(['--version'], home);
    expect(version.stdout).toBe('0.1.0\n');
  });

  it('--help and --version load neither undici, zod nor main/net; jobs neither undici nor main/net', async () => {
    const home = { COMMERCE_BULK_HOME: join(dir, 'home-lighter') };
    for (const args of [['--help'], ['--version'], ['jobs']]) {
      const r = await cliUsage(args, home, { recordModules: true });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      // The recording is real: the CLI's own program and commander are in it.
      expect(r.loaded.some((u) => u.includes('/dist/main/cli/program.js'))).toBe(true);
      expect(r.loaded.some((u) => u.includes('/node_modules/commander/'))).toBe(true);
      expect(r.loaded.filter(fromUndici), args.join(' ')).toEqual([]);
      expect(r.loaded.filter(fromNet), args.join(' ')).toEqual([]);
      if (args[0] !== 'jobs') expect(r.loaded.filter(fromZod), args.join(' ')).toEqual([]);
    }
    const help = await cliUsage(['--help'], home);
    expect(help.stdout).toContain('Usage: commerce-bulk [options] [command]');
  });
});
