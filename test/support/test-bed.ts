// The sandbox and temp folder the tests of one file run against: started before them and
// handed over through `use`, closed and removed after them with every CLI process they started.
import { afterAll, beforeAll } from 'vitest';
import { killChildren } from './cli.js';
import { startService, type Service } from './sandbox.js';
import { removeDir, tempDir } from './temp-dir.js';

export function useTestBed(
  prefix: string,
  options: Parameters<typeof startService>[0],
  use: (svc: Service, dir: string) => void,
): void {
  let svc: Service | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = tempDir(prefix);
    svc = await startService(options);
    use(svc, dir);
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    if (dir) removeDir(dir);
  });
}
