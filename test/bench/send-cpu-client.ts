// The client process of `npm run bench:send` (send-cpu.ts): imports BENCH_FILE into the
// sandbox at BENCH_SANDBOX_URL with the real engine and prints, as one JSON line, the CPU its
// own process and the sandbox's (BENCH_SANDBOX_PID) spent in the send stage: from the first
// write handed to the API client to the start of the report.
import { readFileSync } from 'node:fs';
import { createApiClient } from '../../main/api/index.js';
import { TokenManager } from '../../main/auth/index.js';
import { runImport, type JobClient } from '../../main/jobs/index.js';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run this through send-cpu.ts`);
  return v;
};

/** utime + stime of another process, in seconds (fields 14 and 15 of /proc/<pid>/stat, in ticks of 1/100 s). */
function cpuOf(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const ownCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const url = env('BENCH_SANDBOX_URL');
const sandboxPid = env('BENCH_SANDBOX_PID');
const creds = JSON.parse(readFileSync(env('BENCH_CREDENTIALS'), 'utf8')) as {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
};
const tokens = new TokenManager({ baseUrl: url, ...creds });
const api = createApiClient({ baseUrl: url, tokens, budgetPerMinute: 1e9 });

interface Snapshot {
  wall: number;
  own: number;
  sandbox: number;
}
const marks: { start?: Snapshot; end?: Snapshot } = {};
const snapshot = (): Snapshot => ({ wall: performance.now(), own: ownCpu(), sandbox: cpuOf(sandboxPid) });
// The send stage begins with the first batch that writes (the pre-flight's batches only read).
const client: JobClient = Object.create(api) as JobClient;
client.batch = (reqs, onResult, opts) => {
  if (!marks.start && reqs.some((r) => r.method !== 'GET')) marks.start = snapshot();
  return api.batch(reqs, onResult, opts);
};

try {
  const outcome = await runImport({
    file: env('BENCH_FILE'),
    resource: 'DCQuantities',
    out: env('BENCH_OUT'),
    client,
    connection: { ref: { kind: 'sandbox' }, baseUrl: url },
    mappingStore: null,
    onProgress: (p) => {
      if (p.stage === 'report' && marks.start && !marks.end) marks.end = snapshot();
    },
  });
  const last = marks.end ?? snapshot();
  const first = marks.start;
  if (!first) throw new Error('nothing was sent');
  const rows = Object.values(outcome.counts ?? {}).reduce((a, b) => a + b, 0);
  const changed = (outcome.counts?.Created ?? 0) + (outcome.counts?.Updated ?? 0);
  console.log(
    JSON.stringify({
      rows,
      changed,
      exitCode: outcome.exitCode,
      wallSeconds: (last.wall - first.wall) / 1000,
      clientCpuSeconds: last.own - first.own,
      sandboxCpuSeconds: last.sandbox - first.sandbox,
    }),
  );
} finally {
  await api.close();
}
