// Issue 45: a plan that creates two distribution centers and imports 1,000 stock rows for
// them by Code, in one `plan run`, against the real sandbox over HTTP. The stock rows must
// carry the IDs the service gave (read back); a plan killed (SIGKILL) in its second step
// resumes and finishes with every value written exactly once (the sandbox's mutation
// counts); a reference that cannot be resolved is refused before anything is sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../main/api/index.js';
import { TokenManager } from '../../../main/auth/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import {
  freshOnRetry,
  killChildren,
  quantity,
  readSheet,
  removeDir,
  startCli,
  tempDir,
  type CliRun,
  resetCounters,
} from '../../support/index.js';

const PRODUCTS = 500; // x 2 new centers = 1,000 stock rows
let sandbox: SandboxHandle;
let dir: string;
beforeAll(start, 120_000);
async function start(): Promise<void> {
  dir = tempDir('cb-plan-');
  sandbox = await startSandbox({
    strict: true,
    port: 0,
    dataDir: join(dir, 'service'),
    seedProducts: PRODUCTS,
    latencyMs: 60,
    rateLimit: 0,
    quiet: true,
  });
}
afterAll(async () => {
  killChildren();
  await api?.close();
  await sandbox?.close();
  removeDir(dir);
});
// A CI retry would meet the first attempt's centers and stock on the sandbox and its plan
// in the home. For a retry only: the first attempt's CLI children killed, a fresh sandbox
// and folder.
freshOnRetry(async () => {
  killChildren();
  await api?.close();
  api = undefined;
  await sandbox.close();
  removeDir(dir);
  await start();
});

let api: ApiClient | undefined;
/** The app's own API client on the sandbox, for reading back what the plan left there. */
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

async function writes(prefix: string): Promise<Record<string, number>> {
  const counts = (await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
  return Object.fromEntries(Object.entries(counts).filter(([k]) => k.startsWith(prefix)));
}

/** A plan folder: two centers, and stock for every product in each by the centers' Codes. */
function writePlan(name: string, codes: [string, string], stockCode = (i: number) => codes[i % 2]!): string {
  const folder = join(dir, name);
  removeDir(folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'centers.csv'),
    `Code,Name,City,Country\r\n${codes[0]},North ${name},Hamburg,DE\r\n${codes[1]},South ${name},Munich,DE\r\n`,
  );
  const stock = ['Product ID,DC Code,Qty'];
  for (let i = 0; i < PRODUCTS * 2; i++) stock.push(`${2_000_001 + Math.floor(i / 2)},${stockCode(i)},${1000 + i}`);
  writeFileSync(join(folder, 'stock.csv'), `${stock.join('\r\n')}\r\n`);
  const plan = [
    'steps:',
    '  - id: centers',
    '    file: centers.csv',
    '    resource: DistributionCenters',
    '    options: { profile: 12000002 }',
    '  - id: stock',
    '    file: stock.csv',
    '    resource: DCQuantities',
    '    dependsOn: [centers]',
    '    stopOnError: true',
    '    references:',
    '      - { column: DC Code, step: centers, by: Code, into: DC }',
  ];
  writeFileSync(join(folder, 'plan.yaml'), `${plan.join('\n')}\n`);
  return join(folder, 'plan.yaml');
}

const common = (): string[] => ['--credentials', join(dir, 'service', 'credentials.json'), '--budget', '10000000'];

/** Code -> ID of the centers on the service, read back. */
async function centerIds(codes: string[]): Promise<Map<string, number>> {
  const filter = encodeURIComponent(codes.map((c) => `Code eq '${c}'`).join(' or '));
  const found = new Map<string, number>();
  for await (const page of client().list<{ ID: number; Code: string }>(
    `/v1/DistributionCenters?$filter=${filter}&$select=ID,Code`,
  ))
    for (const d of page) found.set(d.Code, d.ID);
  return found;
}

/** Every stock row of the plan, read back one by one (20 at a time): the wrong or missing ones. */
async function wrongQuantities(ids: Map<string, number>, codes: [string, string]): Promise<string[]> {
  const wrong: string[] = [];
  for (let from = 0; from < PRODUCTS * 2; from += 20) {
    const reads = Array.from({ length: 20 }, async (_, k) => {
      const i = from + k;
      const code = codes[i % 2]!;
      const product = 2_000_001 + Math.floor(i / 2);
      const q = await quantity(client(), ids.get(code) ?? -1, product);
      if (q !== 1000 + i) wrong.push(`${code}/${product}: ${q}`);
    });
    await Promise.all(reads);
  }
  return wrong;
}

describe('plan run', () => {
  it('creates two centers and imports 1,000 stock rows for them by Code in one command', async () => {
    const codes: [string, string] = ['PL-N', 'PL-S'];
    const plan = writePlan('one', codes);
    const run = await startCli(['plan', 'run', plan, ...common()], { COMMERCE_BULK_HOME: join(dir, 'home-one') }).done;
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^Plan plan-\S+: 2 steps$/);
    const ids = await centerIds(codes);
    expect([...ids.keys()].sort()).toEqual(['PL-N', 'PL-S']);
    expect(await wrongQuantities(ids, codes)).toEqual([]);
    // The stock step's result names the center IDs the service gave, in the engine's DC column.
    const rows = await readSheet(join(dir, 'one', 'plan-results', 'stock-result.xlsx'), 'Results');
    expect(rows[0]!.slice(0, 4)).toEqual(['Product ID', 'DC', 'Qty', 'Result']);
    expect(rows[1]!.slice(0, 4)).toEqual([2000001, ids.get('PL-N'), 1000, 'Created']);
    expect(rows[2]!.slice(0, 4)).toEqual([2000001, ids.get('PL-S'), 1001, 'Created']);

    // Undo of the plan: the stock first, then the centers it was imported into.
    const planId = /^Plan (\S+):/.exec(run.stdout)![1]!;
    const undo = await startCli(['plan', 'undo', planId, '--allow-mass-change', ...common()], {
      COMMERCE_BULK_HOME: join(dir, 'home-one'),
    }).done;
    expect(undo.code, `${undo.stdout}\n${undo.stderr}`).toBe(0);
    const order = [...undo.stdout.matchAll(/^Step (\w+): undone$/gm)].map((m) => m[1]);
    expect(order).toEqual(['stock', 'centers']);
    expect(await quantity(client(), ids.get('PL-N')!, 2000001)).toBeNull();
    // A deleted center stays readable with IsDeleted set (the service's soft delete).
    const deleted = (await client().request({ method: 'GET', path: `/v1/DistributionCenters(${ids.get('PL-S')})` }))
      .body as { IsDeleted: boolean };
    expect(deleted.IsDeleted).toBe(true);
  }, 240_000);

  it('takes both steps from two sheets of one workbook', async () => {
    const folder = join(dir, 'book');
    mkdirSync(folder, { recursive: true });
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('DistributionCenters').addRows([
      ['Code', 'Name', 'City', 'Country'],
      ['PW-E', 'East', 'Dresden', 'DE'],
      ['PW-W', 'West', 'Cologne', 'DE'],
    ]);
    wb.addWorksheet('Stock').addRows([
      ['Product ID', 'DC Code', 'Qty'],
      [2000001, 'PW-W', 11],
      [2000002, 'PW-E', 12],
    ]);
    await wb.xlsx.writeFile(join(folder, 'opening.xlsx'));
    const steps = [
      {
        id: 'centers',
        file: 'opening.xlsx',
        sheet: 'DistributionCenters',
        resource: 'DistributionCenters',
        options: { profile: 12000002 },
      },
      {
        id: 'stock',
        file: 'opening.xlsx',
        sheet: 'Stock',
        resource: 'DCQuantities',
        dependsOn: ['centers'],
        references: [{ column: 'DC Code', step: 'centers', by: 'Code', into: 'DC' }],
      },
    ];
    writeFileSync(join(folder, 'opening.json'), JSON.stringify({ steps }));
    const run = await startCli(['plan', 'run', join(folder, 'opening.json'), ...common()], {
      COMMERCE_BULK_HOME: join(dir, 'home-book'),
    }).done;
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const ids = await centerIds(['PW-E', 'PW-W']);
    expect([
      await quantity(client(), ids.get('PW-W')!, 2000001),
      await quantity(client(), ids.get('PW-E')!, 2000002),
    ]).toEqual([11, 12]);
  }, 120_000);

  it('refuses a reference it cannot resolve before anything is sent, naming step, row and reference', async () => {
    const plan = writePlan('missing', ['PM-N', 'PM-S'], (i) => (i === 6 ? 'PM-W' : i % 2 ? 'PM-S' : 'PM-N'));
    await resetCounters(sandbox);
    for (const args of [
      ['plan', 'run', plan],
      ['plan', 'run', plan, '--dry-run'],
    ]) {
      const run = await startCli([...args, ...common()], { COMMERCE_BULK_HOME: join(dir, 'home-missing') }).done;
      expect(run.code, run.stdout).toBe(2);
      expect(run.stderr).toContain('The plan cannot resolve 1 reference; nothing was sent.');
      expect(run.stderr).toContain(
        'Step stock, row 8: reference DC Code "PM-W" is not among the keys of the step it refers to',
      );
    }
    expect(await writes('')).toEqual({});
    expect(await centerIds(['PM-N', 'PM-S'])).toEqual(new Map());
  }, 120_000);

  it('dry run shows each step planned and the references it resolves', async () => {
    const plan = writePlan('dry', ['PD-N', 'CH-BER']); // CH-BER: the sandbox's center 1
    await resetCounters(sandbox);
    const run = await startCli(['plan', 'run', plan, '--dry-run', ...common()], {
      COMMERCE_BULK_HOME: join(dir, 'home-dry'),
    }).done;
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('Step centers: DistributionCenters from');
    expect(run.stdout).toContain(
      `stock: reference DC Code -> DC by centers's Code: resolved now CH-BER = 1; resolved when step centers creates PD-N`,
    );
    expect(run.stdout).toContain('stock: planned when the steps it refers to have run');
    expect(await writes('')).toEqual({});
  }, 120_000);

  it('resumes a plan killed in its second step and finishes it exactly once', async () => {
    const codes: [string, string] = ['PK-N', 'PK-S'];
    const plan = writePlan('kill', codes);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home-kill') };
    await resetCounters(sandbox);
    const first = startCli(['plan', 'run', plan, ...common()], env);
    let killed = false;
    const poll = setInterval(() => {
      void writes('DCQuantities(').then((w) => {
        if (!killed && Object.keys(w).length > 0) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      });
    }, 20);
    const r1 = await first.done;
    clearInterval(poll);
    expect(r1.signal, r1.stdout).toBe('SIGKILL');
    const partly = Object.keys(await writes('DCQuantities(')).length;
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(PRODUCTS * 2);
    let last: CliRun = r1;
    last = await startCli(['plan', 'run', plan, ...common()], env).done;
    expect(last.code, `${last.stdout}\n${last.stderr}`).toBe(0);
    expect(last.stdout).toContain('(resumed where it stopped)');
    expect(last.stdout).toMatch(/Step stock: resuming job \S+/);
    const ids = await centerIds(codes);
    expect([...ids.keys()].sort()).toEqual(['PK-N', 'PK-S']);
    expect(await wrongQuantities(ids, codes)).toEqual([]);
    // Exactly once: each center created once, each quantity written once.
    const centerWrites = await writes('DistributionCenters(');
    expect([...ids.values()].map((id) => centerWrites[`DistributionCenters(${id})`])).toEqual([1, 1]);
    const stock = await writes('DCQuantities(');
    expect(Object.keys(stock)).toHaveLength(PRODUCTS * 2);
    expect(Object.entries(stock).filter(([, n]) => n !== 1)).toEqual([]);
  }, 240_000);
});
