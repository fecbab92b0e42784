// The quota of a daily stock update (issue 31): 20,000 products x 5 distribution centers
// (100,000 rows), 5.6% of the values changed since yesterday, imported into a sandbox in the
// real service's mode (it serves UpdateQuantity). Prints the requests the sandbox counted
// against the profile's budget, the floor (one request per product with a changed value,
// one listing page per 100 products to read current values, one per $batch of 100), the
// ratio, and what the requests were, counted by the client on its way out: reads (listing
// pages), grouped writes, single writes, $batch envelopes, retries. Target: ratio <= 1.05.
// Runs alone with `npx tsx test/bench/daily-quota.ts` (exit 1 when the target is missed), or
// inside npm run bench:import.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApiClient, type ApiClient, type ApiRequest } from '../../main/api/index.js';
import { TokenManager } from '../../main/auth/index.js';
import { rowEnglish } from '../../shared/i18n/index.js';
import { runImport, type ImportOutcome } from '../../main/jobs/index.js';
import { resetCounters } from '../support/index.js';
import { startBenchSandbox } from './import-sandbox.js';

const CONTOSO = 12000002;
const FIRST = 2_000_001;
export const DAILY = { products: Number(process.env.DAILY_PRODUCTS ?? 20_000), dcs: 5, changedShare: 0.056 };
/** The file names products by SKU (as stock exports do) or, with DAILY_KEY=id, by Product ID. */
const BY_SKU = process.env.DAILY_KEY !== 'id';
/** The Contoso product's SKU in the sandbox's seed (server/storage/seed-data.ts). */
const skuOf = (p: number): string => String(p - FIRST + 1).padStart(7, '0');

/** A small deterministic generator, so every run changes the same values. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the job asked the client for, by kind (each listing page, each request in a batch() call). */
export interface Asked {
  listPages: number;
  /** Listing pages by what was listed and the property filtered on ('GET /v1/Products by Sku'). */
  pagesBy: Map<string, number>;
  direct: number;
  batched: Map<string, number>;
}

/** The client, counting what a run asks of it (the sandbox counts what arrives; this says what it was). */
export function countingClient(inner: ApiClient): { client: ApiClient; asked: Asked } {
  const asked: Asked = { listPages: 0, pagesBy: new Map(), direct: 0, batched: new Map() };
  const kind = (r: ApiRequest): string => `${r.method} ${r.path.replace(/\(\d+\)/g, '(id)').replace(/\?.*/, '')}`;
  const client: ApiClient = {
    ...inner,
    request: (req, opts) => {
      asked.direct++;
      return inner.request(req, opts);
    },
    batch: (reqs, onResult, opts) => {
      for (const r of reqs) asked.batched.set(kind(r), (asked.batched.get(kind(r)) ?? 0) + 1);
      return inner.batch(reqs, onResult, opts);
    },
    list<T>(path: string, opts?: Parameters<ApiClient['list']>[1]) {
      const pages = inner.list<T>(path, opts);
      const counted = {
        get count() {
          return pages.count;
        },
        get stopped() {
          return pages.stopped;
        },
        async *[Symbol.asyncIterator]() {
          for await (const page of pages) {
            asked.listPages++;
            const by = /\$filter=\(?(\w+)/.exec(decodeURIComponent(path))?.[1] ?? 'nothing';
            const what = `GET ${path.replace(/\?.*/, '').replace(/\(\d+\)/g, '(id)')} by ${by}`;
            asked.pagesBy.set(what, (asked.pagesBy.get(what) ?? 0) + 1);
            yield page;
          }
        },
      };
      return counted as AsyncIterable<T[]> & {
        readonly count: number | undefined;
        readonly stopped: string | undefined;
      };
    },
    close: () => inner.close(),
    silentMs: () => inner.silentMs(),
    traffic: () => inner.traffic(),
  };
  return { client, asked };
}

export interface DailyFigure {
  requests: number;
  floor: number;
  ratio: number;
  outcome: ImportOutcome;
}

export async function dailyQuota(dir: string, log: (s: string) => void): Promise<DailyFigure> {
  const { products, dcs: dcCount, changedShare } = DAILY;
  log(`\nSeeding a sandbox (the real service's mode) with ${products} products per profile for the daily update...`);
  const s = await startBenchSandbox(join(dir, 'service-daily'), products, false);
  const c = JSON.parse(readFileSync(s.credentialsFile, 'utf8')) as Record<string, string>;
  const tokens = new TokenManager({
    baseUrl: s.url,
    clientId: c.clientId!,
    clientSecret: c.clientSecret!,
    refreshToken: c.refreshToken!,
  });
  const inner = createApiClient({ baseUrl: s.url, tokens, budgetPerMinute: 1e9 });
  try {
    const dc = await inner.request({
      method: 'POST',
      path: `/v1/DistributionCenters?ProfileID=${CONTOSO}`,
      body: { Name: 'Daily warehouse 5', Code: `DAILY5-${Date.now()}` },
    });
    if (!dc.ok) throw new Error(`could not create a fifth distribution center: ${rowEnglish(dc.message)}`);
    const dcs = [1, 2, 3, 4, (dc.body as { ID: number }).ID].slice(0, dcCount);
    const yesterday = (p: number, d: number): number => (p * 7 + d * 3) % 1000;
    const write = (path: string, value: (p: number, d: number) => number): void => {
      const lines = [BY_SKU ? 'Sku,DC,Qty' : 'Product ID,DC,Qty'];
      for (let p = FIRST; p < FIRST + products; p++)
        for (const d of dcs) lines.push(`${BY_SKU ? skuOf(p) : p},${d},${value(p, d)}`);
      writeFileSync(path, `${lines.join('\n')}\n`);
    };
    const run = (file: string, client: ApiClient): Promise<ImportOutcome> =>
      runImport({
        file,
        resource: 'DCQuantities',
        out: `${file}.result.csv`,
        client,
        connection: { ref: { kind: 'sandbox' as const }, baseUrl: s.url },
        mappingStore: null,
      });
    const base = join(dir, 'daily-yesterday.csv');
    write(base, yesterday);
    const first = await run(base, inner);
    if (first.exitCode !== 0) throw new Error(`yesterday's import exited with ${first.exitCode}`);
    const random = mulberry32(31);
    const changed = new Set<string>();
    for (let p = FIRST; p < FIRST + products; p++)
      for (const d of dcs) if (random() < changedShare) changed.add(`${p},${d}`);
    const today = join(dir, 'daily-today.csv');
    write(today, (p, d) => (changed.has(`${p},${d}`) ? yesterday(p, d) + 1 : yesterday(p, d)));
    const changedProducts = new Set([...changed].map((k) => k.split(',')[0])).size;

    await resetCounters(s);
    const { client, asked } = countingClient(inner);
    const before = inner.traffic();
    const t0 = performance.now();
    const outcome = await run(today, client);
    const seconds = (performance.now() - t0) / 1000;
    const after = inner.traffic();
    const byProfile = (await (await fetch(`${s.url}/admin/requests`)).json()) as Record<string, number>;
    const requests = Math.max(0, ...Object.values(byProfile));
    const floor = changedProducts + Math.ceil(products / 100) + Math.ceil(changedProducts / 100);
    const ratio = requests / floor;
    log(
      `\n== quota, daily update by ${BY_SKU ? 'SKU' : 'Product ID'}: ${products} products x ${dcs.length} DCs = ${products * dcs.length} rows, ` +
        `${changed.size} values changed (${((100 * changed.size) / (products * dcs.length)).toFixed(1)}%) in ${changedProducts} products; ` +
        `exit code ${outcome.exitCode}, rows ${JSON.stringify(outcome.counts)} in ${seconds.toFixed(1)} s`,
    );
    log(
      `   requests counted by the sandbox: ${requests}; floor ${floor} = ${changedProducts} products with a change + ` +
        `${Math.ceil(products / 100)} listing pages + ${Math.ceil(changedProducts / 100)} $batch; ratio ${ratio.toFixed(3)} (target <= 1.05)`,
    );
    const batched = [...asked.batched].map(([k, n]) => `${n} ${k}`).join(', ');
    log(
      `   what they were (client side): ${asked.listPages} listing pages read (${[...asked.pagesBy].map(([k, n]) => `${n} ${k}`).join(', ')}), ${asked.direct} single requests, ` +
        `${after.batches - before.batches} $batch envelopes carrying ${batched || 'nothing'}; ` +
        `${after.retries - before.retries} retries, ${after.throttled - before.throttled} 429s; client quota ${after.quota - before.quota}`,
    );
    return { requests, floor, ratio, outcome };
  } finally {
    await inner.close();
    await s.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = mkdtempSync(join(tmpdir(), 'cb-bench-daily-'));
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  try {
    const f = await dailyQuota(dir, (s) => process.stdout.write(`${s}\n`));
    if (f.ratio > 1.05 || f.outcome.exitCode !== 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
