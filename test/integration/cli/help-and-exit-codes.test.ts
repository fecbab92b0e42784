// Every command's --help and the exit codes of runs that cannot start (2 for arguments and
// files, 3 for authentication), then login, jobs and sandbox as child processes against a real
// sandbox: nothing half-written, no secret in any output. Split from commands.test.ts, which
// holds the import/export/login walk-throughs on one sandbox.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, filesUnder, type Service, serviceForFile, show, startCli } from '../../support/index.js';

describe('conformance: help and exit codes', () => {
  // Each test runs the CLI as child processes, several at once; give a loaded machine room.
  vi.setConfig({ testTimeout: 120_000 });

  let svc: Service;
  let dir: string;
  serviceForFile((s, d) => {
    svc = s;
    dir = d;
  });

  const HELP: Record<string, string[]> = {
    import: ['--resource', '--operation', '--sheet', '--mapping', '--credentials', '--out', '--dry-run'],
    export: ['--out', '--filter', '--select', '--orderby', '--top', '--credentials'],
    resume: ['--last', '--retry-failed'],
    jobs: [],
    login: ['--credentials'],
    sandbox: ['--port', '--data-dir'],
  };

  describe('--help', () => {
    it('exits 0 with usage naming the flags, for every command', async () => {
      const home = join(dir, 'help');
      const runs = await Promise.all(
        Object.keys(HELP).map(async (cmd) => [cmd, await cli([cmd, '--help'], home)] as const),
      );
      for (const [cmd, r] of runs) {
        expect(r.code, `${cmd} --help: ${show(r)}`).toBe(0);
        expect(r.stdout, cmd).toMatch(new RegExp(`Usage: .*${cmd}`));
        for (const flag of HELP[cmd]!) expect(r.stdout, `${cmd} --help names ${flag}`).toContain(flag);
      }
      const top = await cli(['--help'], home);
      expect(top.code).toBe(0);
      for (const cmd of [...Object.keys(HELP), '--retry-failed']) expect(top.stdout).toContain(cmd);
    });
  });

  describe('exit 2: the command could not run', () => {
    it('missing file, unreadable file, bad flag, unknown resource or operation, no --out, unknown job', async () => {
      const home = join(dir, 'args');
      const good = join(dir, 'good.csv');
      writeFileSync(good, 'SKU,DC,Qty\n0000001,1,5\n');
      const folder = join(dir, 'a-folder.csv');
      mkdirSync(folder);
      const base = ['--credentials', svc.creds];
      const cases: [string, string[], RegExp][] = [
        [
          'missing file',
          ['import', join(dir, 'nope.csv'), '--resource', 'DCQuantities', ...base, '--out', join(dir, 'o1.xlsx')],
          /not found/i,
        ],
        [
          'unreadable file (a folder)',
          ['import', folder, '--resource', 'DCQuantities', ...base, '--out', join(dir, 'o2.xlsx')],
          /folder|director|read/i,
        ],
        [
          'bad flag',
          ['import', good, '--resource', 'DCQuantities', '--bogus', ...base, '--out', join(dir, 'o3.xlsx')],
          /--bogus/,
        ],
        [
          'unknown resource',
          ['import', good, '--resource', 'Widgets', ...base, '--out', join(dir, 'o4.xlsx')],
          /Widgets/,
        ],
        [
          'operation that does not apply',
          [
            'import',
            good,
            '--resource',
            'DCQuantities',
            '--operation',
            'create',
            ...base,
            '--out',
            join(dir, 'o5.xlsx'),
          ],
          /create/,
        ],
        ['no --out', ['import', good, '--resource', 'DCQuantities', ...base], /--out/],
        ['no --resource', ['import', good, ...base, '--out', join(dir, 'o6.xlsx')], /--resource/],
        ['unknown job', ['resume', 'no-such-job', ...base], /no-such-job/],
        ['unknown retry job', ['--retry-failed', 'no-such-job'], /no-such-job/],
        [
          'missing mapping file',
          [
            'import',
            good,
            '--resource',
            'DCQuantities',
            '--mapping',
            join(dir, 'none.json'),
            ...base,
            '--out',
            join(dir, 'o7.xlsx'),
          ],
          /none\.json/,
        ],
        [
          '--out in a missing folder',
          ['import', good, '--resource', 'DCQuantities', ...base, '--out', join(dir, 'no-such-folder', 'o9.xlsx')],
          /no-such-folder/,
        ],
        [
          '--out not .xlsx or .csv',
          ['import', good, '--resource', 'DCQuantities', ...base, '--out', join(dir, 'o10.txt')],
          /\.xlsx or \.csv/,
        ],
        [
          'missing credentials file',
          [
            'import',
            good,
            '--resource',
            'DCQuantities',
            '--credentials',
            join(dir, 'none-creds.json'),
            '--out',
            join(dir, 'o8.xlsx'),
          ],
          /none-creds\.json/,
        ],
      ];
      const before = await svc.mutations();
      const runs = await Promise.all(
        cases.map(async ([name, args, message]) => [name, message, await cli(args, home)] as const),
      );
      for (const [name, message, r] of runs) {
        expect(r.code, `${name}: ${show(r)}`).toBe(2);
        expect(r.stderr, name).toMatch(message);
        expect(r.stderr, `${name}: no stack trace`).not.toMatch(/\n\s+at /);
      }
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(existsSync(join(dir, `o${n}.xlsx`)), `o${n}.xlsx`).toBe(false);
      expect(existsSync(join(dir, 'o10.txt'))).toBe(false);
      expect(await svc.mutations(), 'nothing was sent').toEqual(before);
    });
  });

  describe('exit 3: authentication failed', () => {
    it('a bad refresh token or a wrong secret stops before any row is sent, and no secret is printed', async () => {
      const home = join(dir, 'auth');
      const file = join(dir, 'auth.csv');
      writeFileSync(file, 'SKU,DC,Qty\n0000001,1,5\n');
      const real = JSON.parse(readFileSync(svc.creds, 'utf8')) as Record<string, string>;
      const badToken = join(dir, 'bad-token.json');
      writeFileSync(badToken, JSON.stringify({ ...real, refreshToken: 'WrongRefreshToken1234567890abcdef' }));
      const badSecret = join(dir, 'bad-secret.json');
      writeFileSync(badSecret, JSON.stringify({ ...real, clientSecret: 'WrongClientSecret1234567890abcdef' }));
      const before = await svc.mutations();
      const runs = await Promise.all([
        cli(
          ['import', file, '--resource', 'DCQuantities', '--credentials', badToken, '--out', join(dir, 'a1.xlsx')],
          home,
        ),
        cli(
          ['import', file, '--resource', 'DCQuantities', '--credentials', badSecret, '--out', join(dir, 'a2.xlsx')],
          home,
        ),
        cli(['export', 'DistributionCenters', '--credentials', badSecret, '--out', join(dir, 'a3.xlsx')], home),
        cli(['login', '--credentials', badToken], home),
      ]);
      for (const r of runs) {
        expect(r.code, show(r)).toBe(3);
        expect(r.stderr).toMatch(/sign|auth|token|secret|credential/i);
        for (const s of [...svc.secrets, 'WrongRefreshToken1234567890abcdef', 'WrongClientSecret1234567890abcdef']) {
          expect(r.stdout + r.stderr).not.toContain(s);
        }
      }
      expect(await svc.mutations()).toEqual(before);
      for (const n of [1, 2, 3]) expect(existsSync(join(dir, `a${n}.xlsx`))).toBe(false);
    });
  });

  describe('login, jobs and sandbox', () => {
    it('login makes a credentials file the default connection; jobs lists runs', async () => {
      const home = join(dir, 'login');
      const login = await cli(['login', '--credentials', svc.creds], home);
      expect(login.code, show(login)).toBe(0);
      expect(login.stdout).toContain(svc.sandbox.url);
      const file = join(dir, 'login.csv');
      writeFileSync(file, 'SKU,DC,Qty\n0000010,3,31\n');
      const r = await cli(['import', file, '--resource', 'DCQuantities', '--out', join(dir, 'login.xlsx')], home);
      expect(r.code, show(r)).toBe(0);
      expect(r.stdout).toContain(svc.sandbox.url); // the logged-in service, not the built-in sandbox
      const jobs = await cli(['jobs'], home);
      expect(jobs.code).toBe(0);
      expect(jobs.stdout).toContain(r.stdout.split('\n')[0]!.slice(4));
      expect(jobs.stdout).toContain('login.csv');
      for (const s of svc.secrets)
        expect(login.stdout + login.stderr + r.stdout + r.stderr + jobs.stdout).not.toContain(s);
      // login keeps a pointer to the credentials file, never a copy of its secrets.
      const files = filesUnder(home);
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) for (const s of svc.secrets) expect(f.text.includes(s), f.path).toBe(false);
    });

    it('sandbox --port 0 --data-dir prints where it listens, writes credentials.json, stops on SIGINT with 0', async () => {
      const data = join(dir, 'sb-data');
      const run = startCli(['sandbox', '--port', '0', '--data-dir', data], {
        COMMERCE_BULK_HOME: join(dir, 'sb-home'),
      });
      await run.waitFor(/Sandbox listening on http:\/\/127\.0\.0\.1:\d+/);
      const creds = JSON.parse(readFileSync(join(data, 'credentials.json'), 'utf8')) as {
        baseUrl: string;
        refreshToken: string;
      };
      expect(run.child.exitCode).toBeNull(); // still serving
      const res = await fetch(`${creds.baseUrl}/v1/Profiles`);
      expect(res.status).toBe(401); // it answers, and asks for a token
      run.child.kill('SIGINT');
      const r = await run.done;
      expect(r.code, show(r)).toBe(0);
      expect(r.stdout).not.toContain(creds.refreshToken);
    });
  });
});
