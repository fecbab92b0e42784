// Issue 10: credentials.json lists at most 1,000 product IDs (and SKUs, order IDs) per profile
// so the file stays small with big seeds; each profile entry says how many products it really
// holds in productCount, and `npm run sandbox -- --help` says so.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../server/index.js';
import { tempDir } from '../../support/index.js';

describe('credentials.json profile entries', () => {
  it('cuts the lists at 1,000 and gives the real count in productCount', async () => {
    const dir = tempDir('sandbox-creds-');
    const s = await startSandbox({ quiet: true, dataDir: dir, seedProducts: 1200 });
    try {
      const file = JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8')) as {
        profiles: { id: number; productCount: number; productIds: number[]; skus: string[] }[];
      };
      expect(file.profiles.map((p) => [p.id, p.productCount, p.productIds.length, p.skus.length])).toEqual([
        [12000001, 1200, 1000, 1000],
        [12000002, 1200, 1000, 1000],
      ]);
      expect(file.profiles[0]!.productIds.at(-1)).toBe(1001000);
      expect(s.credentials.profiles.map((p) => p.productCount)).toEqual([1200, 1200]);
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--help says the lists stop at 1,000 and names --strict', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/cli.ts', '--help'], { cwd: process.cwd() });
    expect(stdout).toContain(
      'credentials.json lists at most 1000 product IDs, SKUs and order IDs per profile; productCount gives the real number.',
    );
    expect(stdout).toContain('--strict');
  });
});
