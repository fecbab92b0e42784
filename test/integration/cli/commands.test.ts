// The command line's commands end to end, as child processes against a real sandbox: import,
// export, login, jobs and sandbox, every command's --help, and the exit codes (0 done, 1 rows
// failed or invalid, 2 could not run, 3 authentication failed), with no secret in any output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';
import {
  cli,
  filesUnder,
  readSheet,
  runCli,
  type Service,
  serviceForFile,
  show,
  startCli,
  tempDir,
} from '../../support/index.js';

describe('one sandbox, a home per test', () => {
  let sandbox: SandboxHandle;
  let dir: string;
  let creds: string;
  beforeAll(async () => {
    dir = tempDir('cb-cli-');
    sandbox = await startSandbox({
      strict: true,
      port: 0,
      dataDir: join(dir, 'service'),
      seedProducts: 20,
      quiet: true,
    });
    creds = join(dir, 'service', 'credentials.json');
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  describe('the command line', () => {
    it('imports with --credentials, prints Job <id> first, exits 0, and lists the job', async () => {
      const home = join(dir, 'home1');
      const out = join(dir, 'r1.xlsx');
      const r = await runCli(
        [
          'import',
          'assets/samples/custom-fields.csv',
          '--resource',
          'CustomFields',
          '--credentials',
          creds,
          '--out',
          out,
        ],
        { COMMERCE_BULK_HOME: home },
      );
      expect(r.stderr).not.toMatch(/Error/);
      expect(r.code).toBe(0);
      const id = /^Job (\S+)$/.exec(r.stdout.split('\n')[0]!)?.[1];
      expect(id).toBeTruthy();
      const rows = await readSheet(out, 'Results');
      expect(rows.slice(1).map((x) => x[3])).toEqual(['Created', 'Created', 'Created', 'Created']);
      const jobs = await runCli(['jobs', '--json'], { COMMERCE_BULK_HOME: home });
      expect(JSON.parse(jobs.stdout)[0]).toMatchObject({ id, status: 'reported', resource: 'CustomFields' });
    });

    it('exits 1 when rows are invalid, 2 when it cannot run, 3 when authentication fails', async () => {
      const home = join(dir, 'home2');
      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, 'Order ID,Field ID,Value\n5000001,101,ok\nabc,101,x\n');
      expect(
        (
          await runCli(
            ['import', bad, '--resource', 'CustomFields', '--credentials', creds, '--out', join(dir, 'r2.csv')],
            { COMMERCE_BULK_HOME: home },
          )
        ).code,
      ).toBe(1);
      expect(readFileSync(join(dir, 'r2.csv'), 'utf8')).toMatch(/Invalid/);
      const missing = await runCli(
        [
          'import',
          join(dir, 'none.csv'),
          '--resource',
          'CustomFields',
          '--credentials',
          creds,
          '--out',
          join(dir, 'x.csv'),
        ],
        { COMMERCE_BULK_HOME: home },
      );
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/not found/i);
      expect((await runCli(['import', bad, '--out', join(dir, 'x.csv')], { COMMERCE_BULK_HOME: home })).code).toBe(2);
      const wrong = JSON.parse(readFileSync(creds, 'utf8')) as Record<string, unknown>;
      const wrongFile = join(dir, 'wrong.json');
      writeFileSync(wrongFile, JSON.stringify({ ...wrong, refreshToken: 'not-a-valid-token' }));
      const auth = await runCli(
        ['import', bad, '--resource', 'CustomFields', '--credentials', wrongFile, '--out', join(dir, 'x.csv')],
        { COMMERCE_BULK_HOME: home },
      );
      expect(auth.code).toBe(3);
      expect(auth.stderr + auth.stdout).not.toContain('not-a-valid-token');
    }, 90_000); // five CLI processes, each starting tsx: slow on a loaded machine

    it('works on a first run with no credentials: the built-in sandbox, persisted between commands', async () => {
      const home = join(dir, 'home3');
      const first = await runCli(
        ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--out', join(dir, 'first.xlsx')],
        { COMMERCE_BULK_HOME: home },
      );
      expect(first.code).toBe(0);
      expect(first.stdout.split('\n')[0]).toMatch(/^Job \S+$/);
      expect(first.stdout).toMatch(/built-in sandbox/);
      const second = await runCli(
        ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--out', join(dir, 'second.csv')],
        { COMMERCE_BULK_HOME: home },
      );
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/Rows: Unchanged 6/);
    }, 60_000);

    it('exports a list and a keyed sheet that imports back unchanged', async () => {
      const home = join(dir, 'home4');
      const list = await runCli(
        [
          'export',
          'DistributionCenters',
          '--credentials',
          creds,
          '--out',
          join(dir, 'dcs.xlsx'),
          '--expand',
          'OperatingHours',
          '--orderby',
          'ID',
        ],
        { COMMERCE_BULK_HOME: home },
      );
      expect(list.code).toBe(0);
      const dcs = await readSheet(join(dir, 'dcs.xlsx'), 'DistributionCenters');
      expect(dcs[1]![0]).toBe(0); // typed: a number, and the single-DC profile's ID 0
      expect((await readSheet(join(dir, 'dcs.xlsx'), 'OperatingHours')).length).toBeGreaterThan(1);
      const keys = join(dir, 'keys.csv');
      writeFileSync(keys, 'SKU,DC\n0000001,1\n0000002,2\n');
      const keyed = await runCli(
        ['export', 'DCQuantities', '--keys', keys, '--credentials', creds, '--out', join(dir, 'keyed.csv')],
        { COMMERCE_BULK_HOME: home },
      );
      expect(keyed.code).toBe(0);
      const back = await runCli(
        [
          'import',
          join(dir, 'keyed.csv'),
          '--resource',
          'DCQuantities',
          '--credentials',
          creds,
          '--out',
          join(dir, 'back.csv'),
        ],
        { COMMERCE_BULK_HOME: home },
      );
      expect(back.code).toBe(0);
      expect(back.stdout).toMatch(/Rows: Unchanged 2/);
    }, 60_000);

    it('login makes a credentials file the default connection, and login --sandbox switches back', async () => {
      const home = join(dir, 'home5');
      const login = await runCli(['login', '--credentials', creds], { COMMERCE_BULK_HOME: home });
      expect(login.code, login.stderr).toBe(0);
      expect(login.stdout).toMatch(/Signed in to credentials file/);
      expect(login.stdout).toMatch(/12000001/);
      const used = await runCli(
        [
          'import',
          'assets/samples/custom-fields.csv',
          '--resource',
          'CustomFields',
          '--dry-run',
          '--out',
          join(dir, 'login.csv'),
        ],
        { COMMERCE_BULK_HOME: home },
      );
      expect(used.code).toBe(0);
      expect(used.stdout).toContain(`Connection: credentials file ${creds} (${sandbox.url})`);
      expect(used.stdout).toMatch(/Dry run, nothing changed/);
      const wrongFile = join(dir, 'wrong-login.json');
      writeFileSync(
        wrongFile,
        JSON.stringify({ ...JSON.parse(readFileSync(creds, 'utf8')), refreshToken: 'nope-nope' }),
      );
      expect((await runCli(['login', '--credentials', wrongFile], { COMMERCE_BULK_HOME: home })).code).toBe(3);
      const back = await runCli(['login', '--sandbox'], { COMMERCE_BULK_HOME: home });
      expect(back.code).toBe(0);
      expect(back.stdout).toMatch(/built-in sandbox/);
    }, 60_000);
  });
});

// Every command's --help, and the exit codes for runs that cannot start: 2 for arguments
// and files, 3 for authentication. Nothing half-written, no secret in the output.
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
