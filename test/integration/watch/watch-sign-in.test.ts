// Issue 28, sign-in that never prompts: against a sandbox whose refresh tokens lapse after
// 30 days unused (--refresh-token-idle-days), `login --check` passes and warns 14 days before
// the lapse; once the sandbox's clock has moved past it, an unattended `watch --once` ends at
// once with exit 3, no prompt (stdin closed), the file untouched in the folder, and a message
// that says how to sign in again; `login --check` reports the same.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, killChildren, removeDir, startCli, startService, tempDir, type Service } from '../../support/index.js';
import { jsonLines, stockCsv } from './watch-helpers.js';

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-watch-signin-');
  svc = await startService({ seedProducts: 10, refreshTokenIdleDays: 30 });
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

describe('an unattended run whose refresh token lapsed', () => {
  it('login --check warns before the lapse; after it, watch ends with exit 3 and leaves the file', async () => {
    const home = join(dir, 'home');
    const ok = await cli(['login', '--check', '--credentials', svc.creds], home);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Sign-in works: /);
    expect(ok.stderr).not.toContain('Warning');

    // The CLI last used the token 20 days ago: within 14 days of the 30-day lapse.
    const record = join(home, 'refresh-token-use.json');
    const uses = JSON.parse(readFileSync(record, 'utf8')) as Record<string, string>;
    for (const k of Object.keys(uses)) uses[k] = new Date(Date.now() - 20 * 86_400_000).toISOString();
    writeFileSync(record, JSON.stringify(uses));
    const near = await cli(['login', '--check', '--credentials', svc.creds], home);
    expect(near.code, near.stderr).toBe(0);
    expect(near.stderr).toMatch(
      /Warning: the refresh token of .* was last used 20 days ago and lapses on \d{4}-\d\d-\d\d/,
    );

    // 31 days pass on the sandbox's clock with no use: the token lapses.
    const moved = await fetch(`${svc.sandbox.url}/admin/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 31 }),
    });
    expect(moved.status).toBe(200);

    const folder = join(dir, 'drop');
    mkdirSync(folder);
    const stock = stockCsv(600_000, 1, 5);
    writeFileSync(join(folder, 'night.csv'), stock.text);
    const started = Date.now();
    const watch = await startCli(
      ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--settle', '0', '--json'],
      { COMMERCE_BULK_HOME: home },
      120_000,
    ).done;
    expect(watch.code, watch.stderr).toBe(3);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(watch.stderr).toContain('To sign in again');
    const [object, ...more] = jsonLines(watch.stdout);
    expect(more).toEqual([]);
    expect(object).toMatchObject({ status: 'error', exitCode: 3, job: null });
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(stock.text);
    for (const d of ['processed', 'failed', 'held']) expect(existsSync(join(folder, d))).toBe(false);

    const check = await cli(['login', '--check', '--credentials', svc.creds], home);
    expect(check.code, check.stderr).toBe(3);
    expect(check.stderr).toContain('To sign in again');
    for (const text of [watch.stdout, watch.stderr, check.stderr])
      for (const secret of svc.secrets) expect(text).not.toContain(secret);
  }, 200_000);
});
