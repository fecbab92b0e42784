// SKU -> ProductID through the service's Product listing: distinct SKUs in chunks whose
// $filter stays under URL limits, each chunk one GET. Unknown and ambiguous SKUs make their
// rows Invalid before anything is sent. With the pre-flight on, each look-up also reads the
// products' current values ($expand), which the pre-flight then takes from the journal.
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient } from '../engine-port.js';
import {
  nextUnresolvedSkus,
  recordSkuResolutions,
  storeParents,
  unresolvedRowsOfSkus,
  type Journal,
  type SkuResolution,
} from '../../journal/index.js';
import type { ImportTarget } from '../target.js';
import { keyText } from '../validate/key-text.js';
import { childValues, readChunk } from './parent-pages.js';
import { describeNearSku, findNearSkus, NEAR_MATCH_LIMIT, type NearSku } from './sku-near-matches.js';
import type { StageContext } from '../stage-context.js';

interface ProductRef {
  ID: number;
  Sku: string;
  ProfileID: number;
}

const SKUS_PER_PAGE = 500;

/**
 * The products of some SKUs, as many SKUs per request as the URL limit allows. With the
 * pre-flight on, the look-up reads the products' current values too ($expand) and keeps them
 * in the journal, so the pre-flight finds them read and spends no request on them (issue 31).
 */
async function lookUpSkus(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  skus: string[],
): Promise<{ found: Map<string, ProductRef[]>; requests: number }> {
  const parent = target.parent;
  const expand = journal.data.preflight && parent?.readBySku && target.valueField ? [parent.expand] : undefined;
  const found = new Map<string, ProductRef[]>();
  let requests = 0;
  await Promise.all(
    chunkAnyEq('Sku', skus).map(async (filter) => {
      const query = formatQuery({ filter, select: ['ID', 'Sku', 'ProfileID'], ...(expand ? { expand } : {}) });
      const read = await readChunk(client, 'Products', query, expand?.[0]);
      requests += read.requests;
      for (const r of read.parents) {
        const p = r.record as unknown as ProductRef;
        found.set(p.Sku, [...(found.get(p.Sku) ?? []), p]);
      }
      if (expand)
        storeParents(
          journal,
          read.parents.map((r) => ({ id: r.id, profile: r.profile, children: childValues(target, r.children) })),
        );
    }),
  );
  return { found, requests };
}

// '4,00638E+12', '4.00638E+12': a long number (an EAN, a GTIN) a spreadsheet showed rounded
// in scientific notation and saved so (Excel writes a CSV as the cells are shown). No SKU is
// written that way, and the real digits are gone: no near match can find them (issue 41).
const SCIENTIFIC = /^\d(?:[.,]\d+)?E\+\d{1,3}$/i;

/** Whether an unknown SKU is a rounded number in scientific notation, whose real digits are lost. */
export function isScientificSku(sku: string): boolean {
  return SCIENTIFIC.test(sku.trim());
}

/** Why a row's SKU names no product: the near matches when some were found. */
function unknownSkuMessage(sku: string, profile: unknown, hit: NearSku | undefined): Message {
  const fix = isScientificSku(sku) ? 'plan.scientificSku' : 'plan.correctSku';
  return engineMessage(typeof profile === 'number' ? 'plan.unknownSku' : 'plan.unknownSkuAnyProfile', {
    sku,
    profile: String(profile),
    fix: hit ? describeNearSku(hit) : engineMessage(fix),
  });
}

export async function resolveSkus(
  ctx: StageContext,
): Promise<{ requests: number; unknown: number; ambiguous: number }> {
  const { journal, client, target, ...opts } = ctx;
  let requests = 0,
    unknown = 0,
    ambiguous = 0,
    done = 0,
    after = '',
    nearBudget = NEAR_MATCH_LIMIT; // unknown SKUs looked up for near matches in this run
  for (;;) {
    const skus = nextUnresolvedSkus(journal, after, SKUS_PER_PAGE);
    if (skus.length === 0) break;
    after = skus[skus.length - 1]!;
    checkAbort(opts.signal, 'resolve');
    const look = await lookUpSkus(journal, client, target, skus);
    requests += look.requests;
    const found = look.found;
    // Unknown SKUs: look up what each was probably meant to be, so the message names the fix.
    const missing = skus.filter((s) => !found.has(s) && !isScientificSku(s)).slice(0, nearBudget);
    nearBudget -= missing.length;
    const near = await findNearSkus(client, missing);
    requests += near.requests;
    const rowsOf = unresolvedRowsOfSkus(journal, skus);
    const outcomes: SkuResolution[] = [];
    for (const sku of skus) {
      for (const row of rowsOf.get(sku) ?? []) {
        const fields = JSON.parse(row.fields!) as Record<string, unknown>;
        const all = found.get(sku) ?? [];
        // A ProfileID on the row (column or constant) picks among products of several profiles.
        const matches =
          typeof fields.ProfileID === 'number' ? all.filter((p) => p.ProfileID === fields.ProfileID) : all;
        if (matches.length === 0) {
          unknown++;
          const hit = near.near.get(sku);
          outcomes.push({
            seq: row.seq,
            invalid: unknownSkuMessage(sku, fields.ProfileID, hit),
          });
        } else if (matches.length > 1) {
          ambiguous++;
          outcomes.push({
            seq: row.seq,
            invalid: engineMessage('plan.ambiguousSku', {
              sku,
              products: matches.map((p) => `${p.ID} (profile ${p.ProfileID})`).join(', '),
            }),
          });
        } else {
          const p = matches[0]!;
          const resolved = {
            ...fields,
            ProductID: p.ID,
            ...(fields.ProfileID === undefined ? { ProfileID: p.ProfileID } : {}),
          };
          outcomes.push({ seq: row.seq, parentId: p.ID, fields: resolved, key: keyText(target.entity.keys, resolved) });
        }
      }
    }
    recordSkuResolutions(journal, outcomes);
    done += skus.length;
    opts.onProgress?.({ stage: 'resolve', done, message: `${done} SKUs looked up` });
  }
  return { requests, unknown, ambiguous };
}
