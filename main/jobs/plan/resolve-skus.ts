// SKU -> ProductID through the service's Product listing: distinct SKUs in chunks whose
// $filter stays under URL limits, each chunk one GET. Unknown and ambiguous SKUs make their
// rows Invalid before anything is sent.
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../client.js';
import type { Journal, JournalRow } from '../journal/index.js';
import type { ImportTarget } from '../targets.js';
import { keyText } from '../validate/index.js';
import { describeNearSku, findNearSkus, NEAR_MATCH_LIMIT } from './sku-near-matches.js';

interface ProductRef {
  ID: number;
  Sku: string;
  ProfileID: number;
}

const SKUS_PER_PAGE = 500;

export async function resolveSkus(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number; unknown: number; ambiguous: number }> {
  const db = journal.db;
  const nextSkus = db
    .prepare(
      `SELECT DISTINCT sku FROM rows WHERE state = 'pending' AND sku IS NOT NULL AND parent_id IS NULL AND sku > ? ORDER BY sku LIMIT ${SKUS_PER_PAGE}`,
    )
    .pluck();
  const rowsOfSku = db.prepare(`SELECT * FROM rows WHERE state = 'pending' AND sku = ? AND parent_id IS NULL`);
  const resolveRow = db.prepare('UPDATE rows SET parent_id = ?, fields = ?, key = ? WHERE seq = ?');
  const invalidate = db.prepare(`UPDATE rows SET state = 'invalid', result = 'Invalid', message = ? WHERE seq = ?`);
  let requests = 0,
    unknown = 0,
    ambiguous = 0,
    done = 0,
    after = '',
    nearBudget = NEAR_MATCH_LIMIT; // unknown SKUs looked up for near matches in this run

  for (;;) {
    const skus = nextSkus.all(after) as string[];
    if (skus.length === 0) break;
    after = skus[skus.length - 1]!;
    const found = new Map<string, ProductRef[]>();
    // As many SKUs per request as the URL limit allows.
    checkAbort(opts.signal, 'resolve');
    await Promise.all(
      chunkAnyEq('Sku', skus).map(async (filter) => {
        const query = formatQuery({ filter, select: ['ID', 'Sku', 'ProfileID'] });
        for await (const page of client.list<ProductRef>(`/v1/Products?${query}`)) {
          requests++;
          for (const p of page) found.set(p.Sku, [...(found.get(p.Sku) ?? []), p]);
        }
      }),
    );
    // Unknown SKUs: look up what each was probably meant to be, so the message names the fix.
    const missing = skus.filter((s) => !found.has(s)).slice(0, nearBudget);
    nearBudget -= missing.length;
    const near = await findNearSkus(client, missing);
    requests += near.requests;
    db.transaction(() => {
      for (const sku of skus) {
        for (const row of rowsOfSku.all(sku) as JournalRow[]) {
          const fields = JSON.parse(row.fields!) as Record<string, unknown>;
          const all = found.get(sku) ?? [];
          // A ProfileID on the row (column or constant) picks among products of several profiles.
          const matches =
            typeof fields.ProfileID === 'number' ? all.filter((p) => p.ProfileID === fields.ProfileID) : all;
          if (matches.length === 0) {
            unknown++;
            const hit = near.near.get(sku);
            invalidate.run(
              `Unknown SKU '${sku}': no product has this SKU${typeof fields.ProfileID === 'number' ? ` in profile ${fields.ProfileID}` : ' in the profiles this connection covers'}. Fix: ${hit ? describeNearSku(hit) : 'correct the SKU, or give the ProductID instead'}`,
              row.seq,
            );
          } else if (matches.length > 1) {
            ambiguous++;
            invalidate.run(
              `Ambiguous SKU '${sku}': products ${matches.map((p) => `${p.ID} (profile ${p.ProfileID})`).join(', ')} share it. Fix: add a ProfileID column or constant, or give the ProductID`,
              row.seq,
            );
          } else {
            const p = matches[0]!;
            const resolved = {
              ...fields,
              ProductID: p.ID,
              ...(fields.ProfileID === undefined ? { ProfileID: p.ProfileID } : {}),
            };
            resolveRow.run(p.ID, JSON.stringify(resolved), keyText(target.entity.keys, resolved), row.seq);
          }
        }
      }
    })();
    done += skus.length;
    opts.onProgress?.({ stage: 'resolve', done, message: `${done} SKUs looked up` });
  }
  return { requests, unknown, ambiguous };
}
