// `resume` continues a job on the connection it ran on, never on whichever one `login` made
// active since; when that connection is gone it exits 2 naming it. Both generations of the
// job journal are covered: one that records a typed connection reference, and one written
// before those existed (its connection named by a label, no `job.connection` column), which
// resumes on the built-in sandbox even after a later `login` chose another service, on the
// credentials file it named, and exits 2 naming a saved connection that is gone. (The saved
// connection that still exists is resumed in test/integration/auth, which has the real
// keychain the CLI reads its secrets from.)
import Database from 'better-sqlite3';
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { journalState, makeOlderJournal, mutations, runCli, tempDir } from '../../support/index.js';

let other: SandboxHandle;
let dir: string;
let creds: string;
beforeAll(async () => {
  dir = tempDir('cb-resume-conn-');
  other = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 5, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
});
afterAll(async () => {
  await other?.close();
});

function dcFile(name: string, prefix: string): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    // ProfileID: the token covers several profiles, so new centers name theirs (issue 14).
    [
      'Name;Code;ProfileID',
      ...['one', 'two', 'three'].map((n, i) => `${prefix} ${n};${prefix}-${i + 1};12000001`),
    ].join('\r\n'),
  );
  return file;
}
const jobIdOf = (stdout: string): string => /Job (\S+)/.exec(stdout)![1]!;
const total = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);

/** Puts the job's last row back to pending (state code 0: main/journal/schema.ts), as a kill before it was sent leaves it. */
function unsendLastRow(home: string, jobId: string): void {
  const db = new Database(join(home, 'jobs', `${jobId}.sqlite`));
  try {
    db.prepare(
      `UPDATE rows SET state_code = 0, result = NULL, status = NULL, message = NULL WHERE seq = (SELECT max(seq) FROM rows)`,
    ).run();
  } finally {
    db.close();
  }
}

describe("resume uses the job's own connection", () => {
  it('a job started on the built-in sandbox resumes there, not on the service chosen by a later login', async () => {
    const home = join(dir, 'home-sandbox');
    const first = await runCli(
      ['import', dcFile('a.csv', 'BUILTIN'), '--resource', 'DistributionCenters', '--out', join(dir, 'a.xlsx')],
      { COMMERCE_BULK_HOME: home },
    );
    expect(first.code, first.stderr).toBe(0);
    const jobId = jobIdOf(first.stdout);
    unsendLastRow(home, jobId);
    expect((await runCli(['login', '--credentials', creds], { COMMERCE_BULK_HOME: home })).code).toBe(0);
    const before = await mutations(other);
    const resumed = await runCli(['resume', jobId], { COMMERCE_BULK_HOME: home });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(await mutations(other)).toEqual(before);
  }, 90_000);

  it("exits 2 naming the credentials file when the job's connection is gone", async () => {
    const home = join(dir, 'home-file');
    const copy = join(dir, 'job-creds.json');
    copyFileSync(creds, copy);
    const first = await runCli(
      [
        'import',
        dcFile('b.csv', 'FILE'),
        '--resource',
        'DistributionCenters',
        '--credentials',
        copy,
        '--out',
        join(dir, 'b.xlsx'),
      ],
      { COMMERCE_BULK_HOME: home },
    );
    expect(first.code, first.stderr).toBe(0);
    const jobId = jobIdOf(first.stdout);
    unsendLastRow(home, jobId);
    rmSync(copy);
    const before = await mutations(other);
    const resumed = await runCli(['resume', jobId], { COMMERCE_BULK_HOME: home });
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain(copy);
    expect(await mutations(other)).toEqual(before);
  }, 90_000);
});

describe('resume of a journal written before typed connection references', () => {
  it('built-in sandbox: resumes there, not on the service a later login chose, and records the reference', async () => {
    const home = join(dir, 'older-home-sandbox');
    const first = await runCli(
      [
        'import',
        dcFile('older-a.csv', 'OLDSBX'),
        '--resource',
        'DistributionCenters',
        '--out',
        join(dir, 'older-a.xlsx'),
      ],
      { COMMERCE_BULK_HOME: home },
    );
    expect(first.code, first.stderr).toBe(0);
    const jobId = jobIdOf(first.stdout);
    const oldUrl = /Connection: built-in sandbox \((\S+)\)/.exec(first.stdout)![1]!;
    makeOlderJournal(home, jobId, { label: 'built-in sandbox', baseUrl: oldUrl });
    expect(journalState(home, jobId)).toMatchObject({ connection: undefined, pending: 1 });
    expect((await runCli(['login', '--credentials', creds], { COMMERCE_BULK_HOME: home })).code).toBe(0);
    const before = await mutations(other);
    const resumed = await runCli(['resume', jobId], { COMMERCE_BULK_HOME: home });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(await mutations(other)).toEqual(before);
    expect(journalState(home, jobId)).toMatchObject({ connection: { ref: { kind: 'sandbox' } }, pending: 0, done: 3 });
  }, 90_000);

  it('credentials file: resumes on the service the file names, whatever is active', async () => {
    const home = join(dir, 'older-home-file');
    const copy = join(dir, 'older-creds.json');
    copyFileSync(creds, copy);
    const first = await runCli(
      [
        'import',
        dcFile('older-b.csv', 'OLDFILE'),
        '--resource',
        'DistributionCenters',
        '--credentials',
        copy,
        '--out',
        join(dir, 'older-b.xlsx'),
      ],
      { COMMERCE_BULK_HOME: home },
    );
    expect(first.code, first.stderr).toBe(0);
    const jobId = jobIdOf(first.stdout);
    makeOlderJournal(home, jobId, { label: `credentials file ${copy}`, baseUrl: other.url, credentialsFile: copy });
    const before = total(await mutations(other));
    const resumed = await runCli(['resume', jobId], { COMMERCE_BULK_HOME: home }); // nothing made active: the default is the sandbox
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(total(await mutations(other))).toBeGreaterThan(before);
    expect(journalState(home, jobId)).toMatchObject({
      connection: { ref: { kind: 'credentials-file', path: copy }, baseUrl: other.url },
      pending: 0,
      done: 3,
    });
  }, 90_000);

  it('saved connection that is gone: exits 2 naming it, sends nothing', async () => {
    const home = join(dir, 'home-saved-gone');
    const first = await runCli(
      [
        'import',
        dcFile('older-c.csv', 'OLDGONE'),
        '--resource',
        'DistributionCenters',
        '--credentials',
        creds,
        '--out',
        join(dir, 'older-c.xlsx'),
      ],
      { COMMERCE_BULK_HOME: home },
    );
    expect(first.code, first.stderr).toBe(0);
    const jobId = jobIdOf(first.stdout);
    makeOlderJournal(home, jobId, { label: 'connection Acme live', baseUrl: other.url });
    const before = await mutations(other);
    const resumed = await runCli(['resume', jobId], { COMMERCE_BULK_HOME: home });
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toContain(`the saved connection 'Acme live' (${other.url})`);
    expect(await mutations(other)).toEqual(before);
  }, 90_000);
});
