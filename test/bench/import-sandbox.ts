// The sandbox for the import benchmark, in a child process so its memory is not counted as
// the importer's. Limits off: no rate limit, no concurrency cap.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BenchSandbox {
  url: string;
  credentialsFile: string;
  child: ChildProcess;
  close(): Promise<void>;
}

/** strict (default): service-spec.md to the letter; false: the real service's mode, which serves UpdateQuantity too. */
export async function startBenchSandbox(dataDir: string, seedProducts: number, strict = true): Promise<BenchSandbox> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--seed-products',
      String(seedProducts),
      '--rate-limit',
      '0',
      '--max-concurrency',
      '0',
      ...(strict ? ['--strict'] : []),
      '--quiet',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Sandbox listening on (http:\/\/\S+)/.exec(out);
      if (m) ok(m[1]!);
    });
    child.on('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
  const credentialsFile = join(dataDir, 'credentials.json');
  JSON.parse(readFileSync(credentialsFile, 'utf8'));
  return {
    url,
    credentialsFile,
    child,
    close: () =>
      new Promise((r) => {
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}
