// Issue 42, CLI: `jobs` had no header and printed UTC ISO strings; Excel's `~$stock.xlsx`
// lock file was called "not an Excel workbook, save it as .xlsx"; a refused sign-in said
// "sign in again" without naming the command. Each checked on the real CLI process.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, jobIdOf, quantity, type Service, serviceForFile, show, totalWrites } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

/** `2026-11-29 07:49` in `zone`, computed apart from the CLI's own formatting. */
function inZone(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('jobs', () => {
  it('prints a header line and local times; --json keeps its shape and ISO times', async () => {
    const home = join(dir, 'jobs-home');
    const file = join(dir, 'jobs.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000001,1,41\n9999999,1,5\n');
    const out = join(dir, 'jobs.xlsx');
    const r = await cli(['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out], home);
    expect(r.code, show(r)).toBe(1);
    const id = jobIdOf(r);

    const json = await cli(['jobs', '--json'], home);
    expect(json.code, show(json)).toBe(0);
    const listed = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['counts', 'dryRun', 'file', 'finishedAt', 'id', 'operation', 'out', 'resource', 'startedAt', 'status'].sort(),
    );
    const job = listed[0] as { id: string; startedAt: string; finishedAt: string };
    expect(job.id).toBe(id);
    expect(job.startedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    // Kathmandu is UTC+05:45 all year: the hours and the minutes both move.
    const text = await cli(['jobs'], home, { TZ: 'Asia/Kathmandu' });
    expect(text.code, show(text)).toBe(0);
    const [header, line, ...rest] = text.stdout.split('\n');
    expect(rest).toEqual(['']);
    expect(header!.split(/ {2,}/)).toEqual([
      'Job',
      'Started (UTC+05:45)',
      'Finished',
      'State',
      'Resource',
      'Rows',
      'File -> Result',
    ]);
    expect(line!.split(/ {2,}/)).toEqual([
      id,
      inZone(job.startedAt, 'Asia/Kathmandu'),
      inZone(job.finishedAt, 'Asia/Kathmandu'),
      'reported',
      'DCQuantities/upsert',
      'Updated 1, Invalid 1',
      `${file} -> ${out}`,
    ]);
    expect(text.stdout).not.toContain('Z ');
    // The columns line up under the header.
    expect(line!.indexOf('reported')).toBe(header!.indexOf('State'));
    expect(await quantity(svc, 1, 2_000_001)).toBe(41);
  });

  // Issue 42: a run the mass-change guardrail stopped was listed as "planned". It says what
  // happened, names its rows when stopped and when resumed without the confirmation.
  it('lists a run a guardrail stopped as stopped and not sent, naming its rows', async () => {
    const home = join(dir, 'held-home');
    const file = join(dir, 'held.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000001,1,31\n0000002,3,-4\n0000003,1,-2\n');
    const out = join(dir, 'held.xlsx');
    const before = await quantity(svc, 3, 2_000_002);
    const r = await cli(['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out], home);
    expect(r.code, show(r)).toBe(2);
    const id = jobIdOf(r);
    const rows = 'row 3, SKU 0000002, DC 3, -4; row 4, SKU 0000003, DC 1, -2';
    expect(r.stderr).toContain(`Nothing was sent: this run would send 2 negative quantities: ${rows}\n`);

    const text = await cli(['jobs'], home);
    expect(text.code, show(text)).toBe(0);
    const [header, line] = text.stdout.split('\n');
    expect(line!.split(/ {2,}/).slice(2)).toEqual([
      '-',
      'stopped: mass change, not sent',
      'DCQuantities/upsert',
      'Not sent 3',
      `${file} -> ${out}`,
    ]);
    expect(line!.indexOf('stopped')).toBe(header!.indexOf('State'));
    const json = JSON.parse((await cli(['jobs', '--json'], home)).stdout) as { id: string; held?: string }[];
    expect(json[0]).toMatchObject({ id, status: 'planned', held: 'mass-change' });

    // Resumed without the confirmation: asked again, with the same rows; nothing sent.
    const again = await cli(['resume', id, '--credentials', svc.creds], home);
    expect(again.code, show(again)).toBe(2);
    expect(again.stderr).toContain(`this run would send 2 negative quantities: ${rows}\n`);
    expect(await quantity(svc, 3, 2_000_002)).toBe(before);

    const sent = await cli(['resume', id, '--credentials', svc.creds, '--allow-mass-change'], home);
    expect(sent.code, show(sent)).toBe(0);
    expect(await quantity(svc, 3, 2_000_002)).toBe(-4);
    expect(await quantity(svc, 1, 2_000_003)).toBe(-2);
    const after = (await cli(['jobs'], home)).stdout.split('\n')[1]!.split(/ {2,}/);
    expect(after[3]).toBe('reported');
  });

  it('with no jobs says so', async () => {
    const r = await cli(['jobs'], join(dir, 'empty-home'));
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toBe('No jobs yet.\n');
  });
});

describe("Excel's lock file given as the input", () => {
  it('names the real workbook beside it and sends nothing; exit 2', async () => {
    const real = join(dir, 'stock.xlsx');
    const made = await cli(
      ['export', '--template', 'DCQuantities', '--credentials', svc.creds, '--out', real],
      join(dir, 'home'),
    );
    expect(made.code, show(made)).toBe(0);
    const lock = join(dir, '~$stock.xlsx');
    // What Excel writes: the length and name of the user who has the file open.
    writeFileSync(lock, Buffer.concat([Buffer.from([10]), Buffer.from('Anna Weber'), Buffer.alloc(40, 0x20)]));
    const before = totalWrites(await svc.mutations());
    const r = await cli(
      ['import', lock, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', join(dir, 'lock.xlsx')],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toBe(
      `Error: ~$stock.xlsx is the lock file Excel keeps while stock.xlsx is open in Excel, not a workbook (~$stock.xlsx). Pick the real file: ${real} (save it in Excel first, so the import reads your latest changes).\n`,
    );
    expect(r.stdout).toBe('');
    expect(totalWrites(await svc.mutations())).toBe(before);
  });

  it('for a long name (first two letters replaced) finds the workbook it stands for', async () => {
    copyFileSync(join(dir, 'stock.xlsx'), join(dir, 'Budget 2026.xlsx'));
    const lock = join(dir, '~$dget 2026.xlsx');
    writeFileSync(lock, 'Anna Weber');
    const r = await cli(
      ['import', lock, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', join(dir, 'lock2.xlsx')],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toContain(
      `Error: ~$dget 2026.xlsx is the lock file Excel keeps while Budget 2026.xlsx is open in Excel, not a workbook`,
    );
    expect(r.stderr).toContain(`Pick the real file: ${join(dir, 'Budget 2026.xlsx')}`);
  });
});

describe('a refused sign-in', () => {
  const refusedCreds = (): string => {
    const creds = JSON.parse(readFileSync(svc.creds, 'utf8')) as Record<string, unknown>;
    const path = join(dir, 'old creds.json');
    writeFileSync(path, JSON.stringify({ ...creds, refreshToken: 'a-token-the-service-never-issued' }));
    return path;
  };

  it('import names the login command for its credentials file; exit 3, nothing sent', async () => {
    const creds = refusedCreds();
    const file = join(dir, 'signin.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000003,1,9\n');
    const before = totalWrites(await svc.mutations());
    const r = await cli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', join(dir, 'signin.xlsx')],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(3);
    expect(r.stderr).toContain(
      `Nothing was changed. To sign in again, put a new refresh token in ${creds} (the desktop app's connection screen signs in and saves one, or your service's developer console issues one), then run \`commerce-bulk login --credentials '${creds}'\`.`,
    );
    expect(totalWrites(await svc.mutations())).toBe(before);
    for (const s of svc.secrets) expect(r.stdout + r.stderr).not.toContain(s);
  });

  it('login --check names the same command; exit 3', async () => {
    const creds = refusedCreds();
    const r = await cli(['login', '--check', '--credentials', creds], join(dir, 'home'));
    expect(r.code, show(r)).toBe(3);
    expect(r.stderr).toContain(`then run \`commerce-bulk login --credentials '${creds}'\`.`);
  });
});
