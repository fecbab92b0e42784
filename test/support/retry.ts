// CI retries a failed test once (vitest.config.ts `retry`), and a retry runs the beforeEach
// hooks again but not beforeAll. A sandbox a file arranged in beforeAll still holds what the
// failed attempt wrote: an import that expected to change values finds them changed already
// ("Unchanged", nothing sent), exact write counts read double. The retry then fails for its
// own reason and hides the first attempt's real one.
import { beforeEach } from 'vitest';

/**
 * Runs `fresh` before each retry of a test in the enclosing block, never before a first
 * attempt: a first run costs what it did, and only a retry pays for a fresh sandbox. For
 * tests whose starting state cannot be reset cheaply (values written, rate windows used);
 * where only the /admin counters matter, reset them in beforeEach instead.
 */
export function freshOnRetry(fresh: () => Promise<void>): void {
  beforeEach(async ({ task }) => {
    if ((task.result?.retryCount ?? 0) > 0) await fresh();
  });
}
