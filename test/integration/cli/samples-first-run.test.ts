// The newcomer's path: every sample file imports cleanly into a fresh sandbox, and the
// README's first command works with no --credentials on a first run (the built-in sandbox,
// kept under COMMERCE_BULK_HOME), without leaving a secret anywhere outside the sandbox's
// own data folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  type CliRun,
  column,
  filesUnder,
  jobIdOf,
  killChildren,
  quantity,
  readCsv,
  readXlsx,
  removeDir,
  ROOT,
  type Service,
  show,
  startService,
  tempDir,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

const SAMPLES: Record<string, string> = {
  'dc-quantities.csv': 'DCQuantities',
  'attribute-values.csv': 'AttributeValues',
  'custom-fields.csv': 'CustomFields',
  'distribution-centers.csv': 'DistributionCenters',
  'channel-documents.csv': 'ChannelDocuments', // its File cells name the PDFs beside it
};
const services: Service[] = [];
const dir = tempDir();
afterAll(async () => {
  killChildren();
  await Promise.all(services.map((s) => s.close()));
  removeDir(dir);
});

/** `npm run -s cli -- ...` exactly as the README says, with a bounded run time. */
function npmCli(args: string[], home: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'cli', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, COMMERCE_BULK_HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

describe('samples and the first run', () => {
  it('there is one sample per resource, and each imports cleanly into a fresh sandbox', async () => {
    const sheets = readdirSync(join(ROOT, 'assets/samples')).filter((f) => !f.endsWith('.pdf'));
    expect(sheets.sort()).toEqual(Object.keys(SAMPLES).sort());
    const runs = await Promise.all(
      Object.entries(SAMPLES).map(async ([file, resource]) => {
        const svc = await startService();
        services.push(svc);
        const out = join(dir, `${file}.xlsx`);
        return {
          file,
          svc,
          out,
          r: await cli(
            [
              'import',
              join(ROOT, 'assets/samples', file),
              '--resource',
              resource,
              '--credentials',
              svc.creds,
              '--out',
              out,
            ],
            join(dir, `home-${file}`),
          ),
        };
      }),
    );
    for (const { file, out, r } of runs) {
      expect(r.code, `${file}: ${show(r)}`).toBe(0);
      const wb = await readXlsx(out);
      const results = column(wb[Object.keys(wb)[0]!]!, 'Result');
      expect(results.length, file).toBeGreaterThan(0);
      expect(
        results.every((v) => v === 'Created' || v === 'Updated' || v === 'Unchanged'),
        `${file}: ${results.join(',')}`,
      ).toBe(true);
    }
    // The stock sample really landed: its first row is SKU 0000001 at DC 1, quantity 25.
    const dcq = runs.find((x) => x.file === 'dc-quantities.csv')!;
    expect(readFileSync(join(ROOT, 'assets/samples/dc-quantities.csv'), 'utf8')).toMatch(
      /^SKU,DC,Qty\r?\n0000001,1,25/,
    );
    expect(await quantity(dcq.svc, 1, 2_000_001)).toBe(25);
  });

  it("the README's first command works on a first run with no credentials, and keeps no secret outside the sandbox's folder", async () => {
    const cmd = 'npm run cli -- import assets/samples/dc-quantities.csv --resource DCQuantities --out result.xlsx';
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(cmd);
    const home = join(dir, 'newcomer');
    const out = join(dir, 'result.xlsx');
    const first = await npmCli(
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--out', out],
      home,
    );
    expect(first.code, show(first)).toBe(0);
    const id = jobIdOf(first);
    expect(first.stdout).toMatch(/built-in sandbox/);
    expect(existsSync(out)).toBe(true);
    const wb = await readXlsx(out);
    expect(wb.Summary!.map((x) => x.join(' ')).join('\n')).toContain(id);

    // The same data is there next time: importing again changes nothing.
    const again = await cli(
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--out', join(dir, 'again.csv')],
      home,
    );
    expect(again.code, show(again)).toBe(0);
    expect(column(readCsv(join(dir, 'again.csv')), 'Result').every((v) => v === 'Unchanged')).toBe(true);

    // Secrets of the built-in sandbox live only in its own database: the CLI takes them from
    // the in-process handle, so no credentials.json with them is written.
    const sandboxDir = join(home, 'sandbox');
    expect(existsSync(join(sandboxDir, 'credentials.json'))).toBe(false);
    const db = new Database(join(sandboxDir, 'sandbox.db'), { readonly: true });
    const creds = db
      .prepare('SELECT client_secret AS clientSecret, refresh_token AS refreshToken FROM oauth_console')
      .get() as { clientSecret: string; refreshToken: string };
    db.close();
    expect(creds.clientSecret.length).toBeGreaterThan(8);
    const outside = filesUnder(home).filter((f) => !/\/sandbox\/sandbox\.db(-wal|-shm|-journal)?$/.test(f.path));
    expect(
      outside.some((f) => f.path.includes('/jobs/')),
      'a journal was written',
    ).toBe(true);
    const texts = [
      first.stdout,
      first.stderr,
      again.stdout,
      again.stderr,
      JSON.stringify(wb),
      readFileSync(join(dir, 'again.csv'), 'utf8'),
      ...outside.map((f) => f.text),
    ];
    for (const s of [creds.clientSecret, creds.refreshToken]) for (const t of texts) expect(t.includes(s)).toBe(false);
  });
});
