// The command line's commands end to end, as child processes against a real sandbox: import
// with --credentials, exit codes 0/1/2/3 in one walk, a first run on the built-in sandbox,
// export and re-import, and login switching the default connection. help-and-exit-codes.test.ts
// holds every command's --help and the could-not-run and authentication exits.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';
import { readSheet, runCli, tempDir } from '../../support/index.js';

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
