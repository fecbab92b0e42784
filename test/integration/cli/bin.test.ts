// Issue 14: the package's `bin` is the built CLI, whose exit codes reach the shell unchanged
// (npm itself answers 130 to Ctrl-C, so scripts should not go through `npm run cli`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../../support/index.js';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };

describe('the commerce-bulk bin', () => {
  it('is the built CLI, a node script, with the documented exit codes', () => {
    const bin = join(ROOT, pkg.bin['commerce-bulk']!);
    expect(pkg.bin['commerce-bulk']).toBe('dist/main/cli/index.js');
    expect(existsSync(bin), 'run npm run build first').toBe(true);
    expect(statSync(bin).isFile()).toBe(true);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', timeout: 60_000 });
    expect(help.status).toBe(0);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(
      'Exit codes: 0 all rows succeeded, 1 some rows failed or were invalid, 2 the command could not run, 3 authentication failed, 4 interrupted.',
    );
    const bad = spawnSync(process.execPath, [bin, 'jobs', '--limit', 'none'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, COMMERCE_BULK_HOME: tempDir('cb-bin-') },
    });
    expect(bad.status).toBe(2);
  });
});
