// The quota figures of grouped writes (issue 11), counted by the sandbox: a new catalogue
// sheet of 5,000 products x 12 attribute columns (UpdateAttributes) and a stock sheet of
// 10,000 products x 5 warehouse columns with every value changed (UpdateQuantity). Runs
// against a sandbox in the real service's mode (it serves UpdateQuantity). Quota = requests
// counted against a profile's budget (a $batch of 100 costs 101), over the values sent.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import type { ApiClient } from '../../main/api/index.js';
import { runImport, type ImportOutcome } from '../../main/jobs/index.js';
import type { MappingFile } from '../../main/jobs/mapping/mapping-file.js';
import { rowEnglish } from '../../shared/i18n/index.js';
import { resetCounters } from '../support/index.js';

const CONTOSO = 12000002;

async function writeLines(path: string, header: string, rows: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(path);
  let buf = `${header}\n`;
  for (let i = 0; i < rows; i++) {
    buf += `${line(i)}\n`;
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

const column = (c: string, field: string): MappingFile['columns'][number] => ({ column: c, field, blank: 'skip' });
const unpivot = (c: string, key: string, value: string): MappingFile['columns'][number] => ({
  column: c,
  unpivot: { key, value },
  blank: 'skip',
});

export interface QuotaFigure {
  label: string;
  values: number;
  requests: number;
  perValue: number;
  target: number;
  outcome: ImportOutcome;
}

export async function groupedQuota(opts: {
  url: string;
  client: ApiClient;
  dir: string;
  log: (s: string) => void;
}): Promise<QuotaFigure[]> {
  const { url, client, dir, log } = opts;
  const spent = async (): Promise<number> => {
    const byProfile = (await (await fetch(`${url}/admin/requests`)).json()) as Record<string, number>;
    return Math.max(0, ...Object.values(byProfile));
  };
  const reset = () => resetCounters({ url });
  const run = async (file: string, mapping: MappingFile, name: string): Promise<ImportOutcome> =>
    runImport({
      file,
      resource: mapping.resource,
      out: join(dir, `${name}-result.csv`),
      mapping,
      client,
      connection: { ref: { kind: 'sandbox' as const }, baseUrl: url },
      mappingStore: null,
    });
  const figures: QuotaFigure[] = [];
  const measure = async (
    label: string,
    target: number,
    file: string,
    mapping: MappingFile,
    name: string,
  ): Promise<void> => {
    await reset();
    const t0 = performance.now();
    const outcome = await run(file, mapping, name);
    const requests = await spent();
    const values = outcome.plan?.values ?? 0;
    const perValue = requests / values;
    const f: QuotaFigure = { label, values, requests, perValue, target, outcome };
    figures.push(f);
    log(
      `\n== quota, grouped: ${label}: ${values} values, ${requests} requests counted by the sandbox = ${perValue.toFixed(4)} per value ` +
        `(target <= ${target}; one request per value would cost 1.01) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    log(
      `   plan: ${outcome.plan?.values} values in ${outcome.plan?.requestsToSend} requests (${outcome.plan?.requestsUngrouped} without grouping); ` +
        `exit code ${outcome.exitCode}; rows ${JSON.stringify(outcome.counts)}${outcome.notes.length ? `; notes: ${outcome.notes.join(' ')}` : ''}`,
    );
  };

  // Catalogue: 5,000 products (half in each profile) x 12 new attributes.
  const attrs = Array.from({ length: 12 }, (_, i) => `Bench Attr ${String(i + 1).padStart(2, '0')}`);
  const catalogue = join(dir, 'catalogue.csv');
  const product = (i: number): number => (i % 2 === 0 ? 1_000_001 : 2_000_001) + Math.floor(i / 2);
  await writeLines(catalogue, ['Product ID', ...attrs].join(','), 5000, (i) =>
    [product(i), ...attrs.map((_, a) => `v${a}-${product(i)}`)].join(','),
  );
  await measure(
    'catalogue 5,000 products x 12 attribute columns',
    0.1,
    catalogue,
    {
      version: 1,
      resource: 'AttributeValues',
      operation: 'upsert',
      constants: {},
      valueMaps: {},
      columns: [column('Product ID', 'ProductID'), ...attrs.map((a) => unpivot(a, 'Name', a))],
    },
    'catalogue',
  );

  // Stock: 10,000 Contoso products x 5 warehouses (DCs 1-4 and one more), every value changed.
  const dc = await client.request({
    method: 'POST',
    path: `/v1/DistributionCenters?ProfileID=${CONTOSO}`,
    body: { Name: 'Bench warehouse 5', Code: `BENCH5-${Date.now()}` },
  });
  if (!dc.ok) throw new Error(`could not create a fifth distribution center: ${rowEnglish(dc.message)}`);
  const dcs = [1, 2, 3, 4, (dc.body as { ID: number }).ID];
  const stock = join(dir, 'stock-wide.csv');
  await writeLines(stock, ['Product ID', ...dcs.map((d) => `DC ${d}`)].join(','), 10_000, (i) =>
    [2_000_001 + i, ...dcs.map((d) => 200_000 + i * 5 + d)].join(','),
  );
  await measure(
    'stock 10,000 products x 5 warehouse columns, every value changed',
    0.25,
    stock,
    {
      version: 1,
      resource: 'DCQuantities',
      operation: 'upsert',
      constants: {},
      valueMaps: {},
      columns: [
        column('Product ID', 'ProductID'),
        ...dcs.map((d) => unpivot(`DC ${d}`, 'DistributionCenterID', String(d))),
      ],
    },
    'stock-wide',
  );
  return figures;
}
