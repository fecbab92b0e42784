// Reading back what a run left in the service, one entity at a time, through the app's own
// API client or through a test Service's plain HTTP GET.
import type { ApiClient } from '../../main/api/index.js';
import type { Service } from './sandbox.js';

/** A DC quantity, or null when the service has none (404). */
export async function quantity(from: ApiClient | Service, dc: number, product: number): Promise<number | null> {
  const path = `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${product})`;
  if ('request' in from) {
    const r = await from.request({ method: 'GET', path });
    return r.ok ? (r.body as { AvailableQuantity: number }).AvailableQuantity : null;
  }
  const b = (await from.get(path)) as { AvailableQuantity: number } | null;
  return b ? b.AvailableQuantity : null;
}

/** An attribute value, or null when the service has none (404). */
export async function attribute(s: Service, name: string, product: number): Promise<string | null> {
  const b = (await s.get(`/v1/AttributeValues(Name='${name.replace(/'/g, "''")}',ProductID=${product})`)) as {
    Value: string;
  } | null;
  return b ? b.Value : null;
}

type ProductPage = {
  value: { ID: number; DCQuantities: { DistributionCenterID: number; AvailableQuantity: number }[] }[];
  '@odata.nextLink'?: string;
};

/**
 * Every DC quantity of a profile's products, read page by page with plain GETs (not the app's
 * client), as `<DC ID>,<ProductID>` -> quantity; a product with no quantity at a DC has no entry.
 */
export async function profileQuantities(s: Service, profileId: number): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  const filter = encodeURIComponent(`ProfileID eq ${profileId}`);
  let path: string | undefined = `/v1/Products?$filter=${filter}&$select=ID&$expand=DCQuantities`;
  while (path) {
    const page = (await s.get(path)) as ProductPage;
    for (const p of page.value) {
      if ('DCQuantities@odata.nextLink' in p) throw new Error(`product ${p.ID}: more quantities than one page holds`);
      for (const q of p.DCQuantities) all.set(`${q.DistributionCenterID},${p.ID}`, q.AvailableQuantity);
    }
    const next = page['@odata.nextLink'];
    path = next ? next.slice(next.indexOf('/v1/')) : undefined;
  }
  return all;
}
