// What grouped-writes-strict.test.ts and grouped-writes-real-mode.test.ts share: a temp
// folder that is also the CLI home, and the sandbox's mutation keys of a value.
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { tempDir } from '../../support/index.js';

/** A temp folder before the file's tests, its home/ set as COMMERCE_BULK_HOME, handed over through `use`. */
export function useGroupedDir(use: (dir: string) => void): void {
  beforeAll(() => {
    const dir = tempDir('cb-grouped-');
    process.env.COMMERCE_BULK_HOME = join(dir, 'home');
    use(dir);
  });
}

export const attr = (name: string, product: number): string => `AttributeValues(Name='${name}',ProductID=${product})`;
export const dcq = (dc: number, product: number): string =>
  `DCQuantities(DistributionCenterID=${dc},ProductID=${product})`;
