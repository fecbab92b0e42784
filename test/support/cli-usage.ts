// The built CLI (dist/, as users run it) as a child process, with what it cost and what it
// loaded: its CPU time and peak RSS from the child's own getrusage (process.resourceUsage at
// exit), and every module URL it loaded (ESM through a load hook, CommonJS from
// require.cache at exit) and every Node built-in it loaded (process.moduleLoadList at exit,
// which also sees built-ins taken by process.getBuiltinModule). For start-up checks (issue 44): `npm run bench:startup` and the
// test that the sandbox and the mailer stay unloaded where they are not used.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withBundleInputs } from './bundle-inputs.js';
import { ROOT } from './cli.js';

/** Runs in the hooks thread: records each module URL as it loads. */
const HOOKS = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.CB_LOADED_FILE, url + '\\n');
  return next(url, context);
}
`;

/** Preloaded into the CLI: registers the hooks, and at exit writes the usage and the CommonJS cache. */
const PRELOAD = `import { register, createRequire } from 'node:module';
import { appendFileSync, writeFileSync } from 'node:fs';
if (process.env.CB_LOADED_FILE) register(new URL('./hooks.mjs', import.meta.url));
process.on('exit', () => {
  const u = process.resourceUsage();
  writeFileSync(process.env.CB_USAGE_FILE, JSON.stringify({ cpuMicros: u.userCPUTime + u.systemCPUTime, maxRssKb: u.maxRSS }));
  if (process.env.CB_LOADED_FILE)
    appendFileSync(process.env.CB_LOADED_FILE, Object.keys(createRequire(import.meta.url).cache).join('\\n') + '\\n');
  if (process.env.CB_BUILTINS_FILE) {
    const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => 'node:' + m.slice(13));
    writeFileSync(process.env.CB_BUILTINS_FILE, builtins.join('\\n'));
  }
});
`;

export interface CliUsage {
  code: number | null;
  stdout: string;
  stderr: string;
  /** User + system CPU seconds of the CLI process (all its threads). */
  cpuSeconds: number;
  /** Peak resident memory of the CLI process, in MB. */
  peakMb: number;
  /** The modules it loaded (file: URLs and paths), when asked for. */
  loaded: string[];
  /**
   * The Node built-in modules it loaded (node:http, node:internal/...), when asked for: in a run
   * of its own, since the module hook's thread loads node:worker_threads itself.
   */
  builtins: string[];
}

/**
 * Runs `dist/main/cli/index.js args` (after `npm run build`), bounded to `timeoutMs`; `entry`
 * runs another build of the CLI instead (the bench's before-and-after); `recordModules` and
 * `recordBuiltins` fill `loaded` and `builtins`.
 */
export async function cliUsage(
  args: string[],
  env: Record<string, string>,
  {
    recordModules = false,
    recordBuiltins = false,
    timeoutMs = 120_000,
    entry = join(ROOT, 'dist/main/cli/index.js'),
  } = {},
): Promise<CliUsage> {
  const dir = mkdtempSync(join(tmpdir(), 'cb-cli-usage-'));
  try {
    writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
    writeFileSync(join(dir, 'preload.mjs'), PRELOAD);
    const usageFile = join(dir, 'usage.json');
    const loadedFile = join(dir, 'loaded.txt');
    const builtinsFile = join(dir, 'builtins.txt');
    writeFileSync(loadedFile, '');
    writeFileSync(builtinsFile, '');
    const child = spawn(process.execPath, ['--import', join(dir, 'preload.mjs'), entry, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        CB_USAGE_FILE: usageFile,
        ...(recordModules ? { CB_LOADED_FILE: loadedFile } : {}),
        ...(recordBuiltins ? { CB_BUILTINS_FILE: builtinsFile } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const code = await new Promise<number | null>((done) => child.on('close', done));
    clearTimeout(timer);
    const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as { cpuMicros: number; maxRssKb: number };
    return {
      code,
      stdout,
      stderr,
      cpuSeconds: usage.cpuMicros / 1e6,
      peakMb: usage.maxRssKb / 1024,
      builtins: readFileSync(builtinsFile, 'utf8').split('\n').filter(Boolean),
      loaded: withBundleInputs(
        join(dirname(entry), '../../..'),
        readFileSync(loadedFile, 'utf8').split('\n').filter(Boolean),
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
