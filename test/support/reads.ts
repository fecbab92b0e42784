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
