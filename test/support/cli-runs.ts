// CLI runs against one sandbox for a whole test file, each run recorded: its output and the
// result file it wrote, so the file's last test can look for secrets in everything the runs
// left behind (output, files under COMMERCE_BULK_HOME, result and undo workbooks).
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { cli, killChildren, type CliRun } from './cli.js';
import { startService, type Service } from './sandbox.js';
import { removeDir, tempDir } from './temp-dir.js';
import { filesUnder, resultTexts } from './workbooks.js';

export interface RecordedCli {
  /** Runs the CLI with the sandbox's --credentials and the file's home, and records the run. */
  run(args: string[]): Promise<CliRun>;
  /** Every text the runs so far left: their output, the files under the home, their result and undo files. */
  leftTexts(): Promise<string[]>;
}

/**
 * Starts a sandbox, a temp folder and a CLI home (`<dir>/home`) before the file's tests and
 * removes them after; `assign` hands them to the file's variables.
 */
export function recordedCliForFile(assign: (svc: Service, dir: string, home: string) => void): RecordedCli {
  let svc: Service | undefined;
  let dir: string | undefined;
  let home = '';
  const runs: CliRun[] = [];
  const written: string[] = [];
  beforeAll(async () => {
    svc = await startService();
    dir = tempDir();
    home = join(dir, 'home');
    assign(svc, dir, home);
  });
  afterAll(async () => {
    killChildren();
    await svc?.close();
    removeDir(dir);
  });
  return {
    async run(args) {
      const r = await cli([...args, '--credentials', svc!.creds], home);
      runs.push(r);
      const out = args[args.indexOf('--out') + 1];
      if (out) written.push(out);
      return r;
    },
    async leftTexts() {
      return [
        ...runs.map((r) => r.stdout + r.stderr),
        ...filesUnder(home).map((f) => f.text),
        ...(await resultTexts(written)),
      ];
    },
  };
}

/** Which counters of a sandbox's mutation counts changed between two readings, in order. */
export const changedCounters = (before: Record<string, number>, after: Record<string, number>): string[] =>
  Object.keys(after)
    .filter((k) => after[k] !== before[k])
    .sort();
