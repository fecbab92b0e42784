// Issue 14, connections: `login --credentials nope.json` failed (exit 2) and still became the
// default connection, so every later command failed until `login --sandbox`. A login that
// fails in any way now changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { runCli, tempDir } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
beforeAll(async () => {
  dir = tempDir('cb-login-fail-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 10, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
});
afterAll(async () => {
  await sandbox?.close();
});

describe('a login that fails', () => {
  it('leaves the previous default connection in place (missing file, broken file, wrong secret)', async () => {
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const ok = await runCli(['login', '--credentials', creds], env);
    expect(ok.code).toBe(0);
    const active = readFileSync(join(dir, 'home', 'cli-active-connection.json'), 'utf8');

    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ not json');
    const wrong = join(dir, 'wrong.json');
    const good = JSON.parse(readFileSync(creds, 'utf8')) as Record<string, unknown>;
    writeFileSync(wrong, JSON.stringify({ ...good, clientSecret: 'not-the-secret' }));
    for (const [file, code] of [
      [join(dir, 'nope.json'), 2],
      [broken, 2],
      [wrong, 3],
    ] as const) {
      const r = await runCli(['login', '--credentials', file], env);
      expect(r.code, r.stderr).toBe(code);
      expect(readFileSync(join(dir, 'home', 'cli-active-connection.json'), 'utf8')).toBe(active);
    }
    const jobs = await runCli(['export', 'Profiles', '--out', join(dir, 'profiles.csv')], env);
    expect(jobs.code, jobs.stderr).toBe(0);
    expect(jobs.stderr).not.toContain('not-the-secret');
  });
});
