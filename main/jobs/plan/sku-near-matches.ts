// For an unknown SKU, the product SKUs it was probably meant to be, and why it came out
// wrong: Excel drops the leading zeros of a number ('1' for '0000001'), SKUs are matched
// with their letter case, and spaces creep in. The variants are looked up like any SKU
// (chunks of `Sku eq` terms, one GET each), for a bounded number of unknown SKUs.
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import type { JobClient } from '../engine-port.js';

export interface NearSku {
  skus: string[];
  why: string;
}

/** Unknown SKUs looked up for near matches per run: enough for every typo, bounded for a sheet of nonsense. */
export const NEAR_MATCH_LIMIT = 500;
const LONGEST_PADDED = 13; // EAN-13

export function skuVariants(sku: string): { variant: string; why: string }[] {
  const out = new Map<string, string>();
  const add = (v: string, why: string) => {
    if (v !== sku && v !== '' && !out.has(v)) out.set(v, why);
  };
  if (/^\d+$/.test(sku))
    for (let n = sku.length + 1; n <= Math.max(LONGEST_PADDED, sku.length + 1); n++)
      add(sku.padStart(n, '0'), 'Excel drops leading zeros: format the column as Text and type the SKU again');
  if (/\s/.test(sku)) {
    const why = 'the SKU in the file has spaces the product SKU has not: remove them';
    add(sku.replace(/\s+/g, ''), why);
    add(sku.replace(/\s+/g, '-'), why);
  }
  const caseWhy = 'SKUs are matched letter for letter: write it in the letter case of the product';
  add(sku.toUpperCase(), caseWhy);
  add(sku.toLowerCase(), caseWhy);
  return [...out].map(([variant, why]) => ({ variant, why }));
}

/** Near matches for each unknown SKU that has any; `requests` counts the GETs spent. */
export async function findNearSkus(
  client: JobClient,
  unknown: string[],
): Promise<{ near: Map<string, NearSku>; requests: number }> {
  const near = new Map<string, NearSku>();
  const byVariant = new Map<string, { sku: string; why: string }[]>();
  for (const sku of unknown)
    for (const { variant, why } of skuVariants(sku))
      byVariant.set(variant, [...(byVariant.get(variant) ?? []), { sku, why }]);
  if (byVariant.size === 0) return { near, requests: 0 };
  let requests = 0;
  await Promise.all(
    chunkAnyEq('Sku', [...byVariant.keys()]).map(async (filter) => {
      for await (const page of client.list<{ Sku: string }>(
        `/v1/Products?${formatQuery({ filter, select: ['Sku'] })}`,
      )) {
        requests++;
        for (const p of page)
          for (const { sku, why } of byVariant.get(p.Sku) ?? []) {
            const hit = near.get(sku) ?? { skus: [], why };
            if (!hit.skus.includes(p.Sku)) hit.skus.push(p.Sku);
            near.set(sku, hit);
          }
      }
    }),
  );
  for (const hit of near.values()) hit.skus.sort((a, b) => a.length - b.length || a.localeCompare(b));
  return { near, requests };
}

/** 'did you mean 0000001? Excel drops leading zeros: ...' */
export function describeNearSku(hit: NearSku): Message {
  const shown = hit.skus.slice(0, 3).join(' or ');
  return engineMessage('plan.didYouMean', {
    skus: shown,
    advice: `${hit.why.charAt(0).toUpperCase()}${hit.why.slice(1)}`,
  });
}
