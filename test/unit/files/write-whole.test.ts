// main/files: whole-file writes. The real write-file-atomic on disk, and a stand-in that fails
// the way Windows does while a scanner holds the file, to check what is retried and what is not.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../support/index.js';

// Failures the stand-in throws before it lets the real write through, one per call.
const failures: string[] = [];
const calls = { n: 0 };
vi.mock('write-file-atomic', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import('write-file-atomic') }>()).default;
  const fail = (): void => {
    calls.n++;
    const code = failures.shift();
    if (code) throw Object.assign(new Error(`${code}: operation not permitted, rename`), { code });
  };
  const fake = Object.assign(
    async (...args: Parameters<typeof real>) => {
      fail();
      return real(...args);
    },
    {
      sync: (...args: Parameters<typeof real.sync>) => {
        fail();
        return real.sync(...args);
      },
    },
  );
  return { default: fake };
});

const { writeWhole, writeWholeSync } = await import('../../../main/files/index.js');

const realPlatform = process.platform;
const actAs = (platform: NodeJS.Platform): void => {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true });
};

afterEach(() => {
  actAs(realPlatform);
  failures.length = 0;
  calls.n = 0;
});

describe('writeWhole', () => {
  it('replaces the file, keeps no temp file, and sets the mode it is given over an older one', async () => {
    const dir = tempDir('cb-whole-');
    const file = join(dir, 'connections.json');
    writeFileSync(file, 'old', { mode: 0o644 });
    await writeWhole(file, '{"version":1}\n', { mode: 0o600 });
    expect(readFileSync(file, 'utf8')).toBe('{"version":1}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeWholeSync(file, 'sync ✓\n');
    expect(readFileSync(file, 'utf8')).toBe('sync ✓\n');
    // Without a mode the file keeps the one it has.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['connections.json']);
  });

  it('on Windows, retries a rename a scanner blocked (EPERM, EBUSY) until it goes through', async () => {
    actAs('win32');
    const file = join(tempDir('cb-whole-'), 'mapping.json');
    failures.push('EPERM', 'EBUSY');
    await writeWhole(file, 'a');
    expect([calls.n, readFileSync(file, 'utf8')]).toEqual([3, 'a']);
    failures.push('EACCES');
    calls.n = 0;
    writeWholeSync(file, 'b');
    expect([calls.n, readFileSync(file, 'utf8')]).toEqual([2, 'b']);
  });

  it('on Windows, gives up after ~1.5 s of EPERM and says so', async () => {
    actAs('win32');
    const file = join(tempDir('cb-whole-'), 'mapping.json');
    failures.push(...new Array(10).fill('EPERM'));
    const t0 = performance.now();
    await expect(writeWhole(file, 'a')).rejects.toMatchObject({ code: 'EPERM' });
    expect(calls.n).toBe(7);
    expect(performance.now() - t0).toBeGreaterThan(1_400);
  });

  it('on Windows, the sync write retries at once, never sleeping the thread, and gives up after 21 tries', () => {
    actAs('win32');
    const file = join(tempDir('cb-whole-'), 'mapping.json');
    failures.push(...new Array(30).fill('EBUSY'));
    const t0 = performance.now();
    expect(() => writeWholeSync(file, 'a')).toThrow('EBUSY');
    expect(calls.n).toBe(21);
    // Sleeping between tries (Atomics.wait) would have taken over a second.
    expect(performance.now() - t0).toBeLessThan(1_000);
  });

  it('elsewhere, and for other errors on Windows, fails at once', async () => {
    const file = join(tempDir('cb-whole-'), 'mapping.json');
    failures.push('EPERM');
    await expect(writeWhole(file, 'a')).rejects.toMatchObject({ code: 'EPERM' });
    expect(calls.n).toBe(1);
    actAs('win32');
    failures.push('ENOSPC');
    calls.n = 0;
    expect(() => writeWholeSync(file, 'a')).toThrow('ENOSPC');
    expect(calls.n).toBe(1);
  });
});
