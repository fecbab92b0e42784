// Runs the real CLI in a child process (node --import tsx), as a user's shell would.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function startCli(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<CliRun>; firstLine: Promise<string>; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/index.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '',
    stderr = '';
  let gotLine: (l: string) => void = () => {};
  const firstLine = new Promise<string>((r) => {
    gotLine = r;
  });
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.includes('\n')) gotLine(stdout.split('\n')[0]!);
  });
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const done = new Promise<CliRun>((r) =>
    child.on('close', (code, signal) => {
      gotLine(stdout.split('\n')[0] ?? '');
      r({ code, signal, stdout, stderr });
    }),
  );
  return { child, done, firstLine, stderr: () => stderr };
}

export function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return startCli(args, env).done;
}
