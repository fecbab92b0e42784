// Issue 39: a job id names a journal file, so an id from the renderer is checked against the
// job id pattern in the contract before any path is built: `../victim-db` reached
// <data>/victim-db.sqlite and gave it journal tables and -wal/-shm files. And a file that has
// a job id's name but no job record is looked at read-only and refused, never written to.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/index.js';

let app: TestApp;
let victim: string;
const sha = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(async () => {
  app = await startTestApp({});
  victim = path.join(app.dir, 'victim-db.sqlite');
  const db = new Database(victim);
  db.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept as it is')");
  db.close();
});
afterAll(async () => {
  await app?.ctx.dispose();
});

describe('job ids over IPC', () => {
  it('a ../ job id is refused by the contract on every job channel, the other SQLite file unchanged', async () => {
    const before = sha(victim);
    const jobId = '../victim-db';
    const calls = [
      () => app.call('jobs.report', { jobId }),
      () => app.call('jobs.rows', { jobId, result: 'all', offset: 0, limit: 10 }),
      () => app.call('jobs.saveUndo', { jobId }),
      () => app.call('jobs.saveResult', { jobId }),
      () => app.call('jobs.undo', { jobId }),
      () => app.call('jobs.resume', { jobId }),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(/not a job id/);
    expect(sha(victim)).toBe(before);
    expect(readdirSync(app.dir).filter((f) => f.startsWith('victim-db'))).toEqual(['victim-db.sqlite']);
  });

  it('a file named like a job but holding no job record is refused and left unchanged', async () => {
    const planted = path.join(app.ctx.jobsDir, '20260101-000000-abcdef.sqlite');
    copyFileSync(victim, planted);
    const before = sha(planted);
    await expect(app.call('jobs.report', { jobId: '20260101-000000-abcdef' })).rejects.toThrow(
      /is not a job journal \(no job record\)/,
    );
    expect(sha(planted)).toBe(before);
    expect(existsSync(`${planted}-wal`)).toBe(false);
  });
});
