// Issue 14: a kill-and-resume test of a DistributionCenters upsert by Code. The CLI is killed
// (SIGKILL) while its creates are on the wire, against a sandbox that answers slowly and
// fails some requests; resume runs until the job is done. A create whose answer was lost is
// looked up by its Code on resume, never sent blindly again, so each Code is on the service
// exactly once, and every center was written once (the sandbox's mutation counts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../main/api/index.js';
import { TokenManager } from '../../../main/auth/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { freshOnRetry, killChildren, readSheet, startCli, type CliRun, resetCounters } from '../../support/index.js';

const CENTERS = 1200;
let sandbox: SandboxHandle;
let dir: string;
beforeAll(async () => {
  await start();
}, 120_000);
async function start(): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'cb-kill-dcs-'));
  sandbox = await startSandbox({
    strict: true,
    port: 0,
    dataDir: join(dir, 'service'),
    seedProducts: 5,
    latencyMs: 300,
    faultRate: 0.03,
    faultSeed: 11,
    rateLimit: 0,
    quiet: true,
  });
}
let api: ApiClient | undefined;
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});
// A CI retry on the kept sandbox would find the first attempt's centers there (each Code
// twice or written 0 times). For a retry only: the first attempt's CLI children killed, a
// fresh sandbox in a fresh folder (a timed-out attempt still looping holds the old paths).
freshOnRetry(async () => {
  killChildren();
  await api?.close();
  api = undefined;
  await sandbox.close();
  await start();
});

function client(): ApiClient {
  const c = sandbox.credentials;
  api ??= createApiClient({
    baseUrl: sandbox.url,
    tokens: new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: c.refreshToken,
    }),
  });
  return api;
}

async function centerWrites(): Promise<Record<string, number>> {
  const counts = (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
  return Object.fromEntries(Object.entries(counts).filter(([k]) => k.startsWith('DistributionCenters(')));
}

/** Kills the run once the service has applied more center writes than `after`. */
function killWhenWritten(run: ReturnType<typeof startCli>, after: number): { killed: () => boolean; stop: () => void } {
  let killed = false;
  const poll = setInterval(() => {
    void centerWrites().then((w) => {
      if (!killed && Object.keys(w).length > after) {
        killed = true;
        run.child.kill('SIGKILL');
      }
    });
  }, 40);
  return { killed: () => killed, stop: () => clearInterval(poll) };
}

describe('kill and resume a DistributionCenters upsert by Code', () => {
  it('leaves each Code exactly once on the service', async () => {
    const lines = ['Code,Name,City,Country'];
    for (let i = 1; i <= CENTERS; i++) lines.push(`KR-${String(i).padStart(4, '0')},Kill Resume ${i},Leipzig,DE`);
    const file = join(dir, 'centers.csv');
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    const out = join(dir, 'result.xlsx');
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const common = ['--credentials', join(dir, 'service', 'credentials.json'), '--budget', '10000000'];
    await resetCounters(sandbox);

    let jobId = '';
    let last: CliRun | undefined;
    let kills = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      const args =
        attempt === 0
          ? ['import', file, '--resource', 'DistributionCenters', '--profile', '12000002', '--out', out, ...common]
          : ['resume', jobId, ...common];
      const run = startCli(args, env);
      const first = await run.firstLine;
      if (!jobId) jobId = /^Job (\S+)/.exec(first)?.[1] ?? '';
      expect(jobId, `first line: ${first}\n${run.stderr()}`).not.toBe('');
      const before = Object.keys(await centerWrites()).length;
      const killer = kills < 2 && before < CENTERS ? killWhenWritten(run, before) : undefined;
      last = await run.done;
      killer?.stop();
      if (killer?.killed()) kills++;
      if (last.signal === null && (last.code === 0 || last.code === 1)) break;
    }
    expect(kills, 'the CLI was killed mid-run').toBeGreaterThan(0);
    expect(last?.code, `${last?.stdout}\n${last?.stderr}`).toBe(0);

    // Each Code once among the live centers (read with the real client).
    const found: { ID: number; Code: string }[] = [];
    for await (const page of client().list<{ ID: number; Code: string }>(
      `/v1/DistributionCenters?$filter=${encodeURIComponent("startswith(Code,'KR-')")}&$select=ID,Code`,
    ))
      found.push(...page);
    const perCode = new Map<string, number>();
    for (const d of found) perCode.set(d.Code, (perCode.get(d.Code) ?? 0) + 1);
    const expected = Array.from({ length: CENTERS }, (_, i) => `KR-${String(i + 1).padStart(4, '0')}`);
    expect([...perCode.keys()].sort()).toEqual(expected);
    expect([...perCode.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    // Every center written once: created, never created again nor patched.
    const writes = await centerWrites();
    expect(found.filter((d) => writes[`DistributionCenters(${d.ID})`] !== 1).map((d) => d.Code)).toEqual([]);

    const summary = await readSheet(out, 'Summary');
    expect(summary).toContainEqual(['Job', jobId]);
    expect(summary).toContainEqual(['Rows Created', CENTERS]);
    // The result names the ID of every center, each the one its Code has on the service.
    const idOf = new Map(found.map((d) => [d.Code, d.ID]));
    const rows = await readSheet(out, 'Results');
    expect(rows.slice(1).filter((r) => r[9] !== idOf.get(String(r[0])))).toEqual([]);
  }, 300_000);
});
