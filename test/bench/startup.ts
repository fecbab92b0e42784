// npm run bench:startup (after npm run build) — what a command costs before it does any work
// (issue 44): CPU time (user + system, all threads) and peak RSS of the compiled CLI for
// `--help`, `--version`, `jobs`, `login --check` and a 10-row dry-run import against a
// credentials file (a sandbox started by this bench, in this process: only the CLI's own
// process is measured). Each command runs BENCH_RUNS times (default 5); the median CPU and
// the highest peak are printed beside `node -e 0` and the targets (<= 0.6 s, <= 70 MB).
// Exits 1 when a target is missed. CPU time, not wall time: on a shared machine the wall
// clock measures the neighbours. BENCH_CLI=<path of another build's dist/main/cli/index.js>
// measures that build instead (before and after a change, in the same minute); a command it
// does not know is printed with its exit code.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startSandbox } from '../../server/index.js';
import { cliUsage, dryStockImport, ROOT } from '../support/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_TARGET = 0.6;
const MB_TARGET = 70;

function nodeItself(): { cpu: number; mb: number } {
  const r = spawnSync(process.execPath, [
    '-e',
    'process.on("exit", () => { const u = process.resourceUsage(); console.log(JSON.stringify(u)); })',
  ]);
  const u = JSON.parse(r.stdout.toString()) as { userCPUTime: number; systemCPUTime: number; maxRSS: number };
  return { cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, mb: u.maxRSS / 1024 };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<number> {
  const entry = process.env.BENCH_CLI ?? join(ROOT, 'dist/main/cli/index.js');
  if (!existsSync(entry)) throw new Error(`No ${entry}: run npm run build first.`);
  const dir = mkdtempSync(join(tmpdir(), 'cb-bench-startup-'));
  const sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'service'), quiet: true, strict: true });
  try {
    const creds = join(dir, 'service', 'credentials.json');
    const file = join(dir, 'ten.csv');
    const rows = Array.from({ length: 10 }, (_, i) => `${String(i + 1).padStart(7, '0')},1,${i + 5}`);
    writeFileSync(file, `SKU,DC,Qty\r\n${rows.join('\r\n')}\r\n`);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const cases: [string, string[]][] = [
      ['--help', ['--help']],
      ['--version', ['--version']],
      ['jobs', ['jobs']],
      ['login --check', ['login', '--check', '--credentials', creds]],
      ['import, 10 rows, --dry-run', dryStockImport(file, creds, join(dir, 'r.xlsx'))],
    ];
    const node = nodeItself();
    const load = loadavg().map((l) => l.toFixed(2));
    process.stdout.write(`Load average ${load.join(' ')} on ${process.version}; ${RUNS} runs each of ${entry}\n`);
    process.stdout.write(`${'command'.padEnd(30)} ${'CPU s'.padStart(6)} ${'peak MB'.padStart(8)}  target\n`);
    process.stdout.write(
      `${'node -e 0'.padEnd(30)} ${node.cpu.toFixed(2).padStart(6)} ${node.mb.toFixed(0).padStart(8)}\n`,
    );
    let missed = 0;
    for (const [name, args] of cases) {
      const cpu: number[] = [];
      const mb: number[] = [];
      let failed = '';
      for (let i = 0; i < RUNS; i++) {
        const r = await cliUsage(args, env, { entry });
        if (r.code !== 0) failed = `exit ${r.code}: ${r.stderr.trim().split('\n')[0]}`;
        cpu.push(r.cpuSeconds);
        mb.push(r.peakMb);
      }
      const c = median(cpu);
      const m = Math.max(...mb);
      const ok = !failed && c <= CPU_TARGET && m <= MB_TARGET;
      if (!ok) missed++;
      process.stdout.write(
        `${name.padEnd(30)} ${c.toFixed(2).padStart(6)} ${m.toFixed(0).padStart(8)}  ${ok ? 'PASS' : 'FAIL'} (<= ${CPU_TARGET} s, <= ${MB_TARGET} MB)${failed ? `; ${failed}` : ''}\n`,
      );
    }
    return missed ? 1 : 0;
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
